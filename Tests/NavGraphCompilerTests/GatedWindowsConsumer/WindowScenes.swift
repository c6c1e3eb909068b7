// The scene delegate of the gated windows under UIKit, type-checked for iOS by
// .ci/ios-typecheck.sh (main.swift plays the system's part headlessly instead): a scene that
// connects with a window request starts or restores it only when Root's gate lets it, and starts
// at the graph's entry, the log-in, otherwise.

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
        if let request, shows(request, saved: saved, on: navigator) {
            // The window's request, behind Root's gate.
        } else {
            // At the entry: a window the person opened, or one whose gate refused (signed out).
            request = nil
            if let saved, (try? navigator.restore(saved, entry: RootFlowController())) != nil { return keep(window, navigator) }
            navigator.start(entry: RootFlowController())
        }
        keep(window, navigator)
    }

    /// Restores or starts `request` on `navigator`; `false`, showing nothing, when Root's gate refuses.
    private func shows(_ request: NavGraphWindow, saved: NavGraphSavedState<NavGraphDestination>?, on navigator: NavGraphUIKitNavigator) -> Bool {
        do {
            if let saved {
                try navigator.restore(saved, window: request, roots: WindowRoots())
                return true
            }
        } catch NavGraphRestoreError.refused {
            return false
        } catch {
            // The saved state no longer fits the graph: the window starts afresh from its request.
        }
        return navigator.start(window: request, roots: WindowRoots())
    }

    private func keep(_ window: UIWindow, _ navigator: NavGraphUIKitNavigator) {
        self.window = window
        self.navigator = navigator
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        NavGraphSceneActivation.restorationActivity(window: request, state: navigator?.savedState)
    }
}
#endif
