#if canImport(UIKit)
import UIKit

/// Alerts and confirmation dialogs under UIKit: a `UIAlertController` made from what the
/// FlowController describes, presented like any presentation.
///
/// "When the user taps that action, the alert controller executes the block you provided when
/// creating the action object", and the alert leaves the screen on its own: every button closes
/// it. UIKit's documentation does not say whether the block runs before that dismissal or after
/// it, so the renderer does not depend on it: a button reports `.answered` to the state machine,
/// whose handlers then run, and the next presentation waits for a dismissal still running (its
/// transition coordinator) before it is drawn (`settlePresentations`). A confirmation dialog on
/// an iPad is a popover, which needs a source ("you must provide location information for an
/// action sheet"): the route's anchor, or the presenting screen's view. Tapped outside, UIKit
/// dismisses it without running a block; the state follows when the renderer next looks
/// (`followScreen`), as for any dismissal the navigator was not told of.
extension NavGraphUIKitRenderer {
    /// The alert controller for the dialog entry `id`, or `nil` when its FlowController is not
    /// an alert screen.
    func alertController(_ id: NavGraphEntryID, from source: UIViewController) -> UIAlertController? {
        guard let screen = navigation.flowController(for: id) as? any NavGraphAlertScreen else { return nil }
        let alert = screen.shownAlert
        let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: Self.style(of: alert.kind))
        for field in alert.textFields {
            controller.addTextField { textField in
                textField.placeholder = field.placeholder
                textField.text = field.text
                textField.isSecureTextEntry = field.isSecure
            }
        }
        for (index, button) in alert.buttons.enumerated() {
            // Weak: the alert holds its actions, which would otherwise hold it.
            controller.addAction(UIAlertAction(title: button.title, style: Self.style(of: button.role)) { [weak self, weak controller] _ in
                let fields = controller?.textFields?.map { $0.text ?? "" } ?? []
                self?.navigation.userDid(.answered(id, button: index, fields: fields))
            })
        }
        if let popover = controller.popoverPresentationController { point(popover, atAnchorOf: id, from: source) }
        return controller
    }

    private static func style(of kind: NavGraphScreenKind) -> UIAlertController.Style {
        switch kind {
        case .view, .alert, .documentPicker, .safari, .share, .photoPicker, .webAuthentication: .alert
        case .confirmationDialog: .actionSheet
        }
    }

    private static func style(of role: NavGraphAlertRole) -> UIAlertAction.Style {
        switch role {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif
