import NavGraphRuntime
import UIKit

/// Safari views under UIKit: an `SFSafariViewController` of the FlowController's page, whose Done
/// dismisses it (as its header says) and tells the renderer, which ends the route without
/// feedback; a page it cannot show never reaches UIKit.
extension UIKitScenarios {
    static let safariScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "safariDoneThenPresent": safariDoneThenPresent,
        "safariRefusesMailtoURL": safariRefusesMailtoURL,
    ]

    static func safariDoneThenPresent(_ run: ScenarioRun) {
        run.connect()
        run.list.whenRouteEnds = { list in list.present("Settings") }
        run.list.presentSafari(URL(string: "https://example.org/about")!)
        run.settle()
        guard let safari = run.presented as? SFSafariViewController else {
            return run.expect(false, "no Safari view shown: \(String(describing: run.presented))")
        }
        run.expect(safari.url == URL(string: "https://example.org/about"), "it shows the FlowController's page")
        run.expect(safari.delegate != nil, "the renderer is its delegate")
        safari.userTapsDone()
        run.settle()
        run.expect(run.journal == ["List heard Web ended"], "the route ended without feedback: \(run.journal)")
        run.expect(safari.presentingViewController == nil, "the Safari view dismissed itself")
        run.expect(run.top?.navGraphNode.rawValue == "Settings", "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.presented === run.top, "Settings is presented")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open")
    }

    static func safariRefusesMailtoURL(_ run: ScenarioRun) {
        run.connect()
        run.list.presentSafari(URL(string: "mailto:someone@example.org")!)
        run.settle()
        run.expect(run.presented == nil, "nothing is presented: \(String(describing: run.presented))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit was never handed the URL: \(UIKitDouble.log)")
        run.expect(run.journal == ["List heard Web ended"], "the refused route ended, as Done ends it: \(run.journal)")
        run.list.present("Sheet")
        run.settle()
        run.expect(run.presented === run.top && run.top?.navGraphNode.rawValue == "Sheet", "the list presents again")
    }
}
