// The ways in without a URL on the UIKit double, built only against UIKit: once logged in, the
// notification's status joins the Notifications tab's navigation controller, and Handoff's feed
// and article join the Feeds tab's, one above the other; the chain comes back so after a relaunch
// restored through JSON; an unread article joins it above the unread smart feed; a conversation named by its root joins Notifications' navigation
// controller, its sub-flow handed the ID, and so does a report only its placement shows.

#if canImport(UIKit)
import Foundation
import UIKit

@MainActor
func driveOnUIKit() throws {
    let window = UIWindow(windowScene: UIWindowScene())
    let root = RootFlowController()
    let navigator = NavGraphUIKitNavigator.start(entry: root, in: window)
    UIKitDouble.finishAnimations()
    expect(!navigator.open(.statusDetail("42")), "logged out, the notification waits")
    root.login?.logIn()
    UIKitDouble.finishAnimations()
    guard let tabs = root.tabs else { return expect(false, "the switch made the tabs") }
    let notifications = tabs.notifications.navigationController
    expect(notifications?.viewControllers.count == 2 && (notifications?.viewControllers.last as? StatusDetailFlowController)?.status == "42",
           "Notifications, then the status, in the tab's navigation controller: \(String(describing: notifications?.viewControllers))")

    expect(navigator.openArticle("a1", through: "f1"), "Handoff opens the article")
    UIKitDouble.finishAnimations()
    let feeds = tabs.feeds.navigationController
    let shown = feeds?.viewControllers ?? []
    expect(shown.count == 3 && (shown[1] as? FeedFlowController)?.feed == "f1" && (shown[2] as? ArticleFlowController)?.article == "a1",
           "Feeds, the feed, then the article, in the tab's navigation controller: \(shown)")

    // The navigator holds its window weakly, as a window scene does: the app keeps it.
    let relaunchedWindow = UIWindow(windowScene: UIWindowScene())
    let relaunched = NavGraphUIKitNavigator(window: relaunchedWindow, animated: false)
    let relaunchedRoot = RootFlowController()
    try relaunched.restore(throughJSON(navigator.savedState!), entry: relaunchedRoot)
    UIKitDouble.finishAnimations()
    let restored = relaunchedRoot.tabs?.feeds.navigationController?.viewControllers ?? []
    expect(restored.count == 3 && (restored[2] as? ArticleFlowController)?.article == "a1" && relaunched.savedState == navigator.savedState,
           "the feed and the article come back: \(restored)")

    expect(navigator.openUnreadArticle("a3"), "Handoff opens the unread article")
    UIKitDouble.finishAnimations()
    let smart = feeds?.viewControllers ?? []
    expect(smart.count == 3 && (smart[1] as? SidebarFlowController)?.item == .unread && (smart[2] as? UnreadArticleFlowController)?.article == "a3",
           "Feeds, the unread smart feed, then the article, in the tab's navigation controller: \(smart)")

    expect(navigator.open(.conversation("c1")), "a notification naming the conversation opens")
    UIKitDouble.finishAnimations()
    let conversation = notifications?.viewControllers.last as? ConversationFlowController
    expect(notifications?.viewControllers.count == 2 && conversation?.conversation == "c1",
           "Notifications, then the conversation (above the root, as a link's push), in the tab's navigation controller: \(String(describing: notifications?.viewControllers))")
    expect(navigator.open(.report("r1")), "a notification naming the report, which no route shows, opens")
    UIKitDouble.finishAnimations()
    expect(notifications?.viewControllers.count == 2 && (notifications?.viewControllers.last as? ReportFlowController)?.status == "r1",
           "Notifications, then the report, in the tab's navigation controller: \(String(describing: notifications?.viewControllers))")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif
