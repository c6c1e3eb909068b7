import Foundation
import Testing
@testable import FeedReader

/// The feed reader's flows, driven the way its views drive them, on a headless navigator.
@MainActor
struct FeedReaderFlowTests {
    let navigator = NavGraphHeadlessNavigator()
    let library = FeedLibrary(charts: [
        .english: [AppSegment(name: "Tides", rank: 2, price: 0), AppSegment(name: "Atlas", rank: 1, price: 2.99)],
        .japanese: [AppSegment(name: "Kumo", rank: 1, price: 0)],
    ])

    /// Starts the app and returns its root.
    func launch() -> RootFlowController {
        let root = RootFlowController()
        root.library = library
        navigator.start(entry: root)
        return root
    }

    /// Launches with settings already chosen and returns the tabs.
    func launchIntoTabs() throws -> MainFlowController {
        library.settings = ReaderSettings(language: .english, userName: "Ren")
        let root = launch()
        return try #require(navigator.currentChild(of: root) as? MainFlowController)
    }

    /// Launches into the tabs and taps the settings tab, as a person would; returns the tabs and the menu.
    func openSettingsTab() throws -> (main: MainFlowController, menu: SettingsMenuFlowController) {
        let main = try launchIntoTabs()
        #expect(navigator.userTapsTab(.settings))
        return (main, try #require(navigator.topFlowController as? SettingsMenuFlowController))
    }

    @Test func aFirstLaunchShowsTheWalkthrough() {
        _ = launch()
        #expect(navigator.visiblePath == [.root, .walkthrough, .walkthroughIntro])
    }

    @Test func theWalkthroughSettingsHandTheirChoicesBack() throws {
        _ = launch()
        let intro = try #require(navigator.topFlowController as? WalkthroughIntroFlowController)
        intro.startReading()
        #expect(navigator.visiblePath == [.root, .walkthrough, .walkthroughIntro], "no reading before settings")

        intro.chooseSettings()
        let settings = try #require(navigator.topFlowController as? WalkthroughSettingsFlowController)
        #expect(navigator.stack(containing: settings).map(\.navGraphNode) == [.walkthroughIntro, .walkthroughSettings])
        settings.done(language: .japanese, userName: "Ren")

        #expect(library.settings == ReaderSettings(language: .japanese, userName: "Ren"))
        #expect(navigator.topFlowController === intro)
    }

    @Test func endingTheWalkthroughSwapsItForTheTabsWithTheFeedSelected() throws {
        let root = launch()
        let intro = try #require(navigator.topFlowController as? WalkthroughIntroFlowController)
        intro.settingsDidFinish(with: ReaderSettings(language: .japanese, userName: "Ren"))
        intro.startReading()

        let main = try #require(navigator.currentChild(of: root) as? MainFlowController)
        #expect(navigator.visiblePath == [.root, .main, .feed, .feedList])
        #expect(navigator.selectedTab(of: main) is FeedFlowController)
        let list = try #require(navigator.topFlowController as? FeedListFlowController)
        #expect(list.apps.map(\.name) == ["Kumo"], "the feed is in the language chosen")
    }

    @Test func anAppIsPushedWithItsSegment() throws {
        _ = try launchIntoTabs()
        let list = try #require(navigator.topFlowController as? FeedListFlowController)
        #expect(list.apps.map(\.name) == ["Atlas", "Tides"])
        list.open(list.apps[1])

        let sales = try #require(navigator.topFlowController as? AppSalesFlowController)
        #expect(sales.app == AppSegment(name: "Tides", rank: 2, price: 0))
        #expect(navigator.stack(containing: sales).map(\.navGraphNode) == [.feedList, .appSales])
    }

    @Test func theSortActionSheetReordersTheFeed() throws {
        _ = try launchIntoTabs()
        let list = try #require(navigator.topFlowController as? FeedListFlowController)
        list.sort()
        #expect(navigator.shownAlert?.kind == .confirmationDialog)
        #expect(navigator.shownAlert?.buttons.map(\.title) == ["By rank", "By price", "Cancel"])
        #expect(navigator.userTapsAlertButton("By price"))
        #expect(list.apps.map(\.name) == ["Tides", "Atlas"], "the free app first")
        #expect(navigator.topFlowController === list)
        list.sort()
        #expect(navigator.userTapsAlertButton("Cancel"))
        #expect(list.apps.map(\.name) == ["Tides", "Atlas"], "Cancel changes nothing")
    }

    @Test func aSavedStateShowingAnAppsSalesIsRestoredWithItsSegment() throws {
        _ = try launchIntoTabs()
        let list = try #require(navigator.topFlowController as? FeedListFlowController)
        list.open(list.apps[1])
        let saved = try JSONEncoder().encode(try #require(navigator.savedState))

        let relaunched = NavGraphHeadlessNavigator()
        let root = RootFlowController()
        root.library = library
        try relaunched.restore(try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: saved), entry: root)
        let sales = try #require(relaunched.topFlowController as? AppSalesFlowController)
        #expect(sales.app == AppSegment(name: "Tides", rank: 2, price: 0))
    }

    @Test func theTabsAreNotRestoredBeforeTheWalkthroughHasEnded() throws {
        _ = try launchIntoTabs()
        let saved = try #require(navigator.savedState)
        let walkthroughNotEnded = RootFlowController()
        walkthroughNotEnded.library = FeedLibrary(charts: [:])
        #expect(throws: NavGraphRestoreError.refused(.main, by: .root)) {
            try NavGraphHeadlessNavigator().restore(saved, entry: walkthroughNotEnded)
        }
    }

