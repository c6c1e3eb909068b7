import Foundation

/// A service a share sheet offers (UIKit's `UIActivity`); the double has only its types.
@MainActor
open class UIActivity: NSObject {
    /// "The type of the service", a string: a built-in one, or a custom activity's.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// "The object posts the provided content to a new email message."
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        /// "The object posts the provided content to the pasteboard."
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    }
}

/// The system's share sheet (UIKit's `UIActivityViewController`), as Apple documents it:
/// - "On iPad, you must present the view controller in a popover": the double is an iPad, so it is
///   a popover, with a popover presentation controller the app points at its source;
/// - `completionWithItemsHandler` is "The completion handler to execute after the activity view
///   controller is dismissed": with "The type of the service that was selected by the user" and
///   whether it completed ("true if the service was performed or false if it was not. This
///   parameter is also set to false when the user dismisses the view controller without selecting
///   a service"). The sheet dismisses itself, then runs the handler once: after a service, after
///   its close button, and after a tap outside its popover (a user's dismissal without a service).
@MainActor
open class UIActivityViewController: UIViewController {
    /// What the handler gets: the service chosen (`nil` for none), whether it was performed, the
    /// items an extension returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// "The completion handler to execute after the activity view controller is dismissed."
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The items it was made to share.
    public private(set) var activityItems: [Any] = []

    /// "Initializes and returns a new activity view controller object that acts on the specified
    /// data."
    public convenience init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.init(nibName: nil, bundle: nil)
        self.activityItems = activityItems
        modalPresentationStyle = .popover
    }

    /// The person chooses the service `activityType`, performed (`completed`) or backed out of:
    /// the sheet is dismissed, then the handler told.
    public func userChooses(_ activityType: UIActivity.ActivityType, completed: Bool = true) {
        end(with: activityType, completed: completed)
    }

    /// The person closes the sheet without choosing a service: dismissed, then the handler told
    /// with no service.
    public func userCloses() {
        end(with: nil, completed: false)
    }

    /// A tap outside the popover dismisses it as any popover's does; the handler then hears that
    /// no service was chosen.
    override func userBeginsDismissal(interactive: Bool) -> Bool {
        guard super.userBeginsDismissal(interactive: interactive) else { return false }
        UIKitDouble.animate(true) { [self] in completionWithItemsHandler?(nil, false, nil, nil) }
        return true
    }

    private func end(with activityType: UIActivity.ActivityType?, completed: Bool) {
        guard presentingViewController != nil, !isBeingDismissed else {
            return UIKitDouble.warn("the share sheet is not on screen")
        }
        dismiss(animated: true) { [self] in completionWithItemsHandler?(activityType, completed, nil, nil) }
    }
}
