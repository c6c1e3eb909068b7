import Foundation
import Testing
@testable import Browser

/// The system's sheets the browser opens: the share sheet for a page, and the Settings app for
/// the default browser, each handing its result back to the screen that opened it.
extension BrowserFlowTests {
    /// The page the news favourite loads, in an unlocked browser.
    func newsPage() throws -> WebPageFlowController {
        startBrowser()
        try home().grid.load(news)
        return try #require(navigator.topFlowController as? WebPageFlowController)
    }

    @Test func copyingAPagesLinkFromTheShareSheetSaysSo() throws {
        let page = try newsPage()
        page.share()
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .webPage, .sharePage])
        let sheet = try #require(navigator.topFlowController as? SharePageFlowController)
        #expect(sheet.shareItems.compactMap { $0 as? URL } == [URL(string: "https://news.example.com")!], "the page's address is shared")

        #expect(navigator.userShares(activityType: SharePageFlowController.copyToPasteboard))
        #expect(navigator.topFlowController === page, "the sheet closed")
        #expect(page.notice == "Link copied")

        page.share()
        #expect(navigator.userShares(activityType: "com.apple.UIKit.activity.Message"))
        #expect(page.notice == nil, "Messages shows its own confirmation")
    }

    /// Backing out of a service, or closing the sheet, shared nothing: the page says nothing.
    @Test func aShareSheetClosedWithoutSharingEndsWithNothingToSay() throws {
        let page = try newsPage()
        page.share()
        #expect(navigator.userShares(activityType: SharePageFlowController.copyToPasteboard, completed: false))
        #expect(navigator.topFlowController === page && page.notice == nil)
        page.share()
        #expect(navigator.userClosesShareSheet())
        #expect(navigator.topFlowController === page && page.notice == nil)
    }

    /// The lock comes over the share sheet and keeps it: once unlocked the person goes on
    /// choosing where to share.
    @Test func theLockKeepsTheShareSheetBelowIt() throws {
        let page = try newsPage()
        page.share()
        let root = try #require(navigator.navigation.state.root.flatMap { navigator.navigation.flowController(for: $0) } as? RootFlowController)
        root.profile.setAppLock(enabled: true)
        root.profile.lockIfEnabled()
        root.lockIfNeeded()
        #expect(navigator.visiblePath == [.root, .home, .tabs, .browserTab, .webPage, .sharePage, .unlock])
        #expect(!navigator.userClosesShareSheet(), "nothing below closes while it is locked")
        try #require(navigator.topFlowController as? UnlockFlowController).unlock(with: "1234")
        #expect(navigator.topFlowController is SharePageFlowController)
        #expect(navigator.userShares(activityType: SharePageFlowController.copyToPasteboard))
        #expect(page.notice == "Link copied")
    }

    /// Set as Default Browser leaves for the Settings app; where the system does not open it, the
    /// settings say where to go by hand.
    @Test func setAsDefaultBrowserOpensTheSettingsApp() throws {
        startBrowser()
        try home().addressBar.showSettings()
        let settings = try #require(navigator.topFlowController as? SettingsFlowController)
        settings.setAsDefaultBrowser()
        #expect(navigator.urlsOpenedOutside == [NavGraphOutside.settings])
        #expect(settings.defaultBrowserHelp == nil)
        #expect(navigator.topFlowController === settings, "nothing shows inside the app")

        navigator.systemOpensURLs = false
        settings.setAsDefaultBrowser()
        #expect(settings.defaultBrowserHelp == "Open Settings > Browser > Default Browser App.")
        #expect(navigator.topFlowController === settings)
    }
}
