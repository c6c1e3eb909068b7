import NavGraphRuntime
import UIKit

/// The UIKit twins of HeadlessStepsTests: a presented stack flow that ends with a value.
extension UIKitScenarios {
    static let stepsScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "presentedFlowFinishesWithAValue": presentedFlowFinishesWithAValue,
    ]

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
