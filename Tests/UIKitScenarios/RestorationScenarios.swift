import NavGraphRuntime
import UIKit

/// Restoring a saved state with the UIKit navigator: the twin of HeadlessRestoreTests.
extension UIKitScenarios {
    static func restoredState(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        run.top?.present("Compose", NavGraphPresentationOptions(embedInStack: true))
        run.settle()
        run.top?.push("Step")
        run.settle()
        guard let saved = run.navigator?.navigation.saved(as: String.self) else { return run.expect(false, "the state saves") }

        // The scene connects again: a new window and navigator show what was saved.
        let journal = run.relaunch(restoring: saved)
        guard let navigator = run.navigator, let window = run.window else { return run.expect(false, "relaunched") }
        run.expect(!navigator.navigation.isTransitioning, "drawn without an animation to wait for")
        run.expect(window.isKeyWindow && window.rootViewController != nil, "the window shows the graph")
        let step = run.top
        let composeStack = step?.navigationController
        run.expect(composeStack?.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue } == ["Compose", "Step"], "the presented stack holds both")
        let detail = navigator.state.visibleEntries.lazy.compactMap { navigator.navigation.flowController(for: $0) as? Screen }
            .first { $0.navGraphNode.rawValue == "Detail" }
        run.expect(detail?.presentedViewController === composeStack, "the stack is presented over Detail")
        run.expect(detail?.navigationController?.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue } == ["List", "Detail"], "Feed's stack holds List and Detail")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")

        step?.finish(with: 5)
        run.settle()
        run.expect(journal.events.last == "Compose got Step 5", "the restored opener receives the feedback: \(journal.events)")
        UIKitDouble.userTapsBack(composeStack!)
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Compose", "the back button pops within the restored stack")
    }
}

/// The save and restore property against the UIKit double: the twin of SaveRestorePropertyTests.
extension UIKitScenarios {
    /// Random routes, links and the user's gestures through the double; after each settled step,
    /// the saved state restores, in a new window, to itself, and UIKit refuses nothing. Every
    /// failure names the seed (`NAVGRAPH_PROPERTY_SEED` replays it).
    static func saveRestoreProperty(_ run: ScenarioRun) {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        var random = SeededGenerator(seed: seed)
        for round in 0..<10 {
            run.connect()
            guard let navigation = run.navigator?.navigation else { return run.expect(false, "connected") }
            let placements = TestPlacements(journal: run.app!.journal)
            for step in 0..<25 {
                let action = userOrAppStep(run, placements, &random)
                run.settle()
                let context = "seed \(seed), round \(round), step \(step): \(action)"
                guard let state = navigation.saved(as: String.self) else { return run.expect(false, "\(context): saves") }
                let window = UIWindow(windowScene: run.scene)
                let restored = NavGraphUIKitNavigator(window: window)
                let journal = Journal()
                let restoredPlacements = TestPlacements(journal: journal)
                do {
                    try restored.navigation.restore(state, entry: Screen("Root", journal: journal), startEntry: {}) {
                        switch $0.rawValue {
                        case "Detail": restoredPlacements.detail
                        case "Compose": restoredPlacements.compose
                        default: nil
                        }
                    }
                } catch {
                    return run.expect(false, "\(context): \(error)")
                }
                run.settle()
                run.expect(restored.navigation.saved(as: String.self) == state, "\(context): the same state")
                run.expect(!restored.navigation.isTransitioning && !navigation.isTransitioning, "\(context): no transition stays open")
                run.expect(UIKitDouble.log.isEmpty, "\(context): UIKit refused nothing: \(UIKitDouble.log)")
                if !UIKitDouble.log.isEmpty { return }
            }
        }
    }

    /// One random thing the app or the user does through the double; returns what it was.
    private static func userOrAppStep(_ run: ScenarioRun, _ placements: TestPlacements, _ random: inout SeededGenerator) -> String {
        let top = run.top
        switch Int.random(in: 0..<9, using: &random) {
        case 0: top?.push(["Detail", "Other", "Step"].randomElement(using: &random)!); return "push"
        case 1: top?.present("Sheet"); return "present Sheet"
        case 2: top?.present("Compose", NavGraphPresentationOptions(embedInStack: true)); return "present Compose"
        case 3: top?.finish(with: 1); return "finish"
        case 4:
            guard let stack = top?.navigationController, stack.viewControllers.count > 1 else { return "back (nothing)" }
            UIKitDouble.userTapsBack(stack)
            return "back"
        case 5: _ = top.map(UIKitDouble.userDismisses); return "swipe down"
        case 6: _ = UIKitDouble.userTapsTab(run.tabBar, at: Int.random(in: 0...1, using: &random)); return "tab"
        case 7: run.navigator?.navigation.open("7", placement: placements.detail); return "link Detail"
        default: run.navigator?.navigation.open("draft", placement: placements.compose); return "link Compose"
        }
    }
}
