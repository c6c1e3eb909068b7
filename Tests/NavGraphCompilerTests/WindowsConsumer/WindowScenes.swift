// The scene delegate of IceCubesApp's windows under UIKit, type-checked for iOS by
// .ci/ios-typecheck.sh (the headless run in main.swift plays the system's part instead): each
// scene starts its own navigator from the window request it connected with, or at the entry;
// its window routes ask for scene sessions; it saves its request and state per scene.

#if canImport(UIKit)
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The request this scene shows; `nil` for a window at the graph's entry.
    private var request: NavGraphWindow?
    private var navigator: NavGraphUIKitNavigator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let navigator = NavGraphUIKitNavigator(window: window)
        navigator.navigation.windowOpener = NavGraphSceneActivation.opener(.shared)
        request = NavGraphSceneActivation.window(NavGraphWindow.self, connecting: session, options: connectionOptions)
        let saved = NavGraphSceneActivation.savedState(NavGraphSavedState<NavGraphDestination>.self, of: session)
        // Each window as it was, or started afresh when its saved state no longer fits the graph.
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
