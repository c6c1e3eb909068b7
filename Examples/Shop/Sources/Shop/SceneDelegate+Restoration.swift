#if canImport(UIKit)
import UIKit

/// Saving the navigation when the scene goes to the background: UIKit keeps the activity with
/// the scene's session and hands it back to `scene(_:willConnectTo:options:)`, which restores it.
extension SceneDelegate {
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let navigator = window?.navGraphNavigator, let userInfo = try? ShopRestoration.userInfo(saving: navigator) else { return nil }
        let activity = NSUserActivity(activityType: ShopRestoration.activityType)
        activity.addUserInfoEntries(from: userInfo)
        return activity
    }
}
#endif
