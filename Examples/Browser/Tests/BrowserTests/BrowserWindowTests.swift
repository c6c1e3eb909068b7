import Foundation
import Testing
@testable import Browser

/// The system's side of the browser's windows, as a test plays it: one headless navigator per
/// window, as scene sessions make them, each with the window opener the scene gives; a request
/// equal to one a window shows brings that window forward, as `openWindow(value:)` and the
/// scene session handed to the activation request do.
@MainActor
final class BrowserWindowSystem {
    /// Whether the device shows several windows now (an iPad, not an iPhone).
    var supportsMultipleWindows = true
    /// The profile every window shares.
    let profile: BrowserProfile
    /// The windows open, in the order they opened: the request each started from (`nil` for the
    /// whole browser) and its navigator.
    private(set) var windows: [(request: NavGraphWindow?, navigator: NavGraphHeadlessNavigator)] = []
    /// The window in front.
    private(set) var front: NavGraphHeadlessNavigator?

    init(profile: BrowserProfile) {
        self.profile = profile
    }

    /// A navigator for a new window, with its own opener.
    func makeNavigator(for request: NavGraphWindow?) -> NavGraphHeadlessNavigator {
        let navigator = NavGraphHeadlessNavigator()
        navigator.navigation.windowOpener = NavGraphWindowOpener(
            supportsMultipleWindows: { [unowned self] in supportsMultipleWindows },
            open: { [unowned self] destination in
                guard let request = NavGraphWindow(navGraphOpening: destination) else {
                    Issue.record("\(destination) opens in no window")
                    return
                }
                if let shown = windows.first(where: { $0.request == request }) {
                    front = shown.navigator
                    return
                }
                let window = makeNavigator(for: request)
                window.start(window: request, roots: BrowserWindowRoots(profile: profile))
                window.browserWindowRoot?.lockIfNeeded()
            })
        windows.append((request, navigator))
        front = navigator
        return navigator
    }

    /// The app comes back from the background: every window shows the lock if the app lock is on.
    func comeBack() {
        profile.lockIfEnabled()
        for window in windows { window.navigator.browserWindowRoot?.lockIfNeeded() }
    }
}

/// A page opened in a window of its own, the app lock across the windows, and each window saved
/// and restored with its request.
@MainActor
struct BrowserWindowTests {
    let profile = BrowserProfile(favourites: [Favourite(title: "News", address: "news.example.com")], folders: [], passcode: "1234", appLockEnabled: true)
    let system: BrowserWindowSystem
    let browser: NavGraphHeadlessNavigator
    let article = URL(string: "https://news.example.com/today")!

    /// The first window, showing the whole browser, unlocked.
    init() throws {
        system = BrowserWindowSystem(profile: profile)
        browser = system.makeNavigator(for: nil)
        let root = RootFlowController()
        root.profile = profile
        browser.start(entry: root)
        root.lockIfNeeded()
        try #require(browser.topFlowController as? UnlockFlowController).unlock(with: "1234")
    }

    /// The news page, loaded from the favourites of the first window.
    func newsPage() throws -> WebPageFlowController {
        let grid = try #require(browser.topFlowController as? FavouriteGridFlowController)
        grid.load(profile.favourites[0])
        return try #require(browser.topFlowController as? WebPageFlowController)
    }

    @Test func aLinkOpensInAWindowOfItsOwnAndTheSameLinkBringsItForward() throws {
        let page = try newsPage()
        #expect(page.opensLinksInNewWindows)
        page.openInNewWindow(article)
        #expect(browser.visiblePath == [.root, .home, .tabs, .browserTab, .webPage], "nothing shows over the page")
        #expect(system.windows.count == 2)
        let window = system.windows[1]
        #expect(window.request == .webPage(article.absoluteString))
        #expect(window.navigator.visiblePath == [.webPage])
        let windowPage = try #require(window.navigator.topFlowController as? WebPageFlowController)
        #expect(windowPage.url == article)
        #expect(system.front === window.navigator)

        page.openInNewWindow(article)
        #expect(system.windows.count == 2, "the window that shows it comes forward")
        #expect(system.front === window.navigator)
        windowPage.openInNewWindow(URL(string: "https://example.com")!)
        #expect(system.windows.count == 3, "a page in a window opens its links in windows too")
    }

