import NavGraphRuntime
import UIKit

/// Mail and message composers under UIKit: an `MFMailComposeViewController` or
/// `MFMessageComposeViewController` holding the FlowController's draft, which the renderer
/// dismisses after its delegate hears the person's end (as each header asks) before ending the
/// route; on a device that cannot send mail, or messages, none is made. The two run the same
/// scenarios, each with its own composer (`Composer`).
extension UIKitScenarios {
    static let mailComposerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "mailComposerSentThenPresent": { composerSentThenPresent($0, .mail) },
        "mailComposerUnavailable": { composerUnavailable($0, .mail) },
    ]

    static let messageComposerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "messageComposerSentThenPresent": { composerSentThenPresent($0, .message) },
        "messageComposerUnavailable": { composerUnavailable($0, .message) },
    ]

    /// One of the system's composers, as the scenarios drive it.
    @MainActor
    struct Composer {
        /// "mail composer", "message composer".
        let name: String
        /// The name the list's journal gives its route's feedback: "Mail", "Invite".
        let journalName: String
        /// The list's route that presents it.
        let present: @MainActor (Screen) -> Void
        /// Checks the composer shown: the draft it holds and its delegate; `false` when it is
        /// not this composer.
        let holdsDraft: @MainActor (UIViewController, ScenarioRun) -> Bool
        /// The person sends the composed mail or message.
        let userSends: @MainActor (UIViewController) -> Void
        /// Says whether the device can send with it (`canSendMail()`, `canSendText()`).
        let setDeviceCanSend: @MainActor (Bool) -> Void

        static let mail = Composer(
            name: "mail composer", journalName: "Mail", present: { $0.presentMailComposer() },
            holdsDraft: { shown, run in
                guard let composer = shown as? MFMailComposeViewController else { return false }
                run.expect(composer.toRecipients == ["support@example.org"] && composer.subject == "Report", "it holds the draft")
                run.expect(composer.body.text == "It broke." && !composer.body.isHTML, "and its body")
                run.expect(composer.mailComposeDelegate != nil, "the renderer is its delegate")
                return true
            },
            userSends: { ($0 as? MFMailComposeViewController)?.userFinishes(.sent) },
            setDeviceCanSend: { MFMailComposeViewController.deviceCanSendMail = $0 })

        static let message = Composer(
            name: "message composer", journalName: "Invite", present: { $0.presentMessageComposer() },
            holdsDraft: { shown, run in
                guard let composer = shown as? MFMessageComposeViewController else { return false }
                run.expect(composer.recipients == ["+15555550100"] && composer.body == "Join me", "it holds the draft")
                run.expect(composer.messageComposeDelegate != nil, "the renderer is its delegate")
                return true
            },
            userSends: { ($0 as? MFMessageComposeViewController)?.userFinishes(.sent) },
            setDeviceCanSend: { MFMessageComposeViewController.deviceCanSendText = $0 })
    }

    static func composerSentThenPresent(_ run: ScenarioRun, _ kind: Composer) {
        run.connect()
        run.list.whenRouteEnds = { list in list.present("Settings") }
        kind.present(run.list)
        run.settle()
        guard let composer = run.presented, kind.holdsDraft(composer, run) else {
            return run.expect(false, "no \(kind.name) shown: \(String(describing: run.presented))")
        }
        kind.userSends(composer)
        run.settle()
        run.expect(run.journal == ["List got \(kind.journalName) 1"], "the route ended with the result: \(run.journal)")
        run.expect(composer.presentingViewController == nil, "the renderer dismissed it")
        run.expect(run.top?.navGraphNode.rawValue == "Settings" && run.presented === run.top, "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func composerUnavailable(_ run: ScenarioRun, _ kind: Composer) {
        run.connect()
        kind.setDeviceCanSend(false)
        defer { kind.setDeviceCanSend(true) }
        kind.present(run.list)
        run.settle()
        run.expect(run.presented == nil, "nothing is presented: \(String(describing: run.presented))")
        run.expect(run.journal == ["List got \(kind.journalName) 0"], "the route ended with unavailable: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "no composer was made: \(UIKitDouble.log)")
        run.list.present("Sheet")
        run.settle()
        run.expect(run.presented === run.top && run.top?.navGraphNode.rawValue == "Sheet", "the list presents again")
    }
}
