// The flow opened by destination on the UIKit double, built only against UIKit: once logged in,
// the shortcut selects the Search tab of the tab bar controller, which keeps its navigation
// controller's stack (the result the person pushed); the composer presented over Home is
// dismissed first; a payload's status joins Home's navigation controller.

#if canImport(UIKit)
import Foundation
import UIKit

@MainActor
func driveOnUIKit() throws {
    let window = UIWindow(windowScene: UIWindowScene())
    let root = RootFlowController()
    let navigator = NavGraphUIKitNavigator.start(entry: root, in: window)
    UIKitDouble.finishAnimations()
    expect(!navigator.open(.searchStack), "logged out, the shortcut waits")
    root.login?.logIn()
    UIKitDouble.finishAnimations()
    guard let tabs = root.tabs, let tabBar = tabs.search.navigationController?.tabBarController else {
        return expect(false, "the switch made the tabs, in a tab bar controller")
    }
    expect(tabBar.selectedViewController === tabs.search.navigationController, "the Search tab is selected: \(String(describing: tabBar.selectedViewController))")

    tabs.search.perform(.result("r1"))
    UIKitDouble.finishAnimations()
    expect(UIKitDouble.userTapsTab(tabBar, at: 0), "the person taps the Home tab")
    tabs.home.perform(.compose)
    UIKitDouble.finishAnimations()
    expect(tabBar.presentedViewController != nil || tabs.home.presentedViewController != nil, "the composer is presented")
    expect(navigator.open(.searchStack), "the shortcut opens the Search tab")
    UIKitDouble.finishAnimations()
    let search = tabs.search.navigationController?.viewControllers ?? []
    expect(tabBar.selectedViewController === tabs.search.navigationController && search.count == 2 && (search[1] as? ResultFlowController)?.result == "r1",
           "the Search tab is selected with its result still pushed: \(search)")
    expect(tabBar.presentedViewController == nil && tabs.home.presentedViewController == nil, "the composer was dismissed")

    expect(try navigator.open(payload: NavGraphDestination.status("s1").payload()), "the payload opens the status")
    UIKitDouble.finishAnimations()
    let home = tabs.home.navigationController?.viewControllers ?? []
    expect(tabBar.selectedViewController === tabs.home.navigationController && (home.last as? StatusFlowController)?.status == "s1",
           "Home, then the status, in the tab's navigation controller: \(home)")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif
