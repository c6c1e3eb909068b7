// The ways in of shortcuts.navgraph.yaml as an iOS app writes them, type-checked against the iOS
// SDK only (.ci/ios-typecheck.sh; the drivers beside it run the same calls on Linux): a Home-screen
// quick action carries its destination in its userInfo (UIApplicationShortcutItem.userInfo takes
// NSSecureCoding values: a string), a Handoff activity in its userInfo, an App Intent names the
// tab it opens, and each is opened by the navigator behind the graph's gates.

import AppIntents
import UIKit

/// The navigator the scene made, for the intents the system runs in the app's process.
@MainActor
enum ShortcutsApp {
    static var navigator: NavGraphUIKitNavigator?

    /// The quick action the app registers: the Search tab, as it is.
    static func searchItem() throws -> UIApplicationShortcutItem {
        let userInfo: [String: any NSSecureCoding] = try NavGraphDestination.searchStack.payloadUserInfo().mapValues { $0 as NSString }
        return UIApplicationShortcutItem(
            type: "search", localizedTitle: "Search", localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(systemImageName: "magnifyingglass"), userInfo: userInfo)
    }
}

final class ShortcutsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        self.window = window
        ShortcutsApp.navigator = NavGraphUIKitNavigator.start(entry: RootFlowController(), in: window)
        window.makeKeyAndVisible()
        UIApplication.shared.shortcutItems = try? [ShortcutsApp.searchItem()]
        // A quick action that launched the app arrives with the connection options.
        if let item = connectionOptions.shortcutItem { _ = open(item.userInfo) }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(open(shortcutItem.userInfo))
    }

    /// Handoff: the activity's userInfo holds the destination (`payloadUserInfo()` wrote it).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        _ = open(userActivity.userInfo)
    }

    /// Opens the destination a userInfo carries; a payload that is no destination of the graph is
    /// logged and opens nothing.
    private func open(_ userInfo: [AnyHashable: Any]?) -> Bool {
        do {
            return ShortcutsApp.navigator?.open(try NavGraphDestination(userInfo: userInfo ?? [:])) ?? false
        } catch {
            print("ignored a way in: \(error)")
            return false
        }
    }
}

/// "Open Search" in Shortcuts and Spotlight: the tab as it is, as IceCubesApp's TabIntent selects one.
struct OpenSearchIntent: AppIntent {
    static var title: LocalizedStringResource { "Open Search" }
    static var openAppWhenRun: Bool { true }

    func perform() async throws -> some IntentResult {
        await MainActor.run { _ = ShortcutsApp.navigator?.open(.searchStack) }
        return .result()
    }
}
