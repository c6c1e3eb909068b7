// A feature module's FlowControllers of the folders tab: folders, notes, a new folder, sharing.
import Navigation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// The stack of the folders tab.
public final class FoldersFlowController: FoldersFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?

    /// The folder list is the stack's root.
    public func makeFolderList() -> any FolderListFlowControlling { FolderListFlowController() }

    #if canImport(SwiftUI)
    /// The folders tab's label.
    public var tabItem: some View { Label("Folders", systemImage: "folder") }
    #endif
}

/// Every folder.
public final class FolderListFlowController: FolderListFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?
    /// The folders' names; a new folder's name is added when the sheet hands it back.
    public private(set) var folders = ["Notes"]

    /// Nothing to load.
    public func start() {}

    /// A folder's notes.
    public func makeOpen() -> any NoteListFlowControlling { NoteListFlowController() }
    /// The new folder sheet.
    public func makeNewFolder() -> any NewFolderFlowControlling { NewFolderFlowController() }

    /// The new folder's name.
    public func newFolderDidFinish(with feedback: String) {
        folders.append(feedback)
    }

    #if canImport(SwiftUI)
    /// The folders, and a button for a new one.
    public var view: some View {
        List(folders.indices, id: \.self) { index in
            Button(self.folders[index]) { self.perform(.open(index)) }
        }
        .toolbar { Button("New Folder") { self.perform(.newFolder) } }
    }
    #endif
}

/// A folder's notes.
public final class NoteListFlowController: NoteListFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?
    /// The folder shown.
    public private(set) var folder: FolderID?

    /// Shows `context`'s notes.
    public func start(context: FolderID) {
        folder = context
    }

    /// A note.
    public func makeNote() -> any NoteDetailFlowControlling { NoteDetailFlowController() }

    #if canImport(SwiftUI)
    /// One note.
    public var view: some View {
        Button("First note") { self.perform(.note(1)) }
    }
    #endif
}

/// One note, which can be shared.
public final class NoteDetailFlowController: NoteDetailFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?
    /// The note shown.
    public private(set) var note: NoteID = 0

    /// Shows `context`.
    public func start(context: NoteID) {
        note = context
    }

    /// The share screen.
    public func makeShare() -> any ShareFlowControlling { ShareFlowController() }

    /// Shares the note: the record is made here, in another module than the graph's.
    public func share() {
        perform(.share(SharedNote(note: note, title: "Note \(note)")))
    }

    #if canImport(SwiftUI)
    /// The note, and a share button.
    public var view: some View {
        Button("Share") { self.share() }
    }
    #endif
}

/// Names a new folder, in a sheet.
public final class NewFolderFlowController: NewFolderFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?

    /// Nothing to load.
    public func start() {}

    #if canImport(SwiftUI)
    /// One button that hands a name back.
    public var view: some View {
        Button("Create") { self.finish(with: "Ideas") }
    }
    #endif
}

/// Shares a note, full screen.
public final class ShareFlowController: ShareFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?
    /// What is shared.
    public private(set) var shared: SharedNote?

    /// Shares `context`.
    public func start(context: SharedNote) {
        shared = context
    }

    #if canImport(SwiftUI)
    /// The shared note's title, and a button to close.
    public var view: some View {
        Button(shared?.title ?? "") { self.finish() }
    }
    #endif
}
