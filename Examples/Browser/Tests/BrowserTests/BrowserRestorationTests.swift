import Foundation
import Testing
@testable import Browser

/// Saving the browser's navigation and restoring it in a new navigator: the container with both
/// children, the favourites' stack, and the app lock that a restored state must not get past.
extension BrowserFlowTests {
    /// A new navigator showing `saved` (after a round trip through JSON), with a profile whose
    /// app lock is on (locked) or off.
    func relaunch(restoring saved: NavGraphSavedState<NavGraphDestination>, appLock: Bool = false) throws -> NavGraphHeadlessNavigator {
        let data = try JSONEncoder().encode(saved)
        let restored = NavGraphHeadlessNavigator()
        let root = RootFlowController()
        root.profile = makeProfile(appLock: appLock)
        try restored.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: data), entry: root)
        return restored
    }

    @Test func theHomeIsRestoredWithBothChildrenAndTheFavouritesStack() throws {
        startBrowser()
        let (grid, _) = try home()
        grid.open(work)
        try #require(navigator.topFlowController as? FolderFlowController).load(work.favourites[0])
        let saved = try #require(navigator.savedState)

        let restored = try relaunch(restoring: saved)
        #expect(restored.visiblePath == [.root, .home, .favourites, .webPage])
        let page = try #require(restored.topFlowController as? WebPageFlowController)
        #expect(page.url == URL(string: "https://docs.example.com"))
        #expect((restored.stack(containing: page)[1] as? FolderFlowController)?.folder == work)
        #expect(try homeChildren(in: restored).map(\.navGraphNode) == [.favourites, .addressBar])
        #expect(restored.savedState == saved)
    }

    /// Saved while unlocked, restored on a start with the app lock on: the lock refuses it, and
    /// the scene starts at the lock.
    @Test func aStateSavedUnlockedIsNotRestoredBehindTheLock() throws {
        startBrowser()
        #expect(navigator.open(url: URL(string: "browser://favourites/work")!))
        let saved = try #require(navigator.savedState)
        #expect(throws: NavGraphRestoreError.refused(.home, by: .root)) {
            _ = try relaunch(restoring: saved, appLock: true)
        }
    }

    /// A state written by hand with the home's children in another order, or one child only, is
    /// refused: it is not a home this graph shows.
    @Test func aHomeWithItsChildrenChangedIsRefused() throws {
        startBrowser()
        let saved = try #require(navigator.savedState)
        guard case .switch(var home) = saved.root.content, case .container(let children) = home.content else {
            Issue.record("the root is a switch showing the home container")
            return
        }
        for changed in [Array(children.reversed()), [children[0]]] {
            home.content = .container(changed)
            var state = saved
            state.root.content = .switch(home)
            #expect(throws: NavGraphRestoreError.differentContent(.home)) { _ = try relaunch(restoring: state) }
        }
    }
}
