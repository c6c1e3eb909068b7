import NavGraphRuntime
import UIKit

/// The UIKit twins of HeadlessReplaceTests: a `replace` on a navigation stack is one
/// `setViewControllers(_:animated:)`, whether a screen takes the top's place, the root of a
/// presentation's own stack is replaced, or the stack starts again from its root.
extension UIKitScenarios {
    static let replaceScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "replaceTopSetsViewControllers": replaceTopSetsViewControllers,
        "replaceRootOfPresentedStack": replaceRootOfPresentedStack,
        "replaceStackStartsAgainFromRoot": replaceStackStartsAgainFromRoot,
    ]

    static func replaceTopSetsViewControllers(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        run.top?.replaceTop(with: "Profile")
        run.settle()
        run.expect(run.feedStack.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue } == ["List", "Profile"], "Profile in Detail's place")
        run.expect(run.journal == ["Profile started", "List heard Detail ended"], "\(run.journal)")
        run.feedStack.popViewController(animated: false)
        run.settle()
        run.expect(run.top === run.list, "back goes to List: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.journal.count == 2, "no route waited for Profile: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func replaceRootOfPresentedStack(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Compose", NavGraphPresentationOptions(embedInStack: true))
        run.settle()
        let sheet = run.presented
        run.top?.replaceTop(with: "Profile")
        run.settle()
        let stack = run.presented as? UINavigationController
        run.expect(run.presented === sheet, "the presentation stays")
        run.expect(stack?.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue } == ["Profile"], "Profile is the root of its stack")
        run.expect(run.journal == ["Profile started", "List heard Compose ended"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func replaceStackStartsAgainFromRoot(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        run.top?.push("Step")
        run.settle()
        run.top?.replaceStack(root: "List")
        run.settle()
        let stack = run.top?.navigationController
        run.expect(stack != nil && stack === run.tabBar.viewControllers?.first, "in the Feed tab's navigation controller")
        run.expect(stack?.viewControllers.count == 1 && run.top?.navGraphNode.rawValue == "List" && run.top !== run.list, "a new List is the root")
        run.expect(run.journal.last == "List started with replace", "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
