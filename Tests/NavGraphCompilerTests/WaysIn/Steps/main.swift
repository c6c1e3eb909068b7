// Drives steps.navgraph.yaml's generated code against the UIKit double, as an app's UI test
// would: routes of several steps (present then push, present then present), the first step
// restored through JSON, an unwind that goes on with a route of the screen it goes back to, an
// unwind to the browser itself taken while a sheet covers it, a stack flow's own routes that
// push and open, back to the tab selected before, a presented flow that ends with an outcome.
// Exits non-zero at the first expectation that fails.

import Foundation
import UIKit

@MainActor
func names(_ controllers: [UIViewController]?) -> [String] {
    (controllers ?? []).map { String(describing: type(of: $0)).replacingOccurrences(of: "FlowController", with: "") }
}

@MainActor
func drive() {
    let window = UIWindow(windowScene: UIWindowScene())
    let tabs = TabsFlowController()
    let navigator = NavGraphUIKitNavigator.start(entry: tabs, in: window)
    UIKitDouble.finishAnimations()
    func path() -> [NavGraphNodeName] { navigator.state.visibleEntries.compactMap { navigator.state[$0]?.node } }
    guard let browser = Heard.shown["Browser"] as? BrowserFlowController, let stack = Heard.shown["BrowserStack"] as? BrowserStackFlowController,
          let tabBar = tabs.children.first as? UITabBarController else {
        return expect(false, "the browser starts in its stack, in the tab bar")
    }
    func presented() -> UIViewController? { tabs.presentedViewController ?? window.rootViewController?.presentedViewController }

    // Present Settings, then push its cookie section: one transition, one navigation controller.
    browser.perform(.cookieSettings(.privacy))
    UIKitDouble.finishAnimations()
    expect(names((presented() as? UINavigationController)?.viewControllers) == ["Settings", "CookieSettings"], "Settings presented at its cookie section: \(String(describing: presented()))")
    expect(Heard.events.suffix(2) == ["Settings started with privacy", "CookieSettings started"], "\(Heard.events)")
    expect(path() == [.tabs, .browserStack, .browser, .cookieSettings], "\(path())")

    // Saved and restored: the first step by its route's name, the section as Settings' route.
    guard let settings = Heard.shown["Settings"] as? SettingsFlowController, let cookies = Heard.shown["CookieSettings"] as? CookieSettingsFlowController,
          let saved = navigator.savedState else { return expect(false, "Settings and its section, a state to save") }
    // The navigator holds its window weakly, as a window scene does: the app keeps it.
    let relaunchedWindow = UIWindow(windowScene: UIWindowScene())
    let relaunched = NavGraphUIKitNavigator(window: relaunchedWindow, animated: false)
    do {
        try relaunched.restore(throughJSON(saved), entry: TabsFlowController())
    } catch {
        return expect(false, "the chain restores: \(error)")
    }
    expect(relaunched.state.visibleEntries.compactMap { relaunched.state[$0]?.node } == path() && relaunched.savedState == saved, "restored as it was")

    // Settings closes itself and the browser presents "add feed", in one transition.
    cookies.finish()
    UIKitDouble.finishAnimations()
    settings.perform(.addFeed)
    UIKitDouble.finishAnimations()
    expect(names((presented() as? UINavigationController)?.viewControllers) == ["AddFeed"], "add feed presented instead of Settings: \(String(describing: presented()))")
    expect(Heard.events.suffix(3) == ["Settings heard cookies ended", "AddFeed started", "Browser heard cookieSettings ended"], "\(Heard.events)")
    expect(path() == [.tabs, .browserStack, .browser, .addFeed], "\(path())")
    (Heard.shown["AddFeed"] as? AddFeedFlowController)?.finish()
    UIKitDouble.finishAnimations()

    // The passwords list, then an account; the sync-paused alert first closes it, from below.
    browser.perform(.passwordAccount("me@example.com"))
    UIKitDouble.finishAnimations()
    expect(names((presented() as? UINavigationController)?.viewControllers) == ["Passwords", "Account"], "\(String(describing: presented()))")
    browser.perform(.syncPaused)
    UIKitDouble.finishAnimations()
    guard let alert = presented() as? UIAlertController else { return expect(false, "the alert replaced the passwords sheet: \(String(describing: presented()))") }
    expect(UIKitDouble.userTaps("Open Settings", in: alert), "the person taps Open Settings")
    UIKitDouble.finishAnimations()
    expect(Heard.events.last == "Browser got syncAlert true" && presented() == nil, "\(Heard.events)")

    // Bookmarks presented, then the editor presented over them.
    browser.perform(.editBookmark(7))
    UIKitDouble.finishAnimations()
    let bookmarks = presented() as? UINavigationController
    expect(names(bookmarks?.viewControllers) == ["Bookmarks"] && bookmarks?.presentedViewController is BookmarkEditorFlowController, "the editor over the bookmarks")
    expect(Heard.events.suffix(2) == ["Bookmarks started", "BookmarkEditor started with 7"], "\(Heard.events)")
    (Heard.shown["BookmarkEditor"] as? BookmarkEditorFlowController)?.finish()
    UIKitDouble.finishAnimations()
    (Heard.shown["Bookmarks"] as? BookmarksFlowController)?.finish()
    UIKitDouble.finishAnimations()

    // The stack flow's own routes: a push onto its stack, which it hears end, and an open.
    stack.perform(.help)
    UIKitDouble.finishAnimations()
    expect(names(browser.navigationController?.viewControllers) == ["Browser", "Help"], "help pushed onto the browser's stack")
    (Heard.shown["Help"] as? HelpFlowController)?.finish()
    UIKitDouble.finishAnimations()
    expect(Heard.events.last == "BrowserStack heard help ended", "\(Heard.events)")
    stack.perform(.downloads)
    UIKitDouble.finishAnimations()
    expect(path() == [.tabs, .downloads] && tabBar.selectedIndex == 1, "the open route selects Downloads: \(path())")

    // Back to the tab selected before.
    (Heard.shown["Downloads"] as? DownloadsFlowController)?.perform(.back)
    UIKitDouble.finishAnimations()
    expect(path() == [.tabs, .browserStack, .browser] && tabBar.selectedIndex == 0, "back to the browser's tab: \(path())")

    // A report flow presented as a sheet ends from its second screen with an outcome.
    browser.perform(.report("me"))
    UIKitDouble.finishAnimations()
    (Heard.shown["Reason"] as? ReasonFlowController)?.perform(.comment)
    UIKitDouble.finishAnimations()
    (Heard.shown["Comment"] as? CommentFlowController)?.perform(.send(.sent))
    UIKitDouble.finishAnimations()
    expect(presented() == nil && Heard.events.last == "Browser got report sent", "\(Heard.events)")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}

MainActor.assumeIsolated { drive() }
print("OK")
