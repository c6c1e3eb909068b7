import NavGraphRuntime
import UIKit

/// The UIKit twins of HeadlessSubflowTests: a sub-flow's screens are view controllers of the
/// opener's navigation controller (UIKit refuses to push a navigation controller: "Pushing a
/// navigation controller is not supported"), ended in one pop, gone back from one by one, and
/// restored into the one navigation controller.
extension UIKitScenarios {
    static let subflowScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "subflowEndedFromDeepInside": subflowEndedFromDeepInside,
        "subflowSwipedBackScreenByScreen": subflowSwipedBackScreenByScreen,
        "subflowRestored": subflowRestored,
        "subflowPresentsFromItsTopScreen": subflowPresentsFromItsTopScreen,
    ]

    private static func names(_ navigationController: UINavigationController?) -> [String?]? {
        navigationController?.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue }
    }

    static func subflowEndedFromDeepInside(_ run: ScenarioRun) {
        run.connect()
        run.list.pushSubflow()
        run.settle()
        run.top?.push("Replies")
        run.settle()
        run.top?.push("Reply")
        run.settle()
        run.expect(names(run.feedStack) == ["List", "Post", "Replies", "Reply"], "one navigation controller: \(String(describing: names(run.feedStack)))")
        run.expect(run.top?.navigationController === run.feedStack, "the sub-flow's screens are in the Feed tab's navigation controller")
        run.top?.finishFlow("Thread", feedback: 7)
        run.settle()
        run.expect(names(run.feedStack) == ["List"], "one pop to the opener: \(String(describing: names(run.feedStack)))")
        run.expect(run.journal.last == "List got Thread 7", "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func subflowSwipedBackScreenByScreen(_ run: ScenarioRun) {
        run.connect()
        run.list.select("Settings")
        run.settle()
        run.app?.menu.pushSubflow()
        run.settle()
        run.top?.push("Replies")
        run.settle()
        let settingsStack = run.top?.navigationController
        run.expect(names(settingsStack) == ["Menu", "Post", "Replies"], "\(String(describing: names(settingsStack)))")
        UIKitDouble.userSwipesBack(settingsStack!, completing: true)
        run.settle()
        run.expect(names(settingsStack) == ["Menu", "Post"] && run.top?.navGraphNode.rawValue == "Post", "the swipe pops Replies")
        UIKitDouble.userTapsBack(settingsStack!)
        run.settle()
        run.expect(run.top === run.app?.menu, "the back button leaves the sub-flow")
        run.expect(run.journal.filter { $0.hasPrefix("Menu") } == ["Menu heard Thread ended"], "the opener is told once: \(run.journal)")
        run.expect(names(run.feedStack) == ["List"], "the Feed tab's stack is untouched")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func subflowRestored(_ run: ScenarioRun) {
        run.connect()
        run.list.pushSubflow()
        run.settle()
        run.top?.push("Replies")
        run.settle()
        guard let saved = run.navigator?.navigation.saved(as: String.self) else { return run.expect(false, "the state saves") }
        let journal = run.relaunch(restoring: saved)
        let stack = run.top?.navigationController
        run.expect(names(stack) == ["List", "Post", "Replies"], "one navigation controller holds the sub-flow: \(String(describing: names(stack)))")
        UIKitDouble.userTapsBack(stack!)
        run.settle()
        UIKitDouble.userTapsBack(stack!)
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "List", "back to the opener")
        run.expect(journal.events.suffix(2) == ["Post heard Replies ended", "List heard Thread ended"], "\(journal.events)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A sub-flow's own route presents over it: a sub-flow has no view controller in the window,
    /// so its top screen presents ("the view controller that calls this method" presents; one
    /// outside the window hierarchy cannot).
    static func subflowPresentsFromItsTopScreen(_ run: ScenarioRun) {
        run.connect()
        run.list.pushSubflow()
        run.settle()
        run.top?.push("Replies")
        run.settle()
        let replies = run.top
        guard let post = replies?.navigationController?.viewControllers[1] as? Screen,
              let threadID = run.state[run.navigator!.navigation.entryID(of: post)!]?.parent,
              let thread = run.navigator?.navigation.flowController(for: threadID) as? Screen else { return run.expect(false, "the sub-flow is shown") }
        thread.present("Sheet")
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Sheet", "the sub-flow's route presents")
        run.expect(replies?.presentedViewController === run.top, "from the sub-flow's top screen")
        run.top?.finish(with: 4)
        run.settle()
        run.expect(run.top === replies && run.journal.last == "Thread got Sheet 4", "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
