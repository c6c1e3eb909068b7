// Drives posts.navgraph.yaml's generated code against the UIKit double, as an app's UI test
// would: the shared post row from two screens, the tab bar's own route (from its tab item too), an unwind that hands
// a value back from two screens deep, and the tabs restarted in place (an account switch). Exits non-zero at the first expectation that fails. Run by
// GeneratedCodeCompilesTests.

import Foundation
import UIKit

/// The top-most FlowController in the navigator's state.
@MainActor
func top(_ navigator: NavGraphUIKitNavigator) -> (any NavGraphFlowController)? {
    navigator.state.top.flatMap { navigator.navigation.flowController(for: $0) }
}

@MainActor
func drive() {
    let window = UIWindow(windowScene: UIWindowScene())
    let main = MainFlowController()
    let navigator = NavGraphUIKitNavigator.start(entry: main, in: window)
    UIKitDouble.finishAnimations()
    guard let feed = top(navigator) as? FeedFlowController, let stack = feed.navigationController else {
        return expect(false, "Feed is shown in the Home stack")
    }

    // The row on Feed, then the same row on Author: one API, two screens pushing.
    PostRow(post: 1, routing: feed).tapAuthor()
    UIKitDouble.finishAnimations()
    guard let author = stack.topViewController as? AuthorFlowController else { return expect(false, "the row pushed Author: \(stack.viewControllers)") }
    expect(author.post == 1, "with its post")
    PostRow(post: 2, routing: author).tapAuthor()
    UIKitDouble.finishAnimations()
    expect(stack.viewControllers.count == 3 && (stack.topViewController as? AuthorFlowController)?.post == 2, "Author's row pushed another Author")
    PostRow(post: 2, routing: stack.topViewController as? AuthorFlowController).tapShare()
    UIKitDouble.finishAnimations()
    expect(window.rootViewController?.presentedViewController is ShareFlowController, "the row presented Share")
    expect(window.rootViewController?.presentedViewController?.modalPresentationStyle == .popover, "a popover on a regular width")
    (top(navigator) as? ShareFlowController)?.finish()
    UIKitDouble.finishAnimations()
    expect(Journal.shared.events.last == "AuthorFlowController heard share ended", "the row's extension heard Share end: \(Journal.shared.events)")
    (top(navigator) as? AuthorFlowController)?.finish()
    UIKitDouble.finishAnimations()
    author.finish()
    UIKitDouble.finishAnimations()
    expect(stack.viewControllers.count == 1 && Journal.shared.events.last == "Feed heard author ended", "Feed heard its shared route end: \(Journal.shared.events)")

    // The tab bar's own route, presented by the flow.
    main.perform(.compose)
    UIKitDouble.finishAnimations()
    guard let compose = window.rootViewController?.presentedViewController as? ComposeFlowController else {
        return expect(false, "Main presented Compose")
    }
    expect(compose.modalPresentationStyle == .formSheet, "as a form sheet")
    expect(UIKitDouble.userDismisses(compose), "the user can swipe it down")
    UIKitDouble.finishAnimations()
    expect(Journal.shared.events.last == "Main heard compose ended", "Main was told: \(Journal.shared.events)")

    // The tab bar's "Post" item performs the same route; UIKit never selects it.
    guard let tabBar = stack.tabBarController, tabBar.viewControllers?.count == 3 else { return expect(false, "Home, Post and Settings in the tab bar") }
    expect(tabBar.viewControllers?[1].tabBarItem.title == "Post", "the item between the tabs, as Main labels it")
    expect(!UIKitDouble.userTapsTab(tabBar, at: 1) && tabBar.selectedIndex == 0, "the item is not selected; Home stays")
    UIKitDouble.finishAnimations()
    expect(window.rootViewController?.presentedViewController is ComposeFlowController, "the item presented Compose")
    (top(navigator) as? ComposeFlowController)?.finish()
    UIKitDouble.finishAnimations()

    // A saved post picked two screens deep closes the whole sheet and reaches Feed's route.
    feed.perform(.saved)
    UIKitDouble.finishAnimations()
    (top(navigator) as? SavedFlowController)?.perform(.folder)
    UIKitDouble.finishAnimations()
    guard let folder = top(navigator) as? FolderFlowController, let sheet = folder.navigationController else {
        return expect(false, "Folder is pushed in the sheet's stack")
    }
    expect(sheet.viewControllers.count == 2 && window.rootViewController?.presentedViewController === sheet, "two screens deep in the sheet")
    folder.perform(.pick(7))
    UIKitDouble.finishAnimations()
    expect(window.rootViewController?.presentedViewController == nil, "the whole sheet is dismissed")
    expect(Journal.shared.events.last == "Feed got saved post 7", "Feed's route got the value: \(Journal.shared.events)")

    // The person switches account: generated restartTabs() starts every tab again from its root.
    PostRow(post: 3, routing: feed).tapAuthor()
    UIKitDouble.finishAnimations()
    main.restartTabs()
    UIKitDouble.finishAnimations()
    guard let newFeed = top(navigator) as? FeedFlowController, let newStack = newFeed.navigationController else {
        return expect(false, "a new Feed shows in the Home tab")
    }
    expect(newFeed !== feed && newStack !== stack && newStack.viewControllers == [newFeed], "Home starts again from a new Feed alone: \(newStack.viewControllers)")
    expect((newStack.tabBarController?.viewControllers?.count, newStack.tabBarController?.selectedIndex) == (3, 0), "both tabs and the Post item, Home still selected")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}

MainActor.assumeIsolated { drive() }
print("OK")
