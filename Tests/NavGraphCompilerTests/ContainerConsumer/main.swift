// Drives browser.navgraph.yaml's generated code against the UIKit double, as an app's UI test
// would: a container flow's children laid out by the app at once, a push inside the one and a
// sheet from the other, a link into the favourites that closes that sheet, and a saved state restored with both
// children laid out again. Exits non-zero at the first expectation that fails. Run by
// GeneratedCodeCompilesTests.

import Foundation
import UIKit

@MainActor
func drive() {
    let window = UIWindow(windowScene: UIWindowScene())
    let home = HomeFlowController()
    let navigator = NavGraphUIKitNavigator.start(entry: home, in: window)
    UIKitDouble.finishAnimations()
    expect(home.contained.map(\.child) == [.omnibar, .favourites], "Home laid out both children, in the graph's order: \(home.contained.map(\.child))")
    guard let omnibar = Started.shared.controllers["Omnibar"] as? OmnibarFlowController,
          let list = Started.shared.controllers["FavouriteList"] as? FavouriteListFlowController,
          let favourites = list.navigationController else {
        return expect(false, "Omnibar and FavouriteList started, FavouriteList in a navigation controller: \(Started.shared.controllers)")
    }
    expect(omnibar.address == "example.com", "Omnibar started with the context Home gave")
    expect(home.children.contains { $0 === omnibar } && home.children.count == 2, "both are Home's child view controllers: \(home.children)")

    // A push inside the favourites' stack; the address bar stays, and takes its own routes.
    list.perform(.folder("work"))
    UIKitDouble.finishAnimations()
    expect((favourites.topViewController as? FolderFlowController)?.folder == "work", "Folder pushed in the favourites: \(favourites.viewControllers)")
    omnibar.perform(.settings)
    UIKitDouble.finishAnimations()
    guard let settings = window.rootViewController?.presentedViewController as? SettingsFlowController else {
        return expect(false, "the address bar presented Settings over the home")
    }
    settings.finish()
    UIKitDouble.finishAnimations()
    expect(window.rootViewController?.presentedViewController == nil, "Settings closed")

    // A link into the favourites shows the folder there: nothing to select, but the sheet the
    // address bar presented again covers the favourites, and closes.
    omnibar.perform(.settings)
    UIKitDouble.finishAnimations()
    expect(navigator.open(.folder("news")), "the link opens")
    UIKitDouble.finishAnimations()
    expect(window.rootViewController?.presentedViewController == nil, "the link closed Settings, which covered the favourites")
    expect((favourites.topViewController as? FolderFlowController)?.folder == "news", "the linked folder on top of the favourites: \(favourites.viewControllers)")

    // Saved and restored in a new window: both children laid out again, the stack as it was.
    guard let saved = navigator.savedState else { return expect(false, "a state to save") }
    let relaunched = NavGraphUIKitNavigator(window: UIWindow(windowScene: UIWindowScene()), animated: false)
    let restoredHome = HomeFlowController()
    do {
        let json = try JSONEncoder().encode(saved)
        try relaunched.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: json), entry: restoredHome)
    } catch {
        return expect(false, "the saved state restores: \(error)")
    }
    UIKitDouble.finishAnimations()
    expect(restoredHome.contained.map(\.child) == [.omnibar, .favourites], "the restored Home laid out both children: \(restoredHome.contained.map(\.child))")
    expect(relaunched.savedState == saved, "and saves the same state")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}

MainActor.assumeIsolated { drive() }
print("OK")