    @Test func theWalkthroughIsNotRestoredOnceItHasEnded() throws {
        _ = launch()
        let saved = try #require(navigator.savedState)
        library.settings = ReaderSettings(language: .english, userName: "Ren")
        let root = RootFlowController()
        root.library = library
        #expect(throws: NavGraphRestoreError.refused(.walkthrough, by: .root)) {
            try NavGraphHeadlessNavigator().restore(saved, entry: root)
        }
    }

    @Test func theUserNameScreenHandsTheNewNameBack() throws {
        let (main, menu) = try openSettingsTab()
        #expect(navigator.selectedTab(of: main) is SettingsFlowController)
        #expect(navigator.visiblePath == [.root, .main, .settings, .settingsMenu])

        menu.editUserName()
        let userName = try #require(navigator.topFlowController as? UserNameSettingFlowController)
        #expect(userName.currentName == "Ren")
        userName.save(" Aki ")
        #expect(library.settings?.userName == "Aki")
        #expect(library.settings?.language == .english)
        #expect(navigator.topFlowController === menu)
    }

    @Test(arguments: [(true, NavGraphPresentation.fullScreen), (false, NavGraphPresentation.pageSheet)])
    func modalScreensArePresentedInTheirStyle(fullScreen: Bool, style: NavGraphPresentation) throws {
        let (_, menu) = try openSettingsTab()
        menu.showModal(fullScreen: fullScreen)
        let presented = try #require(navigator.presentation(over: menu))
        #expect(presented.presentation == style)
        #expect(!presented.embedInStack)
        try #require(presented.flowController as? ModalSampleFlowController).close()
        #expect(navigator.presentation(over: menu) == nil)
    }

    @Test func theSettingsMenuSelectsTheFeedTab() throws {
        let (main, menu) = try openSettingsTab()
        menu.showFeed()
        #expect(navigator.selectedTab(of: main) is FeedFlowController)
        #expect(navigator.visiblePath == [.root, .main, .feed, .feedList])
    }

    @Test func swipingBackFromTheUserNameKeepsTheOldName() throws {
        let (_, menu) = try openSettingsTab()
        menu.editUserName()
        #expect(navigator.userSwipesBack())
        #expect(navigator.topFlowController === menu)
        #expect(library.settings?.userName == "Ren")
    }

    @Test func aPageSheetSwipedDownIsClosedButAFullScreenModalIsNot() throws {
        let (_, menu) = try openSettingsTab()
        menu.showModal(fullScreen: true)
        #expect(!navigator.userSwipesDownSheet(), "a full-screen modal has no sheet to swipe")
        try #require(navigator.topFlowController as? ModalSampleFlowController).close()

        menu.showModal(fullScreen: false)
        #expect(navigator.userSwipesDownSheet())
        #expect(navigator.presentation(over: menu) == nil)
        #expect(navigator.topFlowController === menu)
    }
}
