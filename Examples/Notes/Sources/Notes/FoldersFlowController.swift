#if canImport(SwiftUI)
import SwiftUI
#endif

/// The folders tab: a navigation stack of folders and notes.
final class FoldersFlowController: FoldersFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let library: Library

    init(library: Library) {
        self.library = library
    }

    func makeFolderList() -> any FolderListFlowControlling {
        FolderListFlowController(library: library)
    }

    #if canImport(SwiftUI)
    var tabItem: some View {
        Label("Folders", systemImage: "folder")
    }
    #endif
}
