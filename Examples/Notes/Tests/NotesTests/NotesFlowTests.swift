import Testing
@testable import Notes

/// The notes app driven the way its views drive it, and the person's gestures made the way
/// SwiftUI reports them: through the SwiftUI navigator's bindings, headless.
@MainActor
struct NotesFlowTests {
    let root = RootFlowController()
    let navigator: NavGraphSwiftUINavigator

    init() {
        navigator = NavGraphSwiftUINavigator.start(entry: root)
    }

    /// The top-most FlowController a person sees.
    var top: (any NavGraphFlowController)? { navigator.topFlowController }

    /// The path of names a person sees, from the root down.
    var visiblePath: [NavGraphNodeName] { navigator.visiblePath }

    func entry(_ flowController: any NavGraphFlowController) throws -> NavGraphEntryID {
        try #require(navigator.navigation.entryID(of: flowController))
    }

    /// Signs in as Aoi; returns the folder list.
    func signIn() throws -> FolderListFlowController {
        try #require(top as? SignInFlowController).signIn(as: "Aoi")
        return try #require(top as? FolderListFlowController)
    }

    /// The stack of the folders tab.
    func foldersStack() throws -> NavGraphEntryID {
        let main = try #require(navigator.state.visibleEntries.first { navigator.state[$0]?.node == .main })
        guard case .tabs(let tabs, _) = navigator.state[main]?.content else { throw NotesTestError.noTabs }
        return tabs[0]
    }

    enum NotesTestError: Error { case noTabs }

    @Test func theAppStartsOnSignInAndABlankNameDoesNotSignIn() throws {
        #expect(visiblePath == [.root, .signIn])
        try #require(top as? SignInFlowController).signIn(as: "  ")
        #expect(visiblePath == [.root, .signIn])
    }

    @Test func signingInShowsTheFoldersTab() throws {
        _ = try signIn()
        #expect(visiblePath == [.root, .main, .folders, .folderList])
        #expect(root.library.member == "Aoi")
    }

    @Test func aFolderOpensItsNotesAndANoteOpensOnTop() throws {
        let folders = try signIn()
        folders.perform(.open(0))
        let notes = try #require(top as? NoteListFlowController)
        #expect(notes.folder == 0)
        notes.perform(.note(0))
        let note = try #require(top as? NoteDetailFlowController)
        #expect(note.note == 0 && note.folder == 0)
        #expect(navigator.path(of: try foldersStack()).count == 2)
    }

    @Test func theBackButtonAndASwipeBackWriteAShorterPath() throws {
        let folders = try signIn()
        folders.perform(.open(0))
        try #require(top as? NoteListFlowController).perform(.note(0))
        let stack = try foldersStack()
        let path = navigator.path(of: stack)
        navigator.setPath(path, of: stack)  // a swipe back let go too early
        #expect(top is NoteDetailFlowController)
        navigator.setPath(Array(path.dropLast()), of: stack)  // back button
        #expect(top is NoteListFlowController)
        navigator.setPath([], of: stack)  // swipe back
        #expect(top === folders)
    }

    @Test func theNewFolderSheetHasTwoHeightsAndHandsTheNameBack() throws {
        let folders = try signIn()
        folders.perform(.newFolder)
        let sheet = try #require(navigator.presented(over: try entry(folders), as: .sheet))
        #expect(navigator.state[sheet]?.presentation?.detents == [.medium, .large])
        try #require(top as? NewFolderFlowController).create(named: "Ideas")
        #expect(root.library.folders.map(\.name) == ["Notes", "Ideas"])
        #expect(top === folders)
    }

    @Test func aNewFolderSheetSwipedDownAddsNothing() throws {
        let folders = try signIn()
        folders.perform(.newFolder)
        navigator.setPresented(nil, over: try entry(folders), as: .sheet)
        #expect(top === folders)
        #expect(root.library.folders.map(\.name) == ["Notes"])
    }

