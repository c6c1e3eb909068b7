import Foundation
import Testing
@testable import Browser

/// The browser's open tabs: one BrowserTab per key of the profile's list, one shown at a time
/// under the app's tab switcher (bar: app), opened and closed by the app through the Tabs flow,
/// restored from the app's own list.
extension BrowserFlowTests {
    /// The keys of the open tabs and the selected one's, as the Tabs flow reads them.
    func tabs() throws -> (open: [TabID], selected: TabID?) {
        let tabs = try homeParts().tabs
        return (tabs.openTabs, tabs.selectedTab)
    }

    @Test func theBrowserStartsWithTheTabsThePersonHadOpenTheFirstShown() throws {
        let root = RootFlowController()
        root.profile = makeProfile(appLock: false, openTabs: ["a", "b"])
        navigator.start(entry: root)
        #expect(try tabs().open == ["a", "b"] && tabs().selected == "a")
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid])
    }

    @Test func aNewTabShowsTheFavouritesAndTheOtherTabKeepsItsPage() throws {
        let root = startBrowser()
        let (grid, _) = try home()
        grid.load(news)
        let page = try #require(navigator.topFlowController as? WebPageFlowController)
        let tabs = try homeParts().tabs
        tabs.newTab()
        #expect(root.profile.openTabs == ["first", "tab1"])
        #expect(try self.tabs().open == ["first", "tab1"] && self.tabs().selected == "tab1")
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid])
        #expect(navigator.topFlowController !== grid, "a tab of its own, with its own grid")
        tabs.choose("first")
        #expect(navigator.topFlowController === page && tabs.selectedTab == "first", "the first tab as it was, its page on top")
    }

    @Test func theAddressBarAndLinksLoadInTheTabThatShows() throws {
        startBrowser()
        let (tabs, addressBar) = try homeParts()
        tabs.newTab()
        addressBar.go(to: "example.com")
        let page = try #require(navigator.topFlowController as? WebPageFlowController)
        #expect(page.url == URL(string: "https://example.com") && tabs.selectedTab == "tab1", "loaded in the new tab")
        #expect(navigator.open(url: URL(string: "browser://favourites/work")!))
        let folder = try #require(navigator.topFlowController as? FolderFlowController)
        #expect(navigator.stack(containing: folder).map(\.navGraphNode) == [.favouriteGrid, .folder])
        #expect(tabs.selectedTab == "tab1", "the link's folder opened in the tab that shows")
        tabs.choose("first")
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid], "the first tab still shows its favourites")
    }

    @Test func closingTheShownTabShowsTheNextAndTheLastClosedOpensANewOne() throws {
        let root = RootFlowController()
        root.profile = makeProfile(appLock: false, openTabs: ["a", "b"])
        navigator.start(entry: root)
        let tabs = try homeParts().tabs
        tabs.close("a")
        #expect(root.profile.openTabs == ["b"] && tabs.openTabs == ["b"] && tabs.selectedTab == "b")
        tabs.close("b")
        #expect(root.profile.openTabs == ["tab1"] && tabs.openTabs == ["tab1"] && tabs.selectedTab == "tab1", "a browser always shows a tab")
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid])
    }

    @Test func theOpenTabsAreRestoredWithTheSelectedOneLessThoseTheListNoLongerHas() throws {
        startBrowser()
        let tabs = try homeParts().tabs
        tabs.newTab()
        #expect(navigator.open(url: URL(string: "browser://favourites/work")!))
        tabs.newTab()
        tabs.choose("tab1")
        let saved = try #require(navigator.savedState)

        let restored = try relaunch(restoring: saved, openTabs: ["first", "tab1", "tab2"])
        #expect(restored.visiblePath == [.root, .home, .tabs, .browserTab, .folder], "tab1, selected, with its folder")
        let restoredTabs = try #require(try homeChildren(in: restored).first as? TabsFlowController)
        #expect(restoredTabs.openTabs == ["first", "tab1", "tab2"] && restoredTabs.selectedTab == "tab1")

        // Closed in another window since: tab1 is left out, and the tab after it is selected.
        let fewer = try relaunch(restoring: saved, openTabs: ["first", "tab2"])
        let fewerTabs = try #require(try homeChildren(in: fewer).first as? TabsFlowController)
        #expect(fewerTabs.openTabs == ["first", "tab2"] && fewerTabs.selectedTab == "tab2")
        #expect(fewer.visiblePath == [.root, .home, .tabs, .browserTab, .favouriteGrid])
    }
}
