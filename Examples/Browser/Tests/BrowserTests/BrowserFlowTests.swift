import Foundation
import Testing
@testable import Browser

/// The browser's home (a container of the open tabs and the address bar) and its app lock,
/// driven the way their views drive them, on a headless navigator.
@MainActor
struct BrowserFlowTests {
    let navigator = NavGraphHeadlessNavigator()
    let work = FavouriteFolder(id: "work", title: "Work", favourites: [Favourite(title: "Docs", address: "https://docs.example.com")])
    let news = Favourite(title: "News", address: "news.example.com")

    /// A profile with one folder and one favourite, the tabs `openTabs` open (the app's own
    /// list), its app lock on or off.
    func makeProfile(appLock: Bool, openTabs: [TabID] = ["first"]) -> BrowserProfile {
        BrowserProfile(favourites: [news], folders: [work], openTabs: openTabs, passcode: "1234", appLockEnabled: appLock)
    }

    /// Starts the browser as the scene does; with the app lock on, it starts locked.
    @discardableResult
    func startBrowser(appLock: Bool = false) -> RootFlowController {
        let root = RootFlowController()
        root.profile = makeProfile(appLock: appLock)
        navigator.start(entry: root)
        root.lockIfNeeded()
        return root
    }

    /// The children of the home that `navigator` shows (the root's child), in the graph's order.
    func homeChildren(in navigator: NavGraphHeadlessNavigator) throws -> [any NavGraphFlowController] {
        let state = navigator.navigation.state
        let home = try #require(state.root.flatMap { state[$0]?.children.last })
        #expect(navigator.navigation.flowController(for: home) is HomeFlowController)
        return state[home]?.children.compactMap { navigator.navigation.flowController(for: $0) } ?? []
    }

    /// The tabs and the address bar, both shown by the home.
    func homeParts() throws -> (tabs: TabsFlowController, addressBar: AddressBarFlowController) {
        let children = try homeChildren(in: navigator)
        return (try #require(children.first as? TabsFlowController), try #require(children.last as? AddressBarFlowController))
    }

    /// The favourites' grid at the root of the tab that shows, and the address bar.
    func home() throws -> (grid: FavouriteGridFlowController, addressBar: AddressBarFlowController) {
        let (tabs, addressBar) = try homeParts()
        let shown = try #require(navigator.navigation.state.visibleEntries.dropFirst(3).first)
        let tab = try #require(navigator.navigation.flowController(for: shown) as? BrowserTabFlowController)
        #expect(tab.tab == tabs.selectedTab, "the tab that shows is the selected one")
        let grid = try #require(navigator.stack(containing: tab).first as? FavouriteGridFlowController)
        return (grid, addressBar)
    }

    @Test func withoutTheAppLockTheHomeShowsBothChildrenAtOnce() throws {
        startBrowser()
        let (grid, addressBar) = try home()
        #expect(try homeChildren(in: navigator).map(\.navGraphNode) == [.tabs, .addressBar])
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid], "the favourites are the main child")
        #expect(navigator.stack(containing: grid).map(\.navGraphNode) == [.favouriteGrid])
        #expect(addressBar.navigator === navigator)
    }

    @Test func theLockCoversEverythingUntilThePasscodeMatches() throws {
        startBrowser(appLock: true)
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid, .unlock])
        #expect(navigator.presentation(over: try home().grid)?.presentation == .overlay)
        let unlock = try #require(navigator.topFlowController as? UnlockFlowController)
        unlock.unlock(with: "0000")
        #expect(unlock.showsError)
        #expect(navigator.topFlowController === unlock)

        unlock.unlock(with: "1234")
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid])
    }

    /// Back from the background with the lock on, the lock covers the open settings and the page
    /// below them; once unlocked they are there as they were, the same screens, not made again.
    @Test func theLockKeepsTheBrowserAliveBelowIt() throws {
        let root = startBrowser()
        let (grid, addressBar) = try home()
        grid.load(news)
        let page = try #require(navigator.topFlowController as? WebPageFlowController)
        addressBar.showSettings()
        let settings = try #require(navigator.topFlowController as? SettingsFlowController)
        root.profile.setAppLock(enabled: true)
        root.profile.lockIfEnabled()
        root.lockIfNeeded()
        let unlock = try #require(navigator.topFlowController as? UnlockFlowController)
        settings.done()
        #expect(navigator.topFlowController === unlock, "nothing below closes while it is locked")
        unlock.unlock(with: "1234")
        #expect(navigator.topFlowController === settings)
        #expect(navigator.stack(containing: grid).last === page)
        #expect(navigator.visiblePath == [.root, .home, .addressBar, .settings])
    }

    @Test func aFolderOpensInsideTheFavouritesAndAFavouriteLoadsItsPageThere() throws {
        startBrowser()
        let (grid, _) = try home()
        grid.open(work)
        let folder = try #require(navigator.topFlowController as? FolderFlowController)
        #expect(folder.folder == work)
        folder.load(work.favourites[0])
        let page = try #require(navigator.topFlowController as? WebPageFlowController)
        #expect(page.url == URL(string: "https://docs.example.com"))
        #expect(navigator.stack(containing: page).map(\.navGraphNode) == [.favouriteGrid, .folder, .webPage])

        #expect(navigator.userTapsBack())
        #expect(navigator.userTapsBack())
        #expect(navigator.topFlowController === grid)
    }

    /// What the person types loads where a favourite would: the favourites' stack back at the grid,
    /// then the page, so that Back returns to the favourites.
    @Test func theAddressBarLoadsItsPageInTheFavouritesPlace() throws {
        startBrowser()
        let (grid, addressBar) = try home()
        grid.open(work)
        addressBar.go(to: "example.com/today")
        let page = try #require(navigator.topFlowController as? WebPageFlowController)
        #expect(page.url == URL(string: "https://example.com/today"))
        #expect(navigator.stack(containing: page).map(\.navGraphNode) == [.favouriteGrid, .webPage])

        addressBar.go(to: "swift navigation")
        let search = try #require(navigator.topFlowController as? WebPageFlowController)
        #expect(search.url == URL(string: "https://duckduckgo.com/?q=swift%20navigation"))
        #expect(navigator.stack(containing: search).map(\.navGraphNode) == [.favouriteGrid, .webPage])
        #expect(navigator.userTapsBack())
        #expect(navigator.topFlowController === grid)
        #expect(navigator.ignoredRequests.isEmpty)
    }

    /// The settings, opened from the address bar, cover the whole home; the favourites' stack
    /// waits under them as it was, and is back when they close.
    @Test func theSettingsCoverTheHomeAndTheFavouritesWaitUnderThem() throws {
        startBrowser()
        let (grid, addressBar) = try home()
        grid.load(news)
        addressBar.showSettings()
        let settings = try #require(navigator.topFlowController as? SettingsFlowController)
        #expect(navigator.presentation(over: addressBar)?.embedInStack == true)
        settings.openAppLock()
        let appLock = try #require(navigator.topFlowController as? AppLockSettingsFlowController)
        #expect(navigator.stack(containing: appLock).map(\.navGraphNode) == [.settings, .appLockSettings])
        appLock.setAppLock(enabled: true)
        #expect(navigator.userTapsBack())

        settings.done()
        #expect(navigator.presentation(over: addressBar) == nil)
        #expect(navigator.stack(containing: grid).map(\.navGraphNode) == [.favouriteGrid, .webPage])
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .webPage])
    }
}
