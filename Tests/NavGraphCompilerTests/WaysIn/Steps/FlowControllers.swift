import UIKit

/// What the FlowControllers heard, in order, and the last one of each screen started: how
/// main.swift finds them.
@MainActor
enum Heard {
    static var events: [String] = []
    static var shown: [String: UIViewController] = [:]

    static func started(_ name: String, _ controller: UIViewController, _ context: String? = nil) {
        shown[name] = controller
        events.append("\(name) started" + (context.map { " with \($0)" } ?? ""))
    }
}

final class TabsFlowController: UIViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeBrowserStack() -> any BrowserStackFlowControlling {
        let made = BrowserStackFlowController()
        Heard.shown["BrowserStack"] = made
        return made
    }
    func makeDownloads() -> any DownloadsFlowControlling { DownloadsFlowController() }
}

final class BrowserStackFlowController: UIViewController, BrowserStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeBrowser() -> any BrowserFlowControlling { BrowserFlowController() }
    func makeHelp() -> any HelpFlowControlling { HelpFlowController() }
    func helpDidEnd() { Heard.events.append("BrowserStack heard help ended") }
}

final class BrowserFlowController: UIViewController, BrowserFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.started("Browser", self) }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }
    func makeCookieSettings() -> any SettingsFlowControlling { SettingsFlowController() }
    func makePasswordAccount() -> any PasswordsFlowControlling { PasswordsFlowController() }
    func makeEditBookmark() -> any BookmarksFlowControlling { BookmarksFlowController() }
    func makeAddFeed() -> any AddFeedFlowControlling { AddFeedFlowController() }
    func makeSyncAlert() -> any SyncPausedFlowControlling { SyncPausedFlowController() }
    func syncAlertDidFinish(with feedback: Bool) { Heard.events.append("Browser got syncAlert \(feedback)") }
    func makeReport() -> any ReportFlowControlling { ReportFlowController() }
    func reportDidFinish(with feedback: ReportOutcome) { Heard.events.append("Browser got report \(feedback)") }
    func cookieSettingsDidEnd() { Heard.events.append("Browser heard cookieSettings ended") }
    func settingsDidEnd() { Heard.events.append("Browser heard settings ended") }
}

final class SettingsFlowController: UIViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: SettingsSection) { Heard.started("Settings", self, "\(context)") }
    func makeCookies() -> any CookieSettingsFlowControlling { CookieSettingsFlowController() }
    func cookiesDidEnd() { Heard.events.append("Settings heard cookies ended") }
}

final class CookieSettingsFlowController: UIViewController, CookieSettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.started("CookieSettings", self) }
}

final class PasswordsFlowController: UIViewController, PasswordsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.started("Passwords", self) }
    func makeAccount() -> any AccountFlowControlling { AccountFlowController() }
}

final class AccountFlowController: UIViewController, AccountFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: AccountID) { Heard.started("Account", self, context) }
}

final class BookmarksFlowController: UIViewController, BookmarksFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.started("Bookmarks", self) }
    func makeEdit() -> any BookmarkEditorFlowControlling { BookmarkEditorFlowController() }
}

final class BookmarkEditorFlowController: UIViewController, BookmarkEditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: BookmarkID) { Heard.started("BookmarkEditor", self, "\(context)") }
}

final class AddFeedFlowController: UIViewController, AddFeedFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.started("AddFeed", self) }
}

final class SyncPausedFlowController: SyncPausedFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.events.append("SyncPaused started") }
    var alert: NavGraphAlert<Bool> {
        NavGraphAlert(title: "Sync paused", actions: [NavGraphAlertAction("Open Settings", value: true), NavGraphAlertAction("OK", role: .cancel)])
    }
}

final class DownloadsFlowController: UIViewController, DownloadsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.started("Downloads", self) }
}

final class HelpFlowController: UIViewController, HelpFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.started("Help", self) }
}

final class ReportFlowController: UIViewController, ReportFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private var account: AccountID = ""
    func start(context: AccountID) { account = context }
    func makeReason() -> any ReasonFlowControlling { ReasonFlowController() }
    func contextForReason() -> AccountID { account }
}

final class ReasonFlowController: UIViewController, ReasonFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: AccountID) { Heard.started("Reason", self, context) }
    func makeComment() -> any CommentFlowControlling { CommentFlowController() }
}

final class CommentFlowController: UIViewController, CommentFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Heard.started("Comment", self) }
}
