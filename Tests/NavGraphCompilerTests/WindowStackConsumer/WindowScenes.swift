// The scene delegate of a chat app's room windows under UIKit, type-checked for iOS by
// .ci/ios-typecheck.sh (the headless run in main.swift plays the system's part instead): each
// scene starts its own navigator from the window request it connected with, or at the entry; a
// room's window shows the room in a navigation stack of its own ('embed: stack'), which the app
// configures through the navigator's hook as every navigation controller the navigator makes.

#if canImport(UIKit)
import UIKit

/// The app's navigation controller: its bar's appearance.
final class ChatNavigationController: NavGraphNavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The request this scene shows; `nil` for a window at the graph's entry.
    private var request: NavGraphWindow?
    private var navigator: NavGraphUIKitNavigator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let navigator = NavGraphUIKitNavigator(window: window)
        navigator.makeNavigationController = { _ in ChatNavigationController() }
        navigator.navigation.windowOpener = NavGraphSceneActivation.opener(.shared)
        request = NavGraphSceneActivation.window(NavGraphWindow.self, connecting: session, options: connectionOptions)
        let saved = NavGraphSceneActivation.savedState(NavGraphSavedState<NavGraphDestination>.self, of: session)
        switch (request, saved) {
        case (let request?, let saved?) where (try? navigator.restore(saved, window: request, roots: WindowRoots())) != nil: break
        case (let request?, _): navigator.start(window: request, roots: WindowRoots())
        case (nil, let saved?) where (try? navigator.restore(saved, entry: MainFlowController())) != nil: break
        case (nil, _): navigator.start(entry: MainFlowController())
        }
        self.window = window
        self.navigator = navigator
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        NavGraphSceneActivation.restorationActivity(window: request, state: navigator?.savedState)
    }
}
#endif
