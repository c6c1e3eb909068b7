#if canImport(UIKit)
import UIKit
#if canImport(MessageUI)
import MessageUI
#endif

/// Mail composers under UIKit: an `MFMailComposeViewController` holding the FlowController's draft,
/// presented as the system presents it, whose delegate is the renderer's.
///
/// "Prior to use, clients should verify the user has set up the device for sending email via
/// +[MFMailComposeViewController canSendMail]" (MFMailComposeViewController.h): the renderer
/// answers `systemCanShow(.mailComposer)` with it, and a route to a composer the device cannot send
/// with presents nothing. `mailComposeController(_:didFinishWith:error:)`: "Upon this call, the
/// client should remove the view associated with the controller, typically by dismissing
/// modally": the renderer dismisses it, then reports the result, and the next presentation waits
/// for that dismissal.
extension NavGraphUIKitRenderer {
    /// The mail composer for the entry `id`, or `nil` when its FlowController is not a mail
    /// composer screen.
    func mailComposerController(_ id: NavGraphEntryID) -> MFMailComposeViewController? {
        guard let screen = navigation.flowController(for: id) as? any NavGraphMailComposerScreen else { return nil }
        let composer = MFMailComposeViewController(draft: screen.mailDraft)
        let delegate = NavGraphMailComposerDelegate(renderer: self, sheet: id)
        composer.mailComposeDelegate = delegate
        systemSheetDelegates[id] = delegate
        return composer
    }

    /// Whether the device can show `kind`: a mail composer only where it can send mail.
    func systemCanShow(_ kind: NavGraphScreenKind) -> Bool {
        kind != .mailComposer || MFMailComposeViewController.canSendMail()
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
}

/// Reports a mail composer's end to the state machine, once the renderer has dismissed it.
/// MessageUI does not isolate its delegate to the main actor, but calls it on the main thread.
@MainActor
final class NavGraphMailComposerDelegate: NavGraphSystemSheetDelegate, @preconcurrency MFMailComposeViewControllerDelegate {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
        close(controller, reporting: .composed(sheet, NavGraphComposeResult(result)))
    }
}
#endif
