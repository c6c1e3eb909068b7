import Foundation

/// How a mail or message composer ended, as the system reports it (MessageUI's
/// `MFMailComposeResult` and `MessageComposeResult` in one type, which headless tests, UIKit and
/// SwiftUI share), or that it was never shown: the device cannot send.
public enum NavGraphComposeResult: String, Hashable, Sendable, CaseIterable {
    /// "User successfully sent/queued the message."
    case sent
    /// "User successfully saved the message" (a mail draft; a message composer never saves).
    case saved
    /// "User canceled the composition."
    case cancelled
    /// "User's attempt to save or send was unsuccessful."
    case failed
    /// The device cannot send (`MFMailComposeViewController.canSendMail()` or
    /// `MFMessageComposeViewController.canSendText()` answered `false`), so nothing was presented:
    /// the opener may leave the app for a `mailto:` URL instead.
    case unavailable
}

/// The FlowController of a composer (`kind: mailComposer`, `kind: messageComposer`): it makes the screen's feedback from
/// how the composition ended. While the person writes, the composer refuses dismissal: links and
/// notifications wait behind it, as behind a presentation that refuses to close.
@MainActor
public protocol NavGraphComposerScreen: NavGraphSystemOwnedScreen {
    /// What the composer's end hands back.
    associatedtype Feedback: Sendable
    /// The value `result` hands back to the route that presented the composer; `nil` ends the
    /// route without feedback.
    func feedback(fromCompose result: NavGraphComposeResult) -> Feedback?
}

extension NavGraphComposerScreen where Feedback == Never {
    /// A composer that hands nothing back: its route only ends.
    public func feedback(fromCompose result: NavGraphComposeResult) -> Never? { nil }
}

/// The mail a mail composer starts with, which the person may still change: its recipients,
/// subject and body (`MFMailComposeViewController`'s `setToRecipients(_:)`, `setCcRecipients(_:)`,
/// `setBccRecipients(_:)`, `setSubject(_:)`, `setMessageBody(_:isHTML:)`).
public struct NavGraphMailDraft: Hashable, Sendable {
    /// The addresses of the "To" field.
    public var toRecipients: [String]
    /// The addresses of the "Cc" field.
    public var ccRecipients: [String]
    /// The addresses of the "Bcc" field.
    public var bccRecipients: [String]
    /// The subject.
    public var subject: String
    /// The body, plain text or HTML.
    public var body: String
    /// Whether `body` is HTML.
    public var isHTML: Bool

    /// A draft to `toRecipients` with `subject` and `body`, and the copies named.
    public init(
        toRecipients: [String] = [], ccRecipients: [String] = [], bccRecipients: [String] = [],
        subject: String = "", body: String = "", isHTML: Bool = false
    ) {
        self.toRecipients = toRecipients
        self.ccRecipients = ccRecipients
        self.bccRecipients = bccRecipients
        self.subject = subject
        self.body = body
        self.isHTML = isHTML
    }
}

/// The FlowController of a mail composer (`kind: mailComposer`): it says what the mail starts with,
/// and makes the screen's feedback from how the person ended it. The system shows it (UIKit's
/// `MFMailComposeViewController`; under SwiftUI the same controller in a sheet); on a device that
/// cannot send mail nothing is shown and the route ends at once with `unavailable`.
@MainActor
public protocol NavGraphMailComposerScreen: NavGraphComposerScreen {
    /// The mail the composer starts with, read when it is shown.
    var mailDraft: NavGraphMailDraft { get }
}

/// The message a message composer starts with, which the person may still change: its recipients
/// and body (`MFMessageComposeViewController`'s `recipients` and `body`).
public struct NavGraphMessageDraft: Hashable, Sendable {
    /// The phone numbers or addresses of the "To" field.
    public var recipients: [String]
    /// The body.
    public var body: String

    /// A message to `recipients` starting with `body`.
    public init(recipients: [String] = [], body: String = "") {
        self.recipients = recipients
        self.body = body
    }
}

/// The FlowController of a message composer (`kind: messageComposer`): it says what the message
/// starts with, and makes the screen's feedback from how the person ended it (never `saved`: a
/// message composer is sent, cancelled or fails). The system shows it (UIKit's
/// `MFMessageComposeViewController`; under SwiftUI the same controller in a sheet); on a device
/// that cannot send messages nothing is shown and the route ends at once with `unavailable`.
@MainActor
public protocol NavGraphMessageComposerScreen: NavGraphComposerScreen {
    /// The message the composer starts with, read when it is shown.
    var messageDraft: NavGraphMessageDraft { get }
}
