#if canImport(SwiftUI)
import SwiftUI
#endif

/// Every folder; opens one, or asks for a new one in a sheet that hands its name back.
final class FolderListFlowController: FolderListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let library: Library

    init(library: Library) {
        self.library = library
    }

    func start() {}

    func makeOpen() -> any NoteListFlowControlling {
        NoteListFlowController(library: library)
    }

    func makeNewFolder() -> any NewFolderFlowControlling {
        NewFolderFlowController()
    }

    func newFolderDidFinish(with feedback: String) {
        library.addFolder(named: feedback)
    }

    #if canImport(SwiftUI)
    // snippet:begin
    var view: some View {
        FolderListView(library: library, open: { self.perform(.open($0)) }, newFolder: { self.perform(.newFolder) })
    }
    // snippet:end
    #endif
}

#if canImport(SwiftUI)
/// The folders, and a button for a new one.
struct FolderListView: View {
    @ObservedObject var library: Library
    let open: @MainActor (FolderID) -> Void
    let newFolder: @MainActor () -> Void

    var body: some View {
        List(library.folders.indices, id: \.self) { index in
            Button(library.folders[index].name) { open(index) }
        }
        .navigationTitle("Folders")
        .toolbar { Button("New Folder", action: newFolder) }
    }
}
#endif
