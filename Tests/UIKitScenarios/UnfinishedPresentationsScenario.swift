import NavGraphRuntime
import UIKit

/// The property of Tests/NavGraphRuntimeTests/UnfinishedPresentationsProperty.swift on the UIKit
/// double: the app's own presentations are view controllers it presents itself, marked
/// `isModalInPresentation` when they refuse; a graph screen marks itself the same way; the person
/// swipes down whatever is on top, as UIKit lets them. After every step the double shows what the
/// state says, besides the property's own checks.
extension UIKitScenarios {
    static func unfinishedPresentationsProperty(_ run: ScenarioRun) {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        var random = SeededGenerator(seed: seed)
        for round in 0..<12 {
            run.connect()
            var property = UnfinishedPresentationsProperty(DoubleWorld(run))
            let trace = ProcessInfo.processInfo.environment["NAVGRAPH_TRACE"] == nil ? nil : { (line: String) in print(round, line) }
            property.run(steps: 40, context: "seed \(seed), round \(round)", &random, trace: trace)
            for failure in property.failures { run.expect(false, failure) }
            if !run.failures.isEmpty { return }
        }
    }
}

/// The test app on the UIKit double, and the app's own presentations.
@MainActor
private final class DoubleWorld: UnfinishedPresentationsWorld {
    let run: ScenarioRun
    let placements: TestPlacements
    private var own: [UIViewController] = []

    init(_ run: ScenarioRun) {
        self.run = run
        placements = TestPlacements(journal: run.app!.journal)
    }

    var navigation: NavGraphStateMachine { run.navigator!.navigation }
    var journal: Journal { run.app!.journal }
    var appPresentations: [(id: ObjectIdentifier, refuses: Bool)] {
        own.removeAll { $0.presentingViewController == nil }
        return own.map { (ObjectIdentifier($0), $0.isModalInPresentation) }
    }

    /// What is presented on top of everything in the window, or its root.
    private var topMost: UIViewController? {
        var current = run.window?.rootViewController
        while let presented = current?.presentedViewController, presented !== current { current = presented }
        return current
    }

    func appPresents(refusing: Bool) {
        let composer = UIViewController()
        composer.isModalInPresentation = refusing
        topMost?.present(composer, animated: true)
        own.append(composer)
    }

    func appPresentationRefuses(_ refusing: Bool) {
        _ = appPresentations
        own.last?.isModalInPresentation = refusing
    }

    func appDismissesItsPresentation() {
        _ = appPresentations
        own.last?.dismiss(animated: true)
    }

    func userSwipesDown() {
        guard let presented = topMost, presented !== run.window?.rootViewController else { return }
        UIKitDouble.userDismisses(presented)
    }

    func markModal(_ screen: Screen, _ modal: Bool) {
        screen.isModalInPresentation = modal
    }

    func settle() {
        run.settle()
        // As the next command would: what the app dismissed without the navigator hearing it.
        navigation.followScreen()
    }

    func mismatch() -> String? {
        if !UIKitDouble.log.isEmpty { return "UIKit refused: \(UIKitDouble.log)" }
        return UIKitScenarios.mismatch(run)
    }
}
