// The scene delegate of the gated windows under UIKit, type-checked for iOS by
// .ci/ios-typecheck.sh (main.swift plays the system's part headlessly instead): a scene that
// connects with a window request starts or restores it only when Root's gate lets it, and starts
// at the graph's entry, the log-in, otherwise.

#if canImport(UIKit)
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    private var navigator: NavGraphUIKitNavigator?
    var window: UIWindow?
    /// The window request this scene shows, once its gate let it; `nil` at the graph's entry.
    private var request: NavGraphWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        guard let window else { return }
        let navigator = NavGraphUIKitNavigator(window: window)
        self.navigator = navigator
        navigator.navigation.windowOpener = NavGraphSceneActivation.opener(.shared)
        let saved = NavGraphSceneActivation.savedState(NavGraphSavedState<NavGraphDestination>.self, of: session)
        let asked = NavGraphSceneActivation.window(NavGraphWindow.self, connecting: session, options: connectionOptions)
        if let asked {
            // Its saved state is the window's, not the entry's: refused (signed out), the log-in.
            if shows(asked, saved: saved, on: navigator) { request = asked } else { navigator.start(entry: RootFlowController()) }
        } else if saved.flatMap({ try? navigator.restore($0, entry: RootFlowController()) }) == nil {
            // At the entry, afresh: a window the person opened, or a saved state that no longer fits.
            navigator.start(entry: RootFlowController())
        }
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

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        NavGraphSceneActivation.restorationActivity(window: request, state: navigator?.savedState)
    }
}
#endif
