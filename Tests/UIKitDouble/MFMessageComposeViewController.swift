import Foundation

/// How the person ended a message composition (MessageUI's `MessageComposeResult`: no saving).
public enum MessageComposeResult: Int, Sendable {
    /// "User canceled the composition."
    case cancelled
    /// "User successfully sent/queued the message."
    case sent
    /// "User's attempt to save or send was unsuccessful."
    case failed
}

/// The delegate a message composer reports the person's end to. MessageUI declares it without the
/// main actor (its controller calls it on the main thread), and so does the double.
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// "Delegate callback which is called upon user's completion of message composition." "Upon
    /// this call, the client should remove the view associated with the controller, typically by
    /// dismissing modally."
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The system's text message composer (MessageUI's `MFMessageComposeViewController`, kept in the
/// double's UIKit module as its PhotosUI types are), as MFMessageComposeViewController.h documents
/// it:
/// - "@interface MFMessageComposeViewController : UINavigationController": a navigation
///   controller, so a renderer that looks for its own navigation controllers among what is
///   presented meets it;
/// - "Prior to use, clients should verify the user has set up the device for sending messages via
///   +[MFMessageComposeViewController canSendText]": the test says whether the device can
///   (`deviceCanSendText`), and a composer made where it cannot is logged (`UIKitDouble.warn`);
/// - the person's Send or Cancel, or a failure, tells the delegate, and "Upon this call, the client
///   should remove the view associated with the controller": the double leaves it on screen,
///   whoever relies on it closing must close it.
@MainActor
open class MFMessageComposeViewController: UINavigationController {
    /// Whether the device can send text messages, for tests (not MessageUI's); `true` unless a
    /// test says otherwise.
    public static var deviceCanSendText = true

    /// "Returns YES if the user has set up the device for sending text only messages."
    open class func canSendText() -> Bool { deviceCanSendText }

    /// "This property is the delegate for the MFMessageComposeViewController method callbacks."
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// "This property sets the initial value of the To field for the message to the specified
    /// addresses."
    open var recipients: [String]?
    /// "This property sets the initial value of the body of the message to the specified content."
    open var body: String?

    /// A composer with an empty message (what `init()` makes).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        if !Self.deviceCanSendText { UIKitDouble.warn("MFMessageComposeViewController made on a device that cannot send messages") }
    }

    /// An empty composer: the header declares no initializer, so Swift's `init()` is NSObject's,
    /// which a navigation controller subclass that does not take `init(rootViewController:)`
    /// would not inherit in the double.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard in the double.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The person ends the composition as `result` says: the delegate is told, and the composer
    /// stays on screen until the app dismisses it.
    public func userFinishes(_ result: MessageComposeResult) {
        guard presentingViewController != nil, !isBeingDismissed else {
            return UIKitDouble.warn("the message composer is not on screen")
        }
        messageComposeDelegate?.messageComposeViewController(self, didFinishWith: result)
    }
}
