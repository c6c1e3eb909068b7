import NavGraphRuntime
import UIKit

/// Leaving the app under UIKit: the window's scene opens the URL (`UIScene.open(_:options:completionHandler:)`),
/// nothing is presented, and the route ends with the system's answer, after which its handler may
/// present at once.
extension UIKitScenarios {
    static let openURLScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "openURLAnswerThenPresent": openURLAnswerThenPresent,
        "openURLNotOpened": openURLNotOpened,
    ]

    static func openURLAnswerThenPresent(_ run: ScenarioRun) {
        run.connect()
        let before = run.state
        run.list.whenRouteEnds = { list in
            list.whenRouteEnds = nil
            list.present("Settings")
        }
        run.list.presentOutside()
        run.expect(run.scene.openedURLs == [URL(string: UIApplication.openSettingsURLString)!], "the scene opened the Settings app: \(run.scene.openedURLs)")
        run.expect(run.presented == nil && run.state == before, "nothing is presented or changed while the system answers")
        run.expect(run.journal.isEmpty, "the route waits for the answer: \(run.journal)")
        run.settle()
        run.expect(run.journal == ["List got Leave 1"], "the route ended with the answer: \(run.journal)")
        run.expect(run.top?.navGraphNode.rawValue == "Settings" && run.presented === run.top, "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open")
    }

    static func openURLNotOpened(_ run: ScenarioRun) {
        run.connect()
        run.scene.systemOpensURLs = false
        let url = URL(string: "mailto:support@example.org")!
        run.list.presentOutside(url)
        run.settle()
        run.expect(run.scene.openedURLs == [url], "handed to the system: \(run.scene.openedURLs)")
        run.expect(run.journal == ["List got Leave 0"], "the route heard it did not open: \(run.journal)")
        run.expect(run.presented == nil, "nothing is presented: \(String(describing: run.presented))")
    }
}
