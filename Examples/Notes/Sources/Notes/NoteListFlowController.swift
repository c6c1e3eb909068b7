#if canImport(SwiftUI)
import SwiftUI
#endif

/// The notes of one folder.
final class NoteListFlowController: NoteListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let library: Library
    /// The folder shown.
    private(set) var folder: FolderID = 0

    init(library: Library) {
        self.library = library
    }

    func start(context: FolderID) {
        folder = context
    }

    func makeNote() -> any NoteDetailFlowControlling {
        NoteDetailFlowController(library: library, folder: folder)
    }

    #if canImport(SwiftUI)
    var view: some View {
        let notes = library.folder(folder)?.notes ?? []
        return List(notes.indices, id: \.self) { index in
            Button(notes[index].title) { self.perform(.note(index)) }
        }
        .navigationTitle(library.folder(folder)?.name ?? "")
    }
    #endif
}
