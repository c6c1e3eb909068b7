import NavGraphRuntime
import UIKit

/// A link that opens its screen in a new tab made from data (`instance: new`), drawn by the
/// UIKit navigator on the double's `UITabBarController`.
extension UIKitScenarios {
    static let newInstanceScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "linkOpensInANewTabMadeFromData": linkOpensInANewTabMadeFromData,
    ]

    /// A link pushing Post with `instance: new`: the tab bar holds one more navigation controller
    /// after the others (`setViewControllers(_:animated:)`: "the tab bar controller removes all of
    /// the old view controllers before installing the new ones", Apple, `viewControllers`), the
    /// new tab's own, selected, with
    /// ListTimeline at its root and Post pushed on it; the tab selected before keeps its
    /// navigation controller and what it pushed. The new stack started before the tab bar held
    /// it, so it is never a child of its flow's view controller: one parent, the tab bar.
    static func linkOpensInANewTabMadeFromData(_ run: ScenarioRun) {
        let navigator = run.connectWindow()
        let app = TestListsApp(on: navigator, keys: ["a"])
        run.settle()
        guard let tabBar = app.lists.children.first as? UITabBarController else { return run.expect(false, "Lists shows a tab bar controller") }
        navigator.navigation.selectInstance(NavGraphInstanceKey("a"), of: app.lists)
        run.settle()
        run.top?.push("Detail")
        run.settle()
        let aStack = tabBar.selectedViewController
        app.journal.newKeys = ["n"]
        let tab = NavGraphNodeName(rawValue: "ListTab")
        let post = NavGraphPlacement<String>(
            screen: NavGraphNodeName(rawValue: "Post"), steps: [.init(flow: NavGraphNodeName(rawValue: "Lists"), kind: .tabs, child: tab)], arrival: .pushed,
            make: { stack in (stack as? Screen).map { Screen("Post", journal: $0.journal) } }, start: { _, _ in }, opensNewInstance: true)
        run.expect(navigator.navigation.open("9", placement: post), "the link opens")
        run.settle()
        let stacks = (tabBar.viewControllers ?? []).map { ($0 as? UINavigationController)?.viewControllers.compactMap { ($0 as? Screen)?.navGraphNode.rawValue } ?? [] }
        run.expect(stacks == [["InboxList"], ["ListTimeline", "Detail"], ["ListTimeline", "Post"], ["AccountMenu"]], "a new tab after a, with Post pushed: \(stacks)")
        run.expect(tabBar.selectedIndex == 2 && run.top?.navGraphNode.rawValue == "Post", "the new tab is selected")
        run.expect(tabBar.viewControllers?[1] === aStack, "a keeps its navigation controller")
        let newStack = tabBar.viewControllers?[2]
        run.expect(newStack?.parent === tabBar, "the new tab's navigation controller has one parent, the tab bar controller")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
