/// What a screen shows: its own view, one of the system's dialogs, whose look UIKit and SwiftUI
/// own and whose buttons are the only way out, or a system sheet, whose look and way out the
/// system owns and whose result the screen's FlowController makes its feedback of. The graph's `kind:` on a screen (parsed
/// by raw value).
///
/// The questions asked of a screen kind are properties here, each one exhaustive `switch`.
public enum NavGraphScreenKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// A view the app draws (a view controller, a SwiftUI view); the graph's default.
    case view
    /// An alert: a title, a message and buttons in the middle of the screen (UIKit's
    /// `UIAlertController` with `.alert`, SwiftUI's `alert(_:isPresented:actions:message:)`).
    case alert
    /// A confirmation dialog, or action sheet: a choice of buttons sliding up from the bottom on
    /// an iPhone, in a popover on an iPad (UIKit's `UIAlertController` with `.actionSheet`,
    /// SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`).
    case confirmationDialog
    /// A document picker: the Files browser, handing back the documents the person picked
    /// (UIKit's `UIDocumentPickerViewController`, SwiftUI's `fileImporter`).
    case documentPicker
    /// A Safari view: a web page in Safari's own browser inside the app, closed by its Done button
    /// (UIKit's `SFSafariViewController`; SwiftUI has none, so the runtime shows the same
    /// controller in a sheet).
    case safari
    /// A share sheet: the services the person may hand the app's items to, a popover at what was
    /// tapped on an iPad (UIKit's `UIActivityViewController`; SwiftUI's `ShareLink` is a button no
    /// route can open, so the runtime shows the same controller).
    case share
    /// A photo picker: the photo library, handing back the items the person picked (UIKit's
    /// `PHPickerViewController`, SwiftUI's `photosPicker`).
    case photoPicker
    /// A web authentication session: a sign-in page in the system's browser, handing back the
    /// callback URL the service redirects to (UIKit's `ASWebAuthenticationSession`, SwiftUI's
    /// `webAuthenticationSession` environment action).
    case webAuthentication

    /// What a screen that names no `kind` is.
    public static let graphDefault = NavGraphScreenKind.view

    /// Whether the system draws the screen from the buttons its FlowController describes, so
    /// that it has no view of its own, no routes (a button hands back a value, and the opener's
    /// handler goes on from there), and is only ever presented, with no presentation options.
    public var isDialog: Bool {
        switch self {
        case .view: false
        case .alert, .confirmationDialog: true
        case .documentPicker, .safari, .share, .photoPicker, .webAuthentication: false
        }
    }

    /// Whether the system shows the screen as a sheet of its own, whose result (the picked
    /// documents or photos, the service shared with, the sign-in's callback URL; a Safari view has none) the FlowController makes the screen's feedback of.
    public var isSystemSheet: Bool {
        switch self {
        case .view, .alert, .confirmationDialog: false
        case .documentPicker, .safari, .share, .photoPicker, .webAuthentication: true
        }
    }

    /// Whether the system shows the screen as a popover on an iPad, pointing at what the person
    /// tapped (the route's anchor): a confirmation dialog ("you must provide location information
    /// for an action sheet") and a share sheet ("On iPad, you must present the view controller in a
    /// popover").
    public var isPopoverOnIPad: Bool {
        switch self {
        case .view, .alert, .documentPicker, .safari, .photoPicker, .webAuthentication: false
        case .confirmationDialog, .share: true
        }
    }

    /// Whether the system, not the app, draws the screen: a dialog or a system sheet. Such a
    /// screen has no routes, is only presented by a route (no presentation options), and is
    /// never restored.
    public var isSystemOwned: Bool { isDialog || isSystemSheet }

    /// The kind as a message names a screen of it: "an alert", "a document picker".
    public var described: String {
        switch self {
        case .view: "a screen"
        case .alert: "an alert"
        case .confirmationDialog: "a confirmation dialog"
        case .documentPicker: "a document picker"
        case .safari: "a Safari view"
        case .share: "a share sheet"
        case .photoPicker: "a photo picker"
        case .webAuthentication: "a web authentication session"
        }
    }
}
