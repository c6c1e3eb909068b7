/// How an alert's or confirmation dialog's button is drawn, and where: UIKit's
/// `UIAlertAction.Style`, SwiftUI's `ButtonRole`.
public enum NavGraphAlertRole: Hashable, Sendable {
    /// A plain button.
    case `default`
    /// The button that cancels: UIKit and SwiftUI put it apart, and a confirmation dialog shown
    /// as a popover answers with it when the user taps outside.
    case cancel
    /// A button that destroys data, drawn in red.
    case destructive
}

/// One button of an alert or confirmation dialog: its title, its role, and the value it hands
/// back to the route that presented the dialog (`nil`: the route ends without feedback, as a
/// Cancel button does), which may be made from what the person typed in the alert's text fields.
public struct NavGraphAlertAction<Value: Sendable>: Sendable {
    /// The button's title, as the app words and localises it.
    public var title: String
    /// How the button is drawn.
    public var role: NavGraphAlertRole
    /// What the button hands back, given the text of each of the alert's fields in order; `nil`
    /// ends the route without feedback.
    public var value: @Sendable ([String]) -> Value?

    /// A button titled `title` that hands back `value` (nothing by default).
    public init(_ title: String, role: NavGraphAlertRole = .default, value: Value? = nil) {
        self.title = title
        self.role = role
        self.value = { _ in value }
    }

    /// A button titled `title` that hands back what `value` makes of the text in the alert's
    /// fields (`{ fields in .rename(fields[0]) }`), or nothing when it returns `nil` (an empty
    /// name).
    public init(_ title: String, role: NavGraphAlertRole = .default, valueFromFields value: @escaping @Sendable ([String]) -> Value?) {
        self.title = title
        self.role = role
        self.value = value
    }
}

/// A text field of an alert (not of a confirmation dialog, which has none): a rename alert's
/// name, a passcode.
public struct NavGraphAlertTextField: Hashable, Sendable {
    /// The grey text shown while the field is empty.
    public var placeholder: String
    /// The text the field starts with (the current name, for a rename).
    public var text: String
    /// Whether the text is hidden as it is typed (a password).
    public var isSecure: Bool

    /// A field with a placeholder, optionally some text already, optionally secure.
    public init(placeholder: String, text: String = "", isSecure: Bool = false) {
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
    }
}

/// What an alert or confirmation dialog says and which buttons it has: its FlowController
/// describes it, and UIKit (`UIAlertController`) or SwiftUI (`alert`, `confirmationDialog`)
/// draws it. Every button closes the dialog and hands its value to the presenting route's
/// handler, which goes on from there (presents Settings, deletes the note).
public struct NavGraphAlert<Value: Sendable>: Sendable {
    /// The title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// The buttons, in order. With none, the dialog gets one "OK" button that ends the route
    /// without feedback, as SwiftUI does ("If no actions are present, the system includes a
    /// standard 'OK' action"): give one when the title must be localised.
    public var actions: [NavGraphAlertAction<Value>]
    /// The alert's text fields, in order; their text goes to the button tapped. A confirmation
    /// dialog shows none (neither UIKit's action sheets nor SwiftUI's dialogs have fields).
    public var textFields: [NavGraphAlertTextField]

    /// An alert or confirmation dialog with a title, an optional message, its buttons and, for
    /// an alert, text fields.
    public init(
        title: String, message: String? = nil, textFields: [NavGraphAlertTextField] = [], actions: [NavGraphAlertAction<Value>]
    ) {
        self.title = title
        self.message = message
        self.textFields = textFields
        self.actions = actions
    }

    /// The buttons drawn: the actions, or the one "OK" button.
    var shownActions: [NavGraphAlertAction<Value>] {
        actions.isEmpty ? [NavGraphAlertAction("OK", role: .cancel)] : actions
    }
}

/// The FlowController of a screen the system draws, under UIKit and SwiftUI alike: a plain
/// object that describes it (an alert, a confirmation dialog, a document picker). Its generated
/// contract gives `navGraphScreenKind`, and the kind's own protocol fixes `Feedback` to the
/// screen's feedback (`Never` when it has none). Such a screen is never saved with the navigation
/// state.
///
/// It is `Sendable`, as a view controller is: a main-actor object that generated code hands from
/// the maker to the closure that starts it.
@MainActor
public protocol NavGraphSystemOwnedScreen: NavGraphFlowController, Sendable {
    /// Which of the system's screens it is (given by its contract).
    var navGraphScreenKind: NavGraphScreenKind { get }
}

/// The FlowController of an alert or confirmation dialog (`kind: alert`,
/// `kind: confirmationDialog`): it describes the dialog, whose buttons hand back `Feedback`.
@MainActor
public protocol NavGraphAlertScreen: NavGraphSystemOwnedScreen {
    /// What a button hands back.
    associatedtype Feedback: Sendable
    /// The dialog, read when it is shown.
    var alert: NavGraphAlert<Feedback> { get }
}

/// An alert's buttons as a renderer draws them: titles and roles, the values left with the
/// FlowController.
public struct NavGraphShownAlert: Hashable, Sendable {
    /// One button.
    public struct Button: Hashable, Sendable {
        /// Its title.
        public var title: String
        /// Its role.
        public var role: NavGraphAlertRole
    }

    /// Alert or confirmation dialog.
    public var kind: NavGraphScreenKind
    /// The title.
    public var title: String
    /// The message, if any.
    public var message: String?
    /// The buttons, in order; the user's choice is reported by index (`NavGraphUserEvent.answered`).
    public var buttons: [Button]
    /// The text fields, in order (none for a confirmation dialog).
    public var textFields: [NavGraphAlertTextField]
}

extension NavGraphAlertScreen {
    /// The dialog as a renderer draws it.
    public var shownAlert: NavGraphShownAlert {
        let alert = self.alert
        return NavGraphShownAlert(
            kind: navGraphScreenKind, title: alert.title, message: alert.message,
            buttons: alert.shownActions.map { NavGraphShownAlert.Button(title: $0.title, role: $0.role) },
            textFields: navGraphScreenKind == .alert ? alert.textFields : [])
    }

    /// What the button at `index` hands back, given the fields' text; `nil` for none (or no
    /// such button).
    func feedback(ofButton index: Int, fields: [String]) -> (any Sendable)? {
        let actions = alert.shownActions
        return actions.indices.contains(index) ? actions[index].value(fields).map { $0 as any Sendable } : nil
    }
}
