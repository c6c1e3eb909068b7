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
        let window = UIWindow(windowScene: run.scene)
        let navigator = NavGraphUIKitNavigator(window: window)
        let journal = Journal()
        do {
            try navigator.navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {})
        } catch {
            run.expect(false, "restored: \(error)")
        }
        run.app = nil
        run.window = window
        run.navigator = navigator
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
