import Foundation
#if canImport(Combine)
import Combine
#endif

/// A note: its title and text.
struct Note: Hashable, Sendable {
    /// The title shown in lists.
    var title: String
    /// The text.
    var text: String
}

/// A folder of notes.
struct Folder: Hashable, Sendable {
    /// The name shown in the folder list.
    var name: String
    /// The notes, in order.
    var notes: [Note]
}

/// What the person has written and who they are: the one model every FlowController shares.
/// Views observe it (under Combine) so a new folder shows at once.
@MainActor
final class Library {
    /// Who is signed in, or `nil`.
    var member: String? {
        willSet { announceChange() }
    }
    /// The folders, in order; a folder's ID is its index, a note's its index in the folder.
    private(set) var folders: [Folder] {
        willSet { announceChange() }
    }

    /// A library with one folder of one note.
    init(folders: [Folder] = [Folder(name: "Notes", notes: [Note(title: "Welcome", text: "Notes are kept here.")])]) {
        self.folders = folders
    }

    /// Adds an empty folder named `name` (trimmed); a blank name adds nothing.
    func addFolder(named name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        folders.append(Folder(name: trimmed, notes: []))
    }

    /// Deletes the note with this ID from `folder`, if there is one.
    func deleteNote(_ id: NoteID, in folder: FolderID) {
        guard note(id, in: folder) != nil else { return }
        folders[folder].notes.remove(at: id)
    }

    /// The folder with this ID, if there is one.
    func folder(_ id: FolderID) -> Folder? {
        folders.indices.contains(id) ? folders[id] : nil
    }

    /// The note with this ID in `folder`, if there is one.
    func note(_ id: NoteID, in folder: FolderID) -> Note? {
        guard let notes = self.folder(folder)?.notes, notes.indices.contains(id) else { return nil }
        return notes[id]
    }

    private func announceChange() {
        #if canImport(Combine)
        objectWillChange.send()
        #endif
    }
}

#if canImport(Combine)
extension Library: ObservableObject {}
#endif
