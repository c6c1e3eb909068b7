import NavGraphRuntime
import UIKit

/// One scenario's window, navigator and test app, made the way a scene delegate makes them,
/// and the expectations that failed.
@MainActor
final class ScenarioRun {
    private(set) var failures: [String] = []
    let scene = UIWindowScene()
    var window: UIWindow?
    var app: TestApp?
    weak var navigator: NavGraphUIKitNavigator?

    /// Connects the scene: a window, and a navigator made as a local, as in the README; Main's
    /// tab bar holds `actionTabs` among its tabs.
    func connect(actionTabs: [NavGraphActionTab] = []) {
        app = TestApp(on: connectWindow(), actionTabs: actionTabs)
    }

    /// Connects a scene that shows nothing yet: a window and its navigator, which the scenario
    /// starts as it needs.
    func connectWindow() -> NavGraphUIKitNavigator {
        UIKitDouble.reset()
        let window = UIWindow(windowScene: scene)
        let navigator = NavGraphUIKitNavigator(window: window)
        app = nil
        self.window = window
        self.navigator = navigator
        return navigator
    }

    func expect(_ condition: Bool, _ message: String, line: Int = #line) {
        if !condition { failures.append("line \(line): \(message)") }
    }

    var list: Screen { app!.list }
    var journal: [String] { app!.journal.events }
    var state: NavGraphState { navigator?.state ?? NavGraphState() }

    /// The navigation controller the list is in.
    var feedStack: UINavigationController { list.navigationController! }
    /// The tab bar controller of the Main flow.
    var tabBar: UITabBarController { app!.main.children.first as! UITabBarController }
    /// What the window's root presents, if anything.
    var presented: UIViewController? { window?.rootViewController?.presentedViewController }
    /// The top-most screen in the state.
    var top: Screen? { state.top.flatMap { navigator?.navigation.flowController(for: $0) } as? Screen }

    /// The scene connects again: a new window and navigator show `saved` with a new Root, and
    /// the run follows them. Returns what the restored screens hear.
    @discardableResult
    func relaunch(restoring saved: NavGraphSavedState<String>) -> Journal {
        let journal = Journal()
        relaunch(restoring: saved, entry: Screen("Root", journal: journal))
        return journal
    }

    /// The scene connects again: a new window and navigator show `saved` with `entry` as its
    /// root (an app's own container, say), and the run follows them.
    func relaunch(restoring saved: NavGraphSavedState<String>, entry: any NavGraphFlowController) {
        let window = UIWindow(windowScene: scene)
        let navigator = NavGraphUIKitNavigator(window: window)
        do {
            try navigator.navigation.restore(saved, entry: entry, startEntry: {})
        } catch {
            expect(false, "restored: \(error)")
        }
        app = nil
        self.window = window
        self.navigator = navigator
    }

    /// Lets every running animation end.
    func settle() {
        UIKitDouble.finishAnimations()
    }
}
