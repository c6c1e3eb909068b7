#if canImport(UIKit)
import UIKit
import UserNotifications

/// Links into the shop: a URL the app is asked to open (`shop://items/42`), a universal link
/// (`https://shop.example.com/items/42`), and a tapped notification carrying a destination.
/// Each goes to the navigator that shows the scene's window.
extension SceneDelegate: UNUserNotificationCenterDelegate {
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        window?.navGraphNavigator?.open(url: url)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return }
        window?.navGraphNavigator?.open(url: url)
    }

    // UserNotifications calls its delegate off the main actor: read the payload there, open on it.
    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        guard let destination = ShopNotification.destination(in: response.notification.request.content.userInfo) else { return }
        await open(destination)
    }

    private func open(_ destination: NavGraphDestination) {
        window?.navGraphNavigator?.open(destination)
    }
}
#endif
