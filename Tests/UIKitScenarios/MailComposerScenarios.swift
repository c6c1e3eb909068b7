import NavGraphRuntime
import UIKit

/// Mail composers under UIKit: an `MFMailComposeViewController` holding the FlowController's
/// draft, which the renderer dismisses after its delegate hears the person's end (as its header
/// asks) before ending the route; on a device that cannot send mail, none is made.
extension UIKitScenarios {
    static let mailComposerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "mailComposerSentThenPresent": mailComposerSentThenPresent,
        "mailComposerUnavailable": mailComposerUnavailable,
    ]

    static func mailComposerSentThenPresent(_ run: ScenarioRun) {
        run.connect()
        run.list.whenRouteEnds = { list in list.present("Settings") }
        run.list.presentMailComposer()
        run.settle()
        guard let composer = run.presented as? MFMailComposeViewController else {
            return run.expect(false, "no mail composer shown: \(String(describing: run.presented))")
        }
        run.expect(composer.toRecipients == ["support@example.org"] && composer.subject == "Report", "it holds the draft")
        run.expect(composer.body.text == "It broke." && !composer.body.isHTML, "and its body")
        run.expect(composer.mailComposeDelegate != nil, "the renderer is its delegate")
        composer.userFinishes(.sent)
        run.settle()
        run.expect(run.journal == ["List got Mail 1"], "the route ended with the result: \(run.journal)")
        run.expect(composer.presentingViewController == nil, "the renderer dismissed it")
        run.expect(run.top?.navGraphNode.rawValue == "Settings" && run.presented === run.top, "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func mailComposerUnavailable(_ run: ScenarioRun) {
        run.connect()
        MFMailComposeViewController.deviceCanSendMail = false
        defer { MFMailComposeViewController.deviceCanSendMail = true }
        run.list.presentMailComposer()
        run.settle()
        run.expect(run.presented == nil, "nothing is presented: \(String(describing: run.presented))")
        run.expect(run.journal == ["List got Mail 0"], "the route ended with unavailable: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "no composer was made: \(UIKitDouble.log)")
        run.list.present("Sheet")
        run.settle()
        run.expect(run.presented === run.top && run.top?.navGraphNode.rawValue == "Sheet", "the list presents again")
    }
}
