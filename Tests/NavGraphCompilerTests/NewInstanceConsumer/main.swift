// Drives DuckDuckGo's tabs and "open in new tab" (Golden/realapps-duckduckgo-open-in-new-tab)
// through its generated code, headlessly: a ddgQuickLink URL opens its page in a new tab for the
// key newKey() gives, after the others and selected, the page pushed above the tab's home; a
// page's "Open in New Tab" route does the same, the page it was performed on staying in its own
// tab; the + button opens a blank tab at its home; a state saved through JSON restores every tab,
// the selected one and its page. Built against the UIKit double too, the new tab is a navigation
// controller of its own in the tab bar controller, selected. Exits non-zero at the first
// expectation that does not hold.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    let main = MainFlowController()
    navigator.start(entry: main)
    expect(main.openTabs == ["t1"] && navigator.visiblePath == [.main, .browserTab, .home], "one tab at its home: \(navigator.visiblePath)")

    expect(navigator.open(url: URL(string: "ddgQuickLink://duckduckgo.com/?q=swift")!), "the quick link opens")
    expect(main.openTabs == ["t1", "t2"] && main.selectedTab == "t2", "a new tab t2, selected: \(main.openTabs)")
    expect(navigator.visiblePath == [.main, .browserTab, .page], "the page pushed in it: \(navigator.visiblePath)")
    expect(Heard.shared.events == ["newKey t2", "Page ddgQuickLink://duckduckgo.com/?q=swift"], "\(Heard.shared.events)")

    guard let page = navigator.topFlowController as? PageFlowController else { return expect(false, "the page is on top") }
    page.perform(.openInNewTab(PageRequest(address: "https://example.com")))
    expect(main.openTabs == ["t1", "t2", "t3"] && main.selectedTab == "t3", "Open in New Tab: t3, selected: \(main.openTabs)")
    expect((navigator.topFlowController as? PageFlowController)?.address == "https://example.com", "the new tab shows the linked page")
    let pages = navigator.stack(containing: page).map(\.navGraphNode)
    expect(pages == [.home, .page], "the page it was opened from stays in t2: \(pages)")

    (navigator.topFlowController as? PageFlowController)?.perform(.newTab)
    expect(main.openTabs == ["t1", "t2", "t3", "t4"] && main.selectedTab == "t4", "the + button: t4")
    expect(navigator.visiblePath == [.main, .browserTab, .home], "a blank tab at its home: \(navigator.visiblePath)")

    // newKey() giving a key open already selects that tab, which shows the page.
    main.nextKeys = ["t2"]
    expect(navigator.open(url: URL(string: "ddgQuickLink://again")!), "the quick link opens")
    expect(main.openTabs == ["t1", "t2", "t3", "t4"] && main.selectedTab == "t2", "t2 selected, no tab made: \(main.openTabs)")
    expect((navigator.topFlowController as? PageFlowController)?.address == "ddgQuickLink://again", "t2 shows the new page")

    guard let saved = navigator.savedState else { return expect(false, "a state to save") }
    let relaunched = NavGraphHeadlessNavigator()
    let restored = MainFlowController()
    do {
        try relaunched.restore(throughJSON(saved), entry: restored)
    } catch {
        return expect(false, "the tabs restore: \(error)")
    }
    expect(restored.openTabs == ["t1", "t2", "t3", "t4"] && restored.selectedTab == "t2", "every tab, t2 selected: \(restored.openTabs)")
    expect((relaunched.topFlowController as? PageFlowController)?.address == "ddgQuickLink://again", "t2's page comes back")
    #if canImport(UIKit)
    driveInAWindow()
    #endif
    print("OK")
}

#if canImport(UIKit)
/// The browser drawn by the UIKit navigator: a quick link's new tab is one more navigation
/// controller in the tab bar controller, selected, the page pushed on it.
@MainActor
func driveInAWindow() {
    let window = UIWindow(windowScene: UIWindowScene())
    let main = MainFlowController()
    let navigator = NavGraphUIKitNavigator.start(entry: main, in: window)
    UIKitDouble.finishAnimations()
    guard let tabBar = main.children.first as? UITabBarController else { return expect(false, "the browser shows a tab bar controller") }
    expect(navigator.open(url: URL(string: "ddgQuickLink://example.org")!), "the quick link opens")
    UIKitDouble.finishAnimations()
    let stacks = (tabBar.viewControllers ?? []).map { ($0 as? UINavigationController)?.viewControllers.map { "\(type(of: $0))" } ?? [] }
    expect(stacks == [["HomeFlowController"], ["HomeFlowController", "PageFlowController"]], "a new tab with the page: \(stacks)")
    expect(tabBar.selectedIndex == 1 && tabBar.viewControllers?[1].tabBarItem.title == "t2", "the new tab, selected, with its own item")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif

MainActor.assumeIsolated { drive() }
