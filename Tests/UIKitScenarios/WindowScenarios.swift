import NavGraphRuntime
import UIKit

/// Windows of their own under UIKit (the twins of HeadlessWindowTests): a window route asks the
/// system for a scene session (`NavGraphSceneActivation`), whose scene connects with the request
/// in its connection options, and the app's scene delegate starts that window's own navigator
/// from it; an equal request brings the session that shows it forward; each scene saves its
/// request and state in its restoration activity and comes back with them; with one scene the
/// route presents as `oneWindow` says, or is refused. The double models scene activation as
/// UIKit's headers document it (Tests/UIKitDouble/UIApplication.swift).
extension UIKitScenarios {
    static let windowScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "windowRouteActivatesASceneOfItsOwn": windowRouteActivatesASceneOfItsOwn,
        "windowRouteWithOneScenePresents": windowRouteWithOneScenePresents,
        "windowBehindClosedGateShowsNothing": windowBehindClosedGateShowsNothing,
        "newWindowLinkActivatesAScene": newWindowLinkActivatesAScene,
        "windowRootInAStackOfItsOwn": windowRootInAStackOfItsOwn,
    ]

    /// The app's navigation controller for a window's root stack (its bar's appearance, say).
    final class WindowStackNavigationController: NavGraphNavigationController {}

    /// A window route with `embed: stack`, as the generated `start(window:roots:)` starts its
    /// window: the window's root view controller holds a navigation controller made through the
    /// app's hook (`makeNavigationController`, given the stack's first screen) as every other one
    /// the navigator makes, its root the window's screen; the screen's pushes go onto it and the
    /// person's back button pops them as the double's does (`popViewController(animated:)`: "Pops
    /// the top view controller from the navigation stack and updates the display").
    static func windowRootInAStackOfItsOwn(_ run: ScenarioRun) {
        let navigator = run.connectWindow()
        let journal = Journal()
        var firstScreens: [String] = []
        navigator.makeNavigationController = { first in
            firstScreens.append(first.navGraphNode.rawValue)
            return WindowStackNavigationController()
        }
        let chat = Screen("Chat", journal: journal)
        navigator.showRootInStack(chat)
        run.settle()
        guard let stack = run.window?.rootViewController?.children.first as? WindowStackNavigationController else {
            return run.expect(false, "the window's root holds the app's navigation controller: \(String(describing: run.window?.rootViewController?.children))")
        }
        run.expect(firstScreens == ["Chat"] && stack.viewControllers.count == 1 && stack.viewControllers.first === chat, "the chat at its root: \(stack.viewControllers)")
        chat.push("Detail")
        run.settle()
        run.expect(stack.viewControllers.count == 2 && (stack.topViewController as? Screen)?.navGraphNode.rawValue == "Detail", "pushed onto it: \(stack.viewControllers)")
        UIKitDouble.userTapsBack(stack)
        run.settle()
        run.expect(stack.viewControllers.count == 1 && stack.viewControllers.first === chat && journal.events.contains("Chat heard Detail ended"), "popped, the chat told: \(journal.events)")
        run.expect(navigator.state.visibleEntries.compactMap { navigator.state[$0]?.node?.rawValue } == ["Chat"], "the state popped too")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The app's scene delegate: its scene's window and navigator, started from the window
    /// request the scene connected with, or at Timeline; restored from the session's activity.
    final class WindowSceneDelegate: UISceneDelegate {
        let journal: Journal
        var window: UIWindow?
        var navigator: NavGraphUIKitNavigator?
        var request: TestWindow?
        var restoreError: (any Error)?
        /// Switch flow Root, whose child Main Timeline is under (a log-in): when set, a window
        /// starts and restores as generated code does, asking its gate first, and a refused
        /// window starts at the graph's entry, the log-in screen.
        var gate: Screen?

        init(journal: Journal) {
            self.journal = journal
        }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            let navigator = NavGraphUIKitNavigator(window: window)
            navigator.navigation.windowOpener = NavGraphSceneActivation.opener(.shared)
            request = NavGraphSceneActivation.window(TestWindow.self, connecting: session, options: connectionOptions)
            self.window = window
            self.navigator = navigator
            if let gate, let request {
                return startGated(request, gate: gate, session: session)
            }
            let root = Screen(request?.navGraphDestination.name.rawValue ?? "Timeline", journal: journal)
            if let saved = NavGraphSceneActivation.savedState(NavGraphSavedState<TestWindowDestination>.self, of: session) {
                do { try navigator.navigation.restore(saved, entry: root, startEntry: {}) } catch { restoreError = error }
            } else {
                navigator.showRoot(root)
            }
        }

        /// Restores or starts the window `request` asks for as generated code does, behind `gate`;
        /// refused, the scene shows the graph's entry instead (Login, while signed out).
        private func startGated(_ request: TestWindow, gate: Screen, session: UISceneSession) {
            guard let navigator else { return }
            if let saved = NavGraphSceneActivation.savedState(NavGraphSavedState<TestWindowDestination>.self, of: session) {
                do { return try navigator.restore(saved, window: request, root: { gate }, journal: journal) } catch { restoreError = error }
            } else if navigator.start(window: request, root: { gate }, journal: journal) {
                return
            }
            self.request = nil
            navigator.showRoot(Screen("Login", journal: journal))
        }

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            NavGraphSceneActivation.restorationActivity(window: request, state: navigator?.navigation.saved(as: TestWindowDestination.self))
        }

        /// The screens its navigator shows, bottom first.
        var path: [String] {
            guard let navigation = navigator?.navigation else { return [] }
            return navigation.state.visibleEntries.compactMap { navigation.state[$0]?.node?.rawValue }
        }
    }

    /// Connects the app's first scene, at Timeline; the delegates made, in order, go to `delegates`.
    private static func launch(_ run: ScenarioRun, journal: Journal, delegates: @escaping @MainActor (WindowSceneDelegate) -> Void) -> WindowSceneDelegate? {
        UIKitDouble.reset()
        var first: WindowSceneDelegate?
        UIApplication.shared.makeSceneDelegate = {
            let delegate = WindowSceneDelegate(journal: journal)
            if first == nil { first = delegate }
            delegates(delegate)
            return delegate
        }
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        run.settle()
        run.expect(first?.path == ["Timeline"], "the first scene starts at the entry: \(first?.path ?? [])")
        return first
    }

    static func windowRouteActivatesASceneOfItsOwn(_ run: ScenarioRun) {
        let journal = Journal()
        var delegates: [WindowSceneDelegate] = []
        guard let first = launch(run, journal: journal, delegates: { delegates.append($0) }), let firstNavigator = first.navigator else {
            return run.expect(false, "no first scene")
        }
        func compose(_ draft: String) {
            do { try TimelineWindowRoute.compose(draft).perform(from: firstNavigator, journal: journal) } catch { run.expect(false, "\(error)") }
            run.settle()
        }
        compose("hello")
        let sessions = UIApplication.shared.openSessions
        run.expect(sessions.count == 2 && delegates.count == 2, "a second scene session: \(sessions.count)")
        run.expect(first.path == ["Timeline"] && first.window?.rootViewController?.presentedViewController == nil, "nothing over the timeline")
        let editor = delegates.last
        run.expect(editor?.request == .editor("hello") && editor?.path == ["Editor"], "the editor's scene shows it: \(editor?.path ?? [])")
        run.expect(editor?.navigator !== first.navigator, "a navigator of its own")
        run.expect(UIApplication.shared.frontSession === editor?.window?.windowScene?.session, "in front")

        compose("hello")
        run.expect(UIApplication.shared.openSessions.count == 2 && delegates.count == 2, "the equal request made no scene")
        run.expect(UIApplication.shared.frontSession === editor?.window?.windowScene?.session, "its session came forward")
        UIApplication.shared.requestSceneSessionActivation(first.window?.windowScene?.session, userActivity: nil, options: nil)
        compose("other")
        run.expect(UIApplication.shared.openSessions.count == 3 && delegates.last?.request == .editor("other"), "another request, another scene")

        // Each scene saves its request and state, and comes back with them.
        UIApplication.shared.systemSavesAndDisconnectsScenes()
        delegates = []
        UIApplication.shared.systemReconnectsScenes()
        run.expect(delegates.count == 3, "every session reconnects: \(delegates.count)")
        run.expect(delegates.allSatisfy { $0.restoreError == nil }, "each state restores: \(delegates.compactMap(\.restoreError))")
        let restored = delegates.map { "\($0.request.map { "\($0)" } ?? "entry"): \($0.path)" }.sorted()
        run.expect(
            restored == [#"editor("hello"): ["Editor"]"#, #"editor("other"): ["Editor"]"#, #"entry: ["Timeline"]"#],
            "each window as it was: \(restored)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func windowRouteWithOneScenePresents(_ run: ScenarioRun) {
        let journal = Journal()
        var delegates: [WindowSceneDelegate] = []
        guard let only = launch(run, journal: journal, delegates: { delegates.append($0) }), let navigator = only.navigator else {
            return run.expect(false, "no scene")
        }
        UIApplication.shared.supportsMultipleScenes = false
        do { try TimelineWindowRoute.composeOrRefuse("hello").perform(from: navigator, journal: journal) } catch { run.expect(false, "\(error)") }
        run.settle()
        run.expect(only.path == ["Timeline"] && delegates.count == 1, "refused: \(only.path)")
        do { try TimelineWindowRoute.compose("hello").perform(from: navigator, journal: journal) } catch { run.expect(false, "\(error)") }
        run.settle()
        run.expect(UIApplication.shared.openSessions.count == 1, "no scene asked for")
        run.expect(only.path == ["Timeline", "Editor"], "presented over the timeline: \(only.path)")
        let presented = only.window?.rootViewController?.presentedViewController
        run.expect(presented != nil && presented?.modalPresentationStyle != .fullScreen, "as a sheet: \(String(describing: presented))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A scene that connects with a window request while switch flow Root's gate is closed (the
    /// person signed out since the window was saved, or the request is forged: a scene's
    /// connection options hold whatever user activity the system hands over) shows the log-in
    /// instead of the editor; an unreadable request starts at the entry too.
    static func windowBehindClosedGateShowsNothing(_ run: ScenarioRun) {
        let journal = Journal()
        let root = Screen("Root", journal: journal)
        var delegates: [WindowSceneDelegate] = []
        guard let first = launch(run, journal: journal, delegates: { $0.gate = root; delegates.append($0) }), let firstNavigator = first.navigator else {
            return run.expect(false, "no first scene")
        }
        do { try TimelineWindowRoute.compose("hello").perform(from: firstNavigator, journal: journal) } catch { run.expect(false, "\(error)") }
        run.settle()
        run.expect(delegates.last?.path == ["Editor"], "signed in, the editor's window shows it: \(delegates.last?.path ?? [])")

        // Signed out; the system saves and reconnects the editor's session.
        root.refusesToRestore = ["Main"]
        UIApplication.shared.systemSavesAndDisconnectsScenes()
        delegates = []
        UIApplication.shared.systemReconnectsScenes()
        let restored = delegates.map(\.path).sorted { $0.joined() < $1.joined() }
        run.expect(restored == [["Login"], ["Timeline"]], "the editor's scene shows the log-in: \(restored)")
        let refusals = delegates.compactMap { $0.restoreError as? NavGraphRestoreError }
        run.expect(refusals == [.refused(.main, by: .root)], "refused by Root's gate: \(refusals)")

        // A forged activity naming the editor, and one naming what opens in no window.
        func connect(forging json: String) -> WindowSceneDelegate? {
            let activity = NSUserActivity(activityType: NavGraphSceneActivation.activityType)
            activity.userInfo = ["NavGraphWindow": Data(json.utf8)]
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
            run.settle()
            return delegates.last
        }
        let forged = connect(forging: #"{"context":"stolen","name":"Editor"}"#)
        run.expect(forged?.path == ["Login"] && forged?.request == nil, "a forged editor request, signed out: \(forged?.path ?? [])")
        let elsewhere = connect(forging: #"{"name":"Timeline"}"#)
        run.expect(elsewhere?.path == ["Timeline"] && elsewhere?.request == nil, "a request for no window starts at the entry: \(elsewhere?.path ?? [])")
        root.refusesToRestore = []
        let signedIn = connect(forging: #"{"context":"draft","name":"Editor"}"#)
        run.expect(signedIn?.path == ["Editor"], "signed in, the gate lets the editor's window show: \(signedIn?.path ?? [])")
        run.expect(journal.events.filter { $0.hasPrefix("Editor started") } == ["Editor started with hello", "Editor started with draft"], "no editor made while refused: \(journal.events)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A link with `window: new` (its placement's `opensNewWindow`) asks for a scene session
    /// showing its screen, as a window route does, and the scene that received it shows nothing
    /// new; an equal link brings that session forward; with one scene the link presents its screen
    /// where the graph places it, and no scene is asked for.
    static func newWindowLinkActivatesAScene(_ run: ScenarioRun) {
        let journal = Journal()
        var delegates: [WindowSceneDelegate] = []
        guard let first = launch(run, journal: journal, delegates: { delegates.append($0) }), let navigation = first.navigator?.navigation else {
            return run.expect(false, "no first scene")
        }
        let placement = editorLinkPlacement(journal: journal)
        run.expect(navigation.open(TestWindowDestination(name: .editor, context: "linked"), placement: placement), "handed to the system")
        run.settle()
        run.expect(UIApplication.shared.openSessions.count == 2 && delegates.last?.request == .editor("linked"), "a scene for the editor: \(delegates.count)")
        run.expect(delegates.last?.path == ["Editor"] && first.path == ["Timeline"], "nothing new over the timeline: \(first.path)")
        run.expect(first.window?.rootViewController?.presentedViewController == nil, "nothing presented in the first scene")
        let editorSession = delegates.last?.window?.windowScene?.session
        UIApplication.shared.requestSceneSessionActivation(first.window?.windowScene?.session, userActivity: nil, options: nil)
        _ = navigation.open(TestWindowDestination(name: .editor, context: "linked"), placement: placement)
        run.settle()
        run.expect(UIApplication.shared.openSessions.count == 2 && UIApplication.shared.frontSession === editorSession, "its session comes forward")

        UIApplication.shared.supportsMultipleScenes = false
        run.expect(navigation.open(TestWindowDestination(name: .editor, context: "here"), placement: placement), "opened here")
        run.settle()
        run.expect(UIApplication.shared.openSessions.count == 2 && first.path == ["Timeline", "Editor"], "presented where it is placed: \(first.path)")
        run.expect(first.window?.rootViewController?.presentedViewController != nil, "UIKit presents it")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
