#if canImport(SwiftUI)
import SwiftUI
#endif

/// One note, which can be shared full screen.
final class NoteDetailFlowController: NoteDetailFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let library: Library
    /// The folder the note is in.
    let folder: FolderID
    /// The note shown.
    private(set) var note: NoteID = 0

    init(library: Library, folder: FolderID) {
        self.library = library
        self.folder = folder
    }

    func start(context: NoteID) {
        note = context
    }

    /// Shares the note.
    func share() {
        perform(.share(SharedNote(note: note, title: library.note(note, in: folder)?.title ?? "")))
    }

    func makeShare() -> any ShareFlowControlling {
        ShareFlowController()
    }

    /// Asks before deleting the note.
    func delete() {
        perform(.confirmDelete(note))
    }

    func makeConfirmDelete() -> any ConfirmDeleteFlowControlling {
        ConfirmDeleteFlowController(title: library.note(note, in: folder)?.title ?? "")
    }

    /// The person confirmed: the note goes, and so does its screen.
    func confirmDeleteDidFinish(with feedback: DeleteConfirmation) {
        switch feedback {
        case .delete:
            library.deleteNote(note, in: folder)
            finish()
        }
    }

    #if canImport(SwiftUI)
    var view: some View {
        Text(library.note(note, in: folder)?.text ?? "")
            .navigationTitle(library.note(note, in: folder)?.title ?? "")
            .toolbar {
                Button("Share") { self.share() }
                Button("Delete", role: .destructive) { self.delete() }
            }
    }
    #endif
}
