import NavGraphRuntime
import UIKit

/// Share sheets under UIKit: a `UIActivityViewController` of the FlowController's items, a popover
/// at the route's anchor on an iPad, which dismisses itself and then runs its completion handler:
/// a service chosen hands the screen's value to the opener, none ends the route without feedback.
extension UIKitScenarios {
    static let shareScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "shareServiceThenPresent": shareServiceThenPresent,
        "shareClosedOrTappedAway": shareClosedOrTappedAway,
    ]

    /// The share sheet the window shows over the list, if any.
    private static func shownShareSheet(_ run: ScenarioRun) -> UIActivityViewController? {
        run.presented as? UIActivityViewController
    }

    static func shareServiceThenPresent(_ run: ScenarioRun) {
        run.connect()
        run.list.whenRouteEnds = { list in list.present("Settings") }
        let button = UIView()
        run.list.presentShare(anchor: .view(button))
        run.settle()
        guard let share = shownShareSheet(run) else { return run.expect(false, "no share sheet shown: \(String(describing: run.presented))") }
        run.expect(share.activityItems.count == 1 && share.activityItems.first as? URL == URL(string: "https://example.org/about"), "it shares the FlowController's items")
        run.expect(share.popoverPresentationController?.sourceView === button, "on an iPad it points at the button tapped")
        share.userChooses(.mail)
        run.settle()
        run.expect(run.journal == ["List got Share 1"], "the opener got the screen's value of the service: \(run.journal)")
        run.expect(share.presentingViewController == nil, "the share sheet dismissed itself")
        run.expect(run.top?.navGraphNode.rawValue == "Settings", "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.presented === run.top, "Settings is presented")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open")
    }

    static func shareClosedOrTappedAway(_ run: ScenarioRun) {
        run.connect()
        run.list.presentShare()
        run.settle()
        guard let closed = shownShareSheet(run) else { return run.expect(false, "no share sheet shown") }
        run.expect(closed.popoverPresentationController?.sourceView === run.list.view, "with no anchor it points at the presenting screen")
        closed.userCloses()
        run.settle()
        run.expect(run.journal == ["List heard Share ended"], "the route ended without feedback: \(run.journal)")
        run.expect(run.presented == nil && run.top === run.list, "the list is on top")
        run.list.presentShare()
        run.settle()
        guard let tappedAway = shownShareSheet(run) else { return run.expect(false, "no second share sheet shown") }
        run.expect(UIKitDouble.userDismisses(tappedAway), "tapped away")
        run.settle()
        run.expect(run.journal == ["List heard Share ended", "List heard Share ended"], "tapped away, it ended without feedback too: \(run.journal)")
        run.list.present("Sheet")
        run.settle()
        run.expect(run.presented === run.top && run.top?.navGraphNode.rawValue == "Sheet", "the list presents again")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
