import Foundation

/// How the person ended a mail composition (MessageUI's `MFMailComposeResult`).
public enum MFMailComposeResult: Int, Sendable {
    /// "User canceled the composition."
    case cancelled
    /// "User successfully saved the message."
    case saved
    /// "User successfully sent/queued the message."
    case sent
    /// "User's attempt to save or send was unsuccessful."
    case failed
}

/// The delegate a mail composer reports the person's end to. MessageUI declares it without the
/// main actor (its controller calls it on the main thread), and so does the double.
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// "Delegate callback which is called upon user's completion of email composition." "Upon
    /// this call, the client should remove the view associated with the controller, typically by
    /// dismissing modally."
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

/// The system's mail composer (MessageUI's `MFMailComposeViewController`, kept in the double's UIKit
/// module as its PhotosUI types are), as MFMailComposeViewController.h documents it:
/// - "@interface MFMailComposeViewController : UINavigationController": a navigation controller,
///   so a renderer that looks for its own navigation controllers among what is presented meets it;
/// - "Prior to use, clients should verify the user has set up the device for sending email via
///   +[MFMailComposeViewController canSendMail]": the test says whether the device can
///   (`deviceCanSendMail`), and a composer presented where it cannot is logged (`UIKitDouble.warn`);
/// - the person's Send, Cancel (then Delete Draft or Save Draft), or a failure tells the delegate,
///   and "Upon this call, the client should remove the view associated with the controller": the
///   double leaves it on screen, whoever relies on it closing must close it.
@MainActor
open class MFMailComposeViewController: UINavigationController {
    /// Whether the device has a mail account set up, for tests (not MessageUI's); `true` unless a
    /// test says otherwise.
    public static var deviceCanSendMail = true

    /// "Returns YES if the user has set up the device for sending email."
    open class func canSendMail() -> Bool { deviceCanSendMail }

    /// "This property is the delegate for the MFMailComposeViewControllerDelegate method callbacks."
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The draft as the app set it, for tests (not MessageUI's).
    public private(set) var toRecipients: [String] = []
    /// The "Cc" addresses the app set, for tests.
    public private(set) var ccRecipients: [String] = []
    /// The "Bcc" addresses the app set, for tests.
    public private(set) var bccRecipients: [String] = []
    /// The subject the app set, for tests.
    public private(set) var subject = ""
    /// The body the app set, and whether it is HTML, for tests.
    public private(set) var body = (text: "", isHTML: false)

    /// A composer with an empty mail (what `init()` makes).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        if !Self.deviceCanSendMail { UIKitDouble.warn("MFMailComposeViewController made on a device that cannot send mail") }
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

    /// "This method sets the Subject header for the email message."
    open func setSubject(_ subject: String) { self.subject = subject }
    /// "This method sets the To header for the email message to the specified email addresses."
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    /// "This method sets the CC header for the email message to the specified email addresses."
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    /// "This method sets the BCC header for the email message to the specified email addresses."
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
    /// "This method sets the body of the email message to the specified content."
    open func setMessageBody(_ body: String, isHTML: Bool) { self.body = (body, isHTML) }

    /// The person ends the composition as `result` says: the delegate is told, and the composer
    /// stays on screen until the app dismisses it.
    public func userFinishes(_ result: MFMailComposeResult) {
        guard presentingViewController != nil, !isBeingDismissed else {
            return UIKitDouble.warn("the mail composer is not on screen")
        }
        mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: nil)
    }
}
