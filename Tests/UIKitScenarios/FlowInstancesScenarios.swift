import NavGraphRuntime
import UIKit

/// A tabs flow's children made from data, drawn by the UIKit navigator on the double's
/// `UITabBarController`: Lists shows Inbox, one ListTab per list key, then Account, each a
/// navigation controller of its own in the tab bar.
extension UIKitScenarios {
    static let flowInstancesScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "tabsMadeFromDataInTheTabBar": tabsMadeFromDataInTheTabBar,
    ]

    /// The first keys are navigation controllers between Inbox's and Account's; a tab opened
    /// is a new one after them, selected; a push in it goes onto its own navigation controller;
    /// closed while selected with a sheet over it, the sheet is dismissed, the tab bar holds the
    /// others (`setViewControllers(_:animated:)`) and selects the next one; a tap selects a tab
    /// made from data as any tab.
    static func tabsMadeFromDataInTheTabBar(_ run: ScenarioRun) {
        let navigator = run.connectWindow()
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        run.settle()
        guard let tabBar = app.lists.children.first as? UITabBarController else { return run.expect(false, "Lists shows a tab bar controller") }
        let roots = { (tabBar.viewControllers ?? []).map { (($0 as? UINavigationController)?.viewControllers.first as? Screen)?.navGraphNode.rawValue ?? "?" } }
        run.expect(roots() == ["InboxList", "ListTimeline", "ListTimeline", "AccountMenu"], "each tab its navigation controller: \(roots())")
        let first = tabBar.viewControllers?[1]
        navigator.navigation.addInstance(NavGraphInstanceKey("c"), of: app.lists)
        run.settle()
        run.expect(roots() == ["InboxList", "ListTimeline", "ListTimeline", "ListTimeline", "AccountMenu"], "c comes after b: \(roots())")
        run.expect(tabBar.selectedIndex == 3 && tabBar.viewControllers?[1] === first, "c is selected; a's navigation controller is kept")
        run.top?.push("Detail")
        run.settle()
        let cStack = tabBar.selectedViewController as? UINavigationController
        run.expect(cStack?.viewControllers.count == 2 && run.top?.navGraphNode.rawValue == "Detail", "the push went onto c's own navigation controller")
        run.top?.present("Sheet")
        run.settle()
        run.expect(tabBar.presentedViewController != nil || run.presented != nil, "the sheet shows")
        navigator.navigation.closeInstance(NavGraphInstanceKey("c"), of: app.lists)
        run.settle()
        run.expect(run.presented == nil, "the sheet over the closed tab was dismissed")
        run.expect(roots() == ["InboxList", "ListTimeline", "ListTimeline", "AccountMenu"], "c went: \(roots())")
        run.expect(tabBar.selectedIndex == 2 && navigator.navigation.selectedInstanceKey(of: app.lists) == NavGraphInstanceKey("b"), "none follows c: the last one left, b")
        run.expect(UIKitDouble.userTapsTab(tabBar, at: 1) && navigator.navigation.selectedInstanceKey(of: app.lists) == NavGraphInstanceKey("a"), "a tap selects a")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
