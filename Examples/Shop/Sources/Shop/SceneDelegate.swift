#if canImport(UIKit)
import UIKit

/// The shop's window: one navigator per scene, made as a local; the window's root view
/// controller keeps it alive for as long as the window shows the graph. README.md and
/// docs/Generation.md quote this class; a test keeps them the same.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let shop = ShopFlowController()
        shop.store = ShopStore(items: [Item(id: 1, name: "Desk lamp", price: 4_800)])
        let navigator = NavGraphUIKitNavigator(window: window)
        do {
            // The navigation the person left, saved by `stateRestorationActivity(for:)`.
            try navigator.restore(ShopRestoration.savedState(in: session.stateRestorationActivity?.userInfo), entry: shop)
        } catch {
            // Nothing saved, saved by a version whose graph it no longer fits, or showing what a
            // switch flow's gate refuses now (the session ended): start afresh.
            navigator.start(entry: shop)
        }
        self.window = window
    }
}
#endif
