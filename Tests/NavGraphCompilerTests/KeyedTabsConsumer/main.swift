// Drives the reader whose tabs are made from data (reader.navgraph.yaml) through its generated
// code, headlessly: the session starts with a tab per list the app keeps (firstTabs()), between
// Timeline and Settings, each list's timeline started with its list; a post pushed in a list stays
// in its tab; openTab(_:) adds a tab and selects it, closeTab(_:) closes it with what it pushed
// and selects the next; a state saved through JSON restores the open lists in order, the selected
// one and each one's stack, leaving out a list the app deleted since (shouldRestore(_:)). Built
// against the UIKit double too, each list is a navigation controller of its own in the tab bar.
// Exits non-zero at the first expectation that does not hold.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    let session = SessionFlowController()
    navigator.start(entry: session)
    expect(session.openTabs == ["news", "friends"] && session.selectedTab == nil, "the app's lists, Timeline selected: \(session.openTabs)")
    expect(Heard.shared.events == ["ListTimeline started with news", "ListTimeline started with friends"], "each timeline with its list: \(Heard.shared.events)")

    session.select("friends")
    expect(navigator.visiblePath == [.session, .listTab, .listTimeline] && session.selectedTab == "friends", "friends selected: \(navigator.visiblePath)")
    Heard.shared.events = []
    (navigator.topFlowController as? ListTimelineFlowController)?.perform(.post(7))
    expect(navigator.visiblePath == [.session, .listTab, .post], "the post pushed in friends' tab: \(navigator.visiblePath)")

    session.openTab("cats")
    expect(session.openTabs == ["news", "friends", "cats"] && session.selectedTab == "cats", "cats opened and selected: \(session.openTabs)")
    session.closeTab("cats")
    expect(session.openTabs == ["news", "friends"] && session.selectedTab == "friends", "cats closed, friends selected: \(String(describing: session.selectedTab))")
    expect(navigator.visiblePath == [.session, .listTab, .post], "friends kept its post: \(navigator.visiblePath)")

    // Saved, then restored after the app deleted news: friends comes back, selected, with its post.
    guard let saved = navigator.savedState else { return expect(false, "a state to save") }
    let relaunched = NavGraphHeadlessNavigator()
    let restored = SessionFlowController()
    restored.deleted = ["news"]
    Heard.shared.events = []
    do {
        try relaunched.restore(throughJSON(saved), entry: restored)
    } catch {
        return expect(false, "the tabs made from data restore: \(error)")
    }
    expect(restored.openTabs == ["friends"] && restored.selectedTab == "friends", "news left out: \(restored.openTabs)")
    expect(relaunched.visiblePath == [.session, .listTab, .post], "friends with its post: \(relaunched.visiblePath)")
    restored.setTabs(["friends", "news"])
    expect(restored.openTabs == ["friends", "news"] && relaunched.visiblePath == [.session, .listTab, .post], "setTabs keeps friends as it was")
    #if canImport(UIKit)
    driveInAWindow()
    #endif
    print("OK")
}

#if canImport(UIKit)
/// The session drawn by the UIKit navigator: its tab bar controller holds one navigation
/// controller per tab, the lists' between Timeline's and Settings'.
@MainActor
func driveInAWindow() {
    let window = UIWindow(windowScene: UIWindowScene())
    let session = SessionFlowController()
    _ = NavGraphUIKitNavigator.start(entry: session, in: window)
    UIKitDouble.finishAnimations()
    guard let tabBar = session.children.first as? UITabBarController else { return expect(false, "the session shows a tab bar controller") }
    let titles = (tabBar.viewControllers ?? []).map { (($0 as? UINavigationController)?.viewControllers.first as? NavGraphViewController).map { "\(type(of: $0))" } ?? "?" }
    expect(titles == ["HomeFlowController", "ListTimelineFlowController", "ListTimelineFlowController", "PrefsFlowController"], "one navigation controller per tab: \(titles)")
    let items = (tabBar.viewControllers ?? []).map { $0.tabBarItem.title ?? "-" }
    expect(items[1...2] == ["news", "friends"], "each list's tab item is its own: \(items)")
    session.openTab("cats")
    UIKitDouble.finishAnimations()
    expect(tabBar.viewControllers?.count == 5 && tabBar.selectedIndex == 3, "cats is a new tab, selected")
    session.closeTab("cats")
    UIKitDouble.finishAnimations()
    expect(tabBar.viewControllers?.count == 4 && tabBar.selectedIndex == 2, "cats went; friends is selected")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif

MainActor.assumeIsolated { drive() }
