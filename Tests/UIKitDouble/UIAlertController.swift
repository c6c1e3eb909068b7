/// An object that displays an editable text area (UIKit's `UITextField`): what an alert needs.
@MainActor
open class UITextField: UIView {
    /// The text displayed by the text field.
    open var text: String?
    /// The string displayed when there is no other text in the text field.
    open var placeholder: String?
    /// Whether the text object disables text copying and, in some cases, hides the text.
    open var isSecureTextEntry = false
}

/// An action that can be taken when the user taps a button in an alert (UIKit's `UIAlertAction`).
@MainActor
open class UIAlertAction: NSObject {
    /// The styles of an action's button.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// The title of the action's button.
    open private(set) var title: String?
    /// The style that applies to the action's button.
    open private(set) var style: Style
    /// Whether the action is enabled.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// "Create and return an action with the specified title and behavior."
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// A view controller that displays an alert or action sheet (UIKit's `UIAlertController`).
///
/// What the double models, from Apple's documentation of `UIAlertController`:
/// - "When the user taps that action, the alert controller executes the block you provided when
///   creating the action object", and every button closes the alert: it dismisses itself. The
///   documentation does not say whether the block runs as that dismissal begins or once it has
///   ended, so `UIKitDouble.alertBlocksRunAfterDismissal` chooses, and scenarios run both.
/// - An alert is not dismissed by a tap outside it; an action sheet is a popover on an iPad ("you
///   must provide location information for an action sheet", `popoverPresentationController`),
///   which a tap outside dismisses without running any block. The double is an iPad here: an
///   action sheet has a popover presentation controller.
@MainActor
open class UIAlertController: UIViewController {
    /// The styles of an alert controller.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// The message.
    open var message: String?
    /// The style of the alert controller.
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []

    /// "Creates and returns a view controller for displaying an alert to the user."
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
    }

    /// Attaches an action to the alert.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// "Adds a text field to an alert", configured by the handler; "you can add a text field
    /// only if the preferredStyle property is set to UIAlertController.Style.alert".
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitDouble.warn("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        configurationHandler?(field)
        fields.append(field)
    }

    /// "The array of text fields displayed by the alert."
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    /// A tap outside an alert does nothing; one outside an action sheet's popover dismisses it.
    override func userBeginsDismissal(interactive: Bool) -> Bool {
        preferredStyle == .actionSheet && !interactive ? super.userBeginsDismissal(interactive: false) : false
    }

    /// The user taps `action`: the alert starts dismissing itself, and runs its block as the
    /// dismissal begins or once it has ended, as the double is set.
    func userTap(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(action), presentingViewController != nil, !isBeingDismissed else { return }
        let runsAfter = UIKitDouble.alertBlocksRunAfterDismissal
        dismiss(animated: true) {
            if runsAfter { action.handler?(action) }
        }
        if !runsAfter { action.handler?(action) }
    }
}
