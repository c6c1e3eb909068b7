#if canImport(UIKit)
import UIKit

/// The browser app: it keeps the one profile every window shares (the app target marks it
/// `@main`).
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The person's favourites and app lock; a real browser reads them from its store.
    let profile = BrowserProfile(
        favourites: [Favourite(title: "DuckDuckGo", address: "duckduckgo.com")], folders: [],
        passcode: "1234", appLockEnabled: false)
}

/// One of the browser's windows: the whole browser, or a page a link opened in a window of its
/// own. Each scene has its own navigator, started from the window request it connected with (a
/// page) or at the graph's entry (the browser), saving its own state and request; every window
/// shows the app lock when the app comes back locked.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The page this scene shows; `nil` for a window of the whole browser.
    private var request: NavGraphWindow?
    private var navigator: NavGraphUIKitNavigator?
    private var profile: BrowserProfile? { (UIApplication.shared.delegate as? AppDelegate)?.profile }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let profile else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigator = NavGraphUIKitNavigator(window: window)
        navigator.navigation.windowOpener = NavGraphSceneActivation.opener(.shared)
        request = NavGraphSceneActivation.window(NavGraphWindow.self, connecting: session, options: connectionOptions)
        let saved = NavGraphSceneActivation.savedState(NavGraphSavedState<NavGraphDestination>.self, of: session)
        let roots = BrowserWindowRoots(profile: profile)
        let browser = RootFlowController()
        browser.profile = profile
        // Each window as it was, or started afresh when its saved state no longer fits the graph.
        switch (request, saved) {
        case (let request?, let saved?) where (try? navigator.restore(saved, window: request, roots: roots)) != nil: break
        case (let request?, _): navigator.start(window: request, roots: roots)
        case (nil, let saved?) where (try? navigator.restore(saved, entry: browser)) != nil: break
        case (nil, _): navigator.start(entry: browser)
        }
        navigator.browserWindowRoot?.lockIfNeeded()
        self.window = window
        self.navigator = navigator
    }

    /// Back from the background: locked again if the app lock is on.
    func sceneWillEnterForeground(_ scene: UIScene) {
        navigator?.browserWindowRoot?.lockIfNeeded()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        profile?.lockIfEnabled()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        NavGraphSceneActivation.restorationActivity(window: request, state: navigator?.savedState)
    }
}
#endif
