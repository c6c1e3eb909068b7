import NavGraphRuntime
import UIKit

/// Message composers under UIKit, as mail composers are: an `MFMessageComposeViewController`
/// holding the draft, dismissed by the renderer after its delegate hears the person's end; on a
/// device that cannot send messages, none is made.
extension UIKitScenarios {
    static let messageComposerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "messageComposerSentThenPresent": messageComposerSentThenPresent,
        "messageComposerUnavailable": messageComposerUnavailable,
    ]

    static func messageComposerSentThenPresent(_ run: ScenarioRun) {
        run.connect()
        run.list.whenRouteEnds = { list in list.present("Settings") }
        run.list.presentMessageComposer()
        run.settle()
        guard let composer = run.presented as? MFMessageComposeViewController else {
            return run.expect(false, "no message composer shown: \(String(describing: run.presented))")
        }
        run.expect(composer.recipients == ["+15555550100"] && composer.body == "Join me", "it holds the draft")
        run.expect(composer.messageComposeDelegate != nil, "the renderer is its delegate")
        composer.userFinishes(.sent)
        run.settle()
        run.expect(run.journal == ["List got Invite 1"], "the route ended with the result: \(run.journal)")
        run.expect(composer.presentingViewController == nil, "the renderer dismissed it")
        run.expect(run.top?.navGraphNode.rawValue == "Settings" && run.presented === run.top, "the handler's route was taken")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func messageComposerUnavailable(_ run: ScenarioRun) {
        run.connect()
        MFMessageComposeViewController.deviceCanSendText = false
        defer { MFMessageComposeViewController.deviceCanSendText = true }
        run.list.presentMessageComposer()
        run.settle()
        run.expect(run.presented == nil, "nothing is presented: \(String(describing: run.presented))")
        run.expect(run.journal == ["List got Invite 0"], "the route ended with unavailable: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "no composer was made: \(UIKitDouble.log)")
    }
}