    /// An iPhone shows one window: the link's menu has no Open in New Window, and the route, had
    /// the app taken it anyway, is refused as the graph gives it no one-window presentation.
    @Test func whereThereIsOneWindowNoLinkOpensInANewWindow() throws {
        system.supportsMultipleWindows = false
        let page = try newsPage()
        #expect(!page.opensLinksInNewWindows)
        page.openInNewWindow(article)
        #expect(system.windows.count == 1)
        page.perform(.newWindow(article.absoluteString))
        #expect(browser.topFlowController === page)
        #expect(browser.ignoredRequests.last?.contains("one window") == true)
    }

    /// Back from the background, every window shows the lock: the browser's overlay, and the
    /// page window's own lock over its page. A link waits behind the browser's lock while the
    /// page's window is open; the passcode typed in the page's window closes both locks, and the
    /// link opens in the browser.
    @Test func theLockCoversEveryWindowAndOnePasscodeOpensThemAll() throws {
        try newsPage().openInNewWindow(article)
        let pageWindow = system.windows[1].navigator
        system.comeBack()
        #expect(browser.visiblePath == [.root, .home, .tabs, .browserTab, .webPage, .unlock])
        #expect(pageWindow.visiblePath == [.webPage, .unlock])
        let page = try #require(pageWindow.browserWindowRoot as? WebPageFlowController)
        #expect(pageWindow.presentation(over: page)?.dismissible == false, "no swipe closes the page's lock")
        #expect(!pageWindow.userSwipesDownSheet())

        #expect(!browser.open(url: URL(string: "browser://favourites/work")!))
        #expect(browser.navigation.hasPendingLink, "the link waits behind the lock")
        system.comeBack()
        #expect(pageWindow.visiblePath == [.webPage, .unlock], "one lock per window, not two")

        let lock = try #require(pageWindow.topFlowController as? UnlockFlowController)
        lock.unlock(with: "0000")
        #expect(lock.showsError && pageWindow.topFlowController === lock && browser.navigation.hasPendingLink)
        lock.unlock(with: "1234")
        #expect(pageWindow.visiblePath == [.webPage])
        #expect(browser.visiblePath == [.root, .home, .tabs, .browserTab, .folder], "the browser's lock closed and its link opened")
        #expect(!browser.navigation.hasPendingLink)
    }

    /// In the page's window no flow shows the overlay, so the page's own lock closes the share
    /// sheet it presented before it covers the page: nothing shows unlocked above the lock.
    @Test func aPageWindowsLockClosesItsShareSheetFirst() throws {
        try newsPage().openInNewWindow(article)
        let pageWindow = system.windows[1].navigator
        let page = try #require(pageWindow.browserWindowRoot as? WebPageFlowController)
        page.share()
        #expect(pageWindow.visiblePath == [.webPage, .sharePage])
        system.comeBack()
        #expect(pageWindow.visiblePath == [.webPage, .unlock])
        try #require(pageWindow.topFlowController as? UnlockFlowController).unlock(with: "1234")
        #expect(pageWindow.topFlowController === page && page.notice == nil, "the sheet ended without sharing")
    }

    /// The page's window saves its own state beside its request, both through JSON as the scene
    /// session keeps them; restored, it shows the page again, locked when the app is.
    @Test func aPageWindowIsRestoredFromItsRequestAndLockedAgain() throws {
        try newsPage().openInNewWindow(article)
        let (request, pageWindow) = system.windows[1]
        let saved = try #require(pageWindow.savedState)
        let savedRequest = try JSONDecoder().decode(NavGraphWindow.self, from: JSONEncoder().encode(try #require(request)))
        let savedState = try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: JSONEncoder().encode(saved))

        profile.lockIfEnabled()
        let relaunched = NavGraphHeadlessNavigator()
        try relaunched.restore(savedState, window: savedRequest, roots: BrowserWindowRoots(profile: profile))
        relaunched.browserWindowRoot?.lockIfNeeded()
        #expect(relaunched.visiblePath == [.webPage, .unlock])
        try #require(relaunched.topFlowController as? UnlockFlowController).unlock(with: "1234")
        #expect((relaunched.topFlowController as? WebPageFlowController)?.url == article)
        #expect(relaunched.savedState == saved)

        let browserState = try #require(browser.savedState)
        #expect(throws: (any Error).self, "the browser's state is no page window's") {
            try NavGraphHeadlessNavigator().restore(browserState, window: savedRequest, roots: BrowserWindowRoots(profile: profile))
        }
    }
}