    @Test func sharingCoversTheScreenInItsOwnStackAndOnlyDoneClosesIt() throws {
        let folders = try signIn()
        folders.perform(.open(0))
        try #require(top as? NoteListFlowController).perform(.note(0))
        let note = try #require(top as? NoteDetailFlowController)
        note.share()
        let cover = try #require(navigator.presented(over: try entry(note), as: .fullScreenCover))
        #expect(navigator.state[cover]?.node == nil, "the share screen sits in a stack of its own")
        let share = try #require(top as? ShareFlowController)
        #expect(share.shared == SharedNote(note: 0, title: "Welcome"))
        navigator.setPresented(nil, over: try entry(note), as: .fullScreenCover)
        #expect(top === share, "a cover that is not dismissible stays")
        share.done()
        #expect(top === note)
    }

    @Test func tappingTheSettingsTabAndSigningOutReturnsToSignIn() throws {
        _ = try signIn()
        let main = try #require(navigator.state.visibleEntries.first { navigator.state[$0]?.node == .main })
        navigator.setSelectedTab(1, of: main)
        let settings = try #require(top as? SettingsFlowController)
        settings.signOut()
        #expect(visiblePath == [.root, .signIn])
        #expect(root.library.member == nil)
    }

    @Test func aDoubleTapOpensAFolderOnce() throws {
        let folders = try signIn()
        folders.perform(.open(0))
        folders.perform(.open(0))
        #expect(navigator.path(of: try foldersStack()).count == 1)
    }

    /// Saved while a note of the second folder shows, restored in a new navigator: the note list
    /// starts with its folder before it makes the note's detail, so the detail is of that folder.
    @Test func aRestoredNoteIsTheOneOfItsFolder() throws {
        let library = Library(folders: [
            Folder(name: "Notes", notes: [Note(title: "Welcome", text: "Notes are kept here.")]),
            Folder(name: "Work", notes: [Note(title: "Plan", text: "Ship it."), Note(title: "Budget", text: "Small.")]),
        ])
        let navigator = NavGraphSwiftUINavigator.start(entry: RootFlowController(library: library))
        try #require(navigator.topFlowController as? SignInFlowController).signIn(as: "Aoi")
        try #require(navigator.topFlowController as? FolderListFlowController).perform(.open(1))
        try #require(navigator.topFlowController as? NoteListFlowController).perform(.note(1))
        let saved = try #require(navigator.savedState)

        let restored = NavGraphSwiftUINavigator()
        try restored.restore(saved, entry: RootFlowController(library: library))
        let detail = try #require(restored.topFlowController as? NoteDetailFlowController)
        #expect(detail.folder == 1 && detail.note == 1)
        #expect(library.note(detail.note, in: detail.folder)?.title == "Budget")
    }

    /// Saved in the tabs, restored once nobody is signed in: the root's gate refuses, and sign-in
    /// still comes back.
    @Test func theTabsAreNotRestoredWhileNobodyIsSignedIn() throws {
        _ = try signIn()
        let saved = try #require(navigator.savedState)
        #expect(throws: NavGraphRestoreError.refused(.main, by: .root)) {
            try NavGraphSwiftUINavigator().restore(saved, entry: RootFlowController(library: Library()))
        }
        let signIn = try #require(NavGraphSwiftUINavigator.start(entry: RootFlowController(library: Library())).savedState)
        let restored = NavGraphSwiftUINavigator()
        try restored.restore(signIn, entry: RootFlowController(library: Library()))
        #expect(restored.visiblePath == [.root, .signIn])
    }

    @Test func deletingANoteAsksFirstAndCancelKeepsIt() throws {
        let folders = try signIn()
        folders.perform(.open(0))
        try #require(top as? NoteListFlowController).perform(.note(0))
        let note = try #require(top as? NoteDetailFlowController)

        note.delete()
        #expect(navigator.shownAlert?.title == "Delete “Welcome”?")
        #expect(navigator.shownAlert?.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(!navigator.userSwipesDownSheet(), "an alert is not swiped away")
        #expect(navigator.userTapsAlertButton("Cancel"))
        #expect(top === note && root.library.folder(0)?.notes.count == 1)

        note.delete()
        #expect(navigator.userTapsAlertButton("Delete"))
        #expect(root.library.folder(0)?.notes.isEmpty == true)
        #expect(visiblePath == [.root, .main, .folders, .noteList], "the deleted note's screen is gone")
    }
}
