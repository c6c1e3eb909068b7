#if canImport(UIKit)
import UIKit
#if canImport(MessageUI)
import MessageUI
#endif

/// Mail and message composers under UIKit: an `MFMailComposeViewController` or
/// `MFMessageComposeViewController` holding the FlowController's draft, presented as the system
/// presents it, whose delegate is the renderer's.
///
/// "Prior to use, clients should verify the user has set up the device for sending email via
/// +[MFMailComposeViewController canSendMail]" (MFMailComposeViewController.h; "for sending
/// messages via +[MFMessageComposeViewController canSendText]", MFMessageComposeViewController.h):
/// the renderer answers `systemCanShow(_:)` with them, and a route to a composer the device cannot
/// send with presents nothing. Both delegates' calls say "Upon this call, the client should remove
/// the view associated with the controller, typically by dismissing modally": the renderer
/// dismisses it, then reports the result, and the next presentation waits for that dismissal.
extension NavGraphUIKitRenderer {
    /// The mail composer for the entry `id`, or `nil` when its FlowController is not a mail
    /// composer screen.
    func mailComposerController(_ id: NavGraphEntryID) -> MFMailComposeViewController? {
        systemSheet(id, delegate: NavGraphMailComposerDelegate.init) { (screen: any NavGraphMailComposerScreen, delegate) in
            let composer = MFMailComposeViewController(draft: screen.mailDraft)
            composer.mailComposeDelegate = delegate
            return composer
        }
    }

    /// The message composer for the entry `id`, or `nil` when its FlowController is not a message
    /// composer screen.
    func messageComposerController(_ id: NavGraphEntryID) -> MFMessageComposeViewController? {
        systemSheet(id, delegate: NavGraphMessageComposerDelegate.init) { (screen: any NavGraphMessageComposerScreen, delegate) in
            let composer = MFMessageComposeViewController(draft: screen.messageDraft)
            composer.messageComposeDelegate = delegate
            return composer
        }
    }

    /// Whether the device can show `kind`: a mail or message composer only where it can send
    /// mail or messages.
    func systemCanShow(_ kind: NavGraphScreenKind) -> Bool {
        switch kind {
        case .mailComposer: MFMailComposeViewController.canSendMail()
        case .messageComposer: MFMessageComposeViewController.canSendText()
        default: true
        }
    }
}

extension MFMailComposeViewController {
    /// A composer holding `draft`.
    convenience init(draft: NavGraphMailDraft) {
        self.init()
        setToRecipients(draft.toRecipients)
        setCcRecipients(draft.ccRecipients)
        setBccRecipients(draft.bccRecipients)
        setSubject(draft.subject)
        setMessageBody(draft.body, isHTML: draft.isHTML)
    }
}

extension MFMessageComposeViewController {
    /// A composer holding `draft`.
    convenience init(draft: NavGraphMessageDraft) {
        self.init()
        recipients = draft.recipients
        body = draft.body
    }
}

extension NavGraphComposeResult {
    /// How MessageUI says the mail composition ended.
    init(_ result: MFMailComposeResult) {
        switch result {
        case .sent: self = .sent
        case .saved: self = .saved
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        @unknown default: self = .failed
        }
    }

    /// How MessageUI says the message composition ended (never saved).
    init(_ result: MessageComposeResult) {
        switch result {
        case .sent: self = .sent
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        @unknown default: self = .failed
        }
    }
}

/// Reports a mail composer's end to the state machine, once the renderer has dismissed it.
/// MessageUI does not isolate its delegate to the main actor, but calls it on the main thread.
@MainActor
final class NavGraphMailComposerDelegate: NavGraphSystemSheetDelegate, @preconcurrency MFMailComposeViewControllerDelegate {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
        close(controller, reporting: .composed(sheet, NavGraphComposeResult(result)))
    }
}

/// Reports a message composer's end to the state machine, once the renderer has dismissed it.
/// MessageUI does not isolate its delegate to the main actor, but calls it on the main thread.
@MainActor
final class NavGraphMessageComposerDelegate: NavGraphSystemSheetDelegate, @preconcurrency MFMessageComposeViewControllerDelegate {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
        close(controller, reporting: .composed(sheet, NavGraphComposeResult(result)))
    }
}
#endif
