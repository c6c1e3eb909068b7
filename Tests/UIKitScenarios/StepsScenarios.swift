import NavGraphRuntime
import UIKit

/// The UIKit twins of HeadlessStepsTests: a presented stack flow that ends with a value, routes
/// of several steps, an unwind to the screen itself from below, a stack flow's own push, back to
/// the tab selected before.
extension UIKitScenarios {
    static let stepsScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "presentedFlowFinishesWithAValue": presentedFlowFinishesWithAValue,
        "presentThenPushIsOnePresentation": presentThenPushIsOnePresentation,
        "unwindToItselfFromBelowThenPush": unwindToItselfFromBelowThenPush,
        "flowPushesOntoItsStack": flowPushesOntoItsStack,
        "backToThePreviousTab": backToThePreviousTab,
    ]

    /// A presentation in a stack of its own, then a push onto it: UIKit presents the navigation
    /// controller with both screens, once.
    static func presentThenPushIsOnePresentation(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Compose", NavGraphPresentationOptions(embedInStack: true), steps: ["Detail"])
        run.settle()
        let presented = run.presented as? UINavigationController
        run.expect(presented?.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue } == ["Compose", "Detail"], "\(String(describing: presented?.viewControllers))")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "Detail on top")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The list, covered by a sheet, unwinds to itself and pushes: the sheet is dismissed, then
    /// Detail pushed, in one transition.
    static func unwindToItselfFromBelowThenPush(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Sheet")
        run.settle()
        run.list.unwind(to: "List", steps: ["Detail"])
        run.settle()
        run.expect(run.presented == nil, "the sheet is dismissed")
        run.expect(run.feedStack.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue } == ["List", "Detail"], "Detail pushed")
        run.expect(run.journal.filter { $0.contains(" heard ") } == ["List heard Sheet ended"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The Feed stack flow's own route pushes above its top screen, into its navigation controller.
    static func flowPushesOntoItsStack(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        run.app?.feed.push("More")
        run.settle()
        run.expect(run.feedStack.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue } == ["List", "Detail", "More"], "More on top of the Feed stack")
        UIKitDouble.userTapsBack(run.feedStack)
        run.settle()
        run.expect(run.journal.filter { $0.contains(" heard ") } == ["Feed heard More ended"], "the flow hears its route end: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// Settings selected, then a select of the tabs flow itself selects Feed again in the tab bar.
    static func backToThePreviousTab(_ run: ScenarioRun) {
        run.connect()
        run.expect(UIKitDouble.userTapsTab(run.tabBar, at: 1), "the person taps Settings")
        run.settle()
        run.app?.menu.select("Main")
        run.settle()
        run.expect(run.tabBar.selectedIndex == 0 && run.top === run.list, "back on Feed")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A stack flow presented as a sheet brings its own navigation controller; a finish from its
    /// third screen dismisses it in one dismissal and hands the value to the presenting route.
    static func presentedFlowFinishesWithAValue(_ run: ScenarioRun) {
        run.connect()
        run.list.presentStack("Report", root: "Reason")
        run.settle()
        run.top?.push("Rules")
        run.settle()
        run.top?.push("Comment")
        run.settle()
        let sheet = run.top?.navigationController
        run.expect(sheet?.viewControllers.count == 3 && sheet !== run.feedStack, "the flow's own navigation controller: \(String(describing: sheet?.viewControllers))")
        run.expect(run.presented != nil, "presented")
        run.top?.finishFlow("Report", feedback: 3)
        run.settle()
        run.expect(run.presented == nil && run.top === run.list, "one dismissal back to the list")
        run.expect(run.journal == ["List got Report 3"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
