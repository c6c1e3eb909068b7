#if canImport(UIKit)
import UIKit

/// The chat client's window: one navigator per scene, kept by the window's root view controller.
/// The navigation the person left is saved as JSON in the scene's restoration activity and shown
/// again at the next launch, sub-flows included.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// Signed in as the session the client kept from its last launch (a real client reads it from
    /// the keychain), so that a state saved with the Chats tab is restored; signing out hides it.
    private let store = ChatStore(rooms: ["lobby": "Lobby"], members: ["lobby": ["@ana", "@bo"]], signedIn: "@me")

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigator = NavGraphUIKitNavigator(window: window)
        let session = sharing(store, with: SessionFlowController())
        do {
            try navigator.restore(ChatRestoration.savedState(in: scene.session.stateRestorationActivity?.userInfo), entry: session)
        } catch {
            // Nothing saved, or saved by a version whose graph it no longer fits: start afresh.
            navigator.start(entry: session)
        }
        self.window = window
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let navigator = window?.navGraphNavigator else { return nil }
        let activity = NSUserActivity(activityType: ChatRestoration.activityType)
        activity.userInfo = ChatRestoration.userInfo(saving: navigator.savedState)
        return activity
    }
}
#endif
