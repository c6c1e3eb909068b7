import NavGraphRuntime
import UIKit

/// Alerts and confirmation dialogs under UIKit: a `UIAlertController` made from the
/// FlowController's description; a button closes it and hands its value to the presenting route,
/// whichever order UIKit runs the button's block and the dismissal in.
extension UIKitScenarios {
    static let alertScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "alertDrawnAsUIAlertController": alertDrawnAsUIAlertController,
        "alertButtonThenPresentBlockFirst": { alertButtonThenPresent($0, blockAfterDismissal: false) },
        "alertButtonThenPresentBlockLast": { alertButtonThenPresent($0, blockAfterDismissal: true) },
        "confirmationDialogTappedAway": confirmationDialogTappedAway,
        "alertTextFieldTyped": alertTextFieldTyped,
    ]

    /// The alert the window shows over the list, if any.
    private static func shownAlert(_ run: ScenarioRun) -> UIAlertController? {
        run.presented as? UIAlertController
    }

    static func alertDrawnAsUIAlertController(_ run: ScenarioRun) {
        run.connect()
        run.list.presentAlert()
        run.settle()
        let alert = shownAlert(run)
        run.expect(alert?.preferredStyle == .alert, "an alert controller is presented: \(String(describing: run.presented))")
        run.expect(alert?.title == "Delete the note?" && alert?.message == "It cannot be undone.", "worded as described")
        run.expect(alert?.actions.map(\.title) == ["Delete", "Keep", "Cancel"], "its buttons: \(String(describing: alert?.actions.map(\.title)))")
        run.expect(alert?.actions.map(\.style) == [.destructive, .default, .cancel], "their styles")
        run.expect(alert.map { !UIKitDouble.userDismisses($0) } == true, "a tap outside an alert does nothing")
        run.expect(run.presented === alert && run.journal.isEmpty, "still shown")
        run.list.push("Detail")
        run.expect(run.list.made == 1, "no route from under the alert: the alert is the top")
    }

    static func alertButtonThenPresent(_ run: ScenarioRun, blockAfterDismissal: Bool) {
        run.connect()
        UIKitDouble.alertBlocksRunAfterDismissal = blockAfterDismissal
        run.list.whenRouteEnds = { list in list.present("Settings") }
        run.list.presentAlert()
        run.settle()
        guard let alert = shownAlert(run) else { return run.expect(false, "no alert shown") }
        UIKitDouble.userTaps("Delete", in: alert)
        run.settle()
        run.expect(run.journal == ["List got Confirm 1"], "the opener got the button's value: \(run.journal)")
        run.expect(alert.presentingViewController == nil, "the alert is gone")
        run.expect(run.top?.navGraphNode.rawValue == "Settings", "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.presented === run.top, "Settings is presented")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open")
    }

    static func confirmationDialogTappedAway(_ run: ScenarioRun) {
        run.connect()
        let button = UIView()
        run.list.presentAlert(.confirmationDialog, anchor: .view(button))
        run.settle()
        guard let dialog = shownAlert(run) else { return run.expect(false, "no dialog shown") }
        run.expect(dialog.preferredStyle == .actionSheet, "an action sheet")
        run.expect(dialog.popoverPresentationController?.sourceView === button, "on an iPad it points at the button tapped")
        // UIKit runs no block for a tap outside the popover: the state follows at the next route.
        run.expect(UIKitDouble.userDismisses(dialog), "tapped away")
        run.settle()
        run.list.push("Detail")
        run.settle()
        run.expect(run.journal == ["List heard Confirm ended"], "the opener heard the route end: \(run.journal)")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "the next route is taken")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func alertTextFieldTyped(_ run: ScenarioRun) {
        run.connect()
        run.list.presentAlert(pageField: true)
        run.settle()
        guard let alert = shownAlert(run), let field = alert.textFields?.first else { return run.expect(false, "no alert with a field shown") }
        run.expect(field.placeholder == "Page" && field.text == "1" && !field.isSecureTextEntry, "the field as described")
        UIKitDouble.userTypes("42", inField: 0, of: alert)
        UIKitDouble.userTaps("Go", in: alert)
        run.settle()
        run.expect(run.journal == ["List got Confirm 42"], "the typed page went back: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
