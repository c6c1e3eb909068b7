import Foundation
import Testing
@testable import Browser

/// Saving the browser's navigation and restoring it in a new navigator: the container with both
/// children, the open tabs and the selected tab's stack, and the app lock above them.
extension BrowserFlowTests {
    /// A new navigator showing `saved` (after a round trip through JSON), with a profile whose
    /// app lock is on (locked) or off, locked once restored as the scene does.
    /// The app's list of open tabs is `openTabs`.
    func relaunch(restoring saved: NavGraphSavedState<NavGraphDestination>, appLock: Bool = false, openTabs: [TabID] = ["first"]) throws -> NavGraphHeadlessNavigator {
        let data = try JSONEncoder().encode(saved)
        let restored = NavGraphHeadlessNavigator()
        let root = RootFlowController()
        root.profile = makeProfile(appLock: appLock, openTabs: openTabs)
        try restored.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: data), entry: root)
        root.lockIfNeeded()
        return restored
    }

    @Test func theHomeIsRestoredWithBothChildrenAndTheFavouritesStack() throws {
        startBrowser()
        let (grid, _) = try home()
        grid.open(work)
        try #require(navigator.topFlowController as? FolderFlowController).load(work.favourites[0])
        let saved = try #require(navigator.savedState)

        let restored = try relaunch(restoring: saved)
        #expect(restored.visiblePath == [.root, .home, .tabs, .browserTab, .webPage])
        let page = try #require(restored.topFlowController as? WebPageFlowController)
        #expect(page.url == URL(string: "https://docs.example.com"))
        #expect((restored.stack(containing: page)[1] as? FolderFlowController)?.folder == work)
        #expect(try homeChildren(in: restored).map(\.navGraphNode) == [.tabs, .addressBar])
        #expect(restored.savedState == saved)
    }

    /// Saved while unlocked, restored on a start with the app lock on: the lock covers the
    /// restored folder before anything shows, and the folder is there once unlocked.
    @Test func aStateSavedUnlockedIsRestoredBelowTheLock() throws {
        startBrowser()
        #expect(navigator.open(url: URL(string: "browser://favourites/work")!))
        let saved = try #require(navigator.savedState)
        let restored = try relaunch(restoring: saved, appLock: true)
        #expect(restored.visiblePath == [.root, .home, .tabs, .browserTab, .folder, .unlock])
        try #require(restored.topFlowController as? UnlockFlowController).unlock(with: "1234")
        #expect((restored.topFlowController as? FolderFlowController)?.folder == work)
    }

    /// Saved while locked, restored locked: the lock is the saved one, not a second, and the
    /// passcode closes it.
    @Test func aStateSavedLockedIsRestoredLocked() throws {
        startBrowser(appLock: true)
        let saved = try #require(navigator.savedState)
        let locked = try relaunch(restoring: saved, appLock: true)
        #expect(locked.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid, .unlock])
        #expect(locked.ignoredRequests.contains { $0.contains("an overlay shown already") })
        #expect(locked.savedState == saved)
        try #require(locked.topFlowController as? UnlockFlowController).unlock(with: "1234")
        #expect(locked.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid])
    }

    /// A state written by hand with the home's children in another order, or one child only, is
    /// refused: it is not a home this graph shows.
    @Test func aHomeWithItsChildrenChangedIsRefused() throws {
        startBrowser()
        let saved = try #require(navigator.savedState)
        guard case .container(let window) = saved.root.content, var home = window.first, case .container(let children) = home.content else {
            Issue.record("the root is a container showing the home container")
            return
        }
        for changed in [Array(children.reversed()), [children[0]]] {
            home.content = .container(changed)
            var state = saved
            state.root.content = .container([home])
            #expect(throws: NavGraphRestoreError.differentContent(.home)) { _ = try relaunch(restoring: state) }
        }
    }
}
