import Foundation
import Testing
@testable import Notes

/// Two windows of the app over one library, each with the navigator `NotesWindow` makes and the
/// data it keeps in its own `@SceneStorage`: each goes its own way, and each restores its own.
@MainActor
struct NotesWindowsTests {
    let library = Library(folders: [
        Folder(name: "Notes", notes: [Note(title: "Welcome", text: "Notes are kept here.")]),
        Folder(name: "Work", notes: [Note(title: "Plan", text: "Ship it."), Note(title: "Budget", text: "Small.")]),
    ])

    /// One window: what its scene storage holds, and the navigator made from it.
    @MainActor
    final class Window {
        var sceneStorage: Data?
        private(set) var navigator: NavGraphSwiftUINavigator!

        init(library: Library, sceneStorage: Data? = nil) {
            self.sceneStorage = sceneStorage
            open(library: library)
        }

        /// What SwiftUI does when it shows the window again: a new navigator from its storage.
        func open(library: Library) {
            navigator = WindowNavigation.navigator(restoring: sceneStorage, library: library) { [weak self] in
                self?.sceneStorage = $0
            }
        }

        /// Signs in if the window shows sign-in, then opens `note` of `folder`.
        func show(note: NoteID, of folder: FolderID) throws {
            if let signIn = navigator.topFlowController as? SignInFlowController { signIn.signIn(as: "Aoi") }
            try #require(navigator.topFlowController as? FolderListFlowController).perform(.open(folder))
            try #require(navigator.topFlowController as? NoteListFlowController).perform(.note(note))
        }

        var shownNote: (folder: FolderID, note: NoteID)? {
            (navigator.topFlowController as? NoteDetailFlowController).map { ($0.folder, $0.note) }
        }
    }

    @Test func twoWindowsNavigateApartAndEachRestoresItsOwnSceneStorage() throws {
        let work = Window(library: library), welcome = Window(library: library)
        try work.show(note: 1, of: 1)
        try welcome.show(note: 0, of: 0)
        #expect(work.shownNote! == (1, 1) && welcome.shownNote! == (0, 0))

        let top = try #require(welcome.navigator.state.top)
        welcome.navigator.setPath([], of: try #require(welcome.navigator.state.stack(containing: top)))
        #expect(work.shownNote! == (1, 1), "a back tap in one window leaves the other as it was")
        #expect(welcome.navigator.topFlowController is FolderListFlowController)
        #expect(work.sceneStorage != nil && welcome.sceneStorage != nil, "each window saved after every change")

        work.open(library: library)
        welcome.open(library: library)
        #expect(work.shownNote! == (1, 1), "the note of Work, as this window saved it")
        #expect(welcome.navigator.topFlowController is FolderListFlowController)
    }

    @Test func aWindowStartsAtSignInWhenNobodyIsSignedInOrItsStorageDoesNotFit() throws {
        let window = Window(library: library)
        try window.show(note: 0, of: 0)
        let saved = window.sceneStorage
        #expect(Window(library: Library(), sceneStorage: saved).navigator.topFlowController is SignInFlowController, "a relaunch: nobody signed in")
        try #require(window.navigator.topFlowController as? NoteDetailFlowController).share()
        library.member = nil
        #expect(Window(library: library, sceneStorage: window.sceneStorage).navigator.topFlowController is SignInFlowController,
                "signed out in another window: nothing of the notes, not even the note being shared")
        #expect(Window(library: library, sceneStorage: Data("{}".utf8)).navigator.topFlowController is SignInFlowController)
    }
}
