// The permalink on the UIKit double, built only against UIKit: the sub-flow's root joins the
// Chats tab's navigation controller above Home, with the ID read from the URL, and comes back so
// after a relaunch restored through JSON.

#if canImport(UIKit)
import Foundation
import UIKit

@MainActor
func driveOnUIKit() throws {
    let window = UIWindow(windowScene: UIWindowScene())
    let tabs = TabsFlowController()
    let navigator = NavGraphUIKitNavigator.start(entry: tabs, in: window)
    UIKitDouble.finishAnimations()
    expect(navigator.open(url: URL(string: "chat://room/lobby")!), "the permalink opens")
    UIKitDouble.finishAnimations()
    let shown = tabs.chats.home.navigationController
    let room = shown?.viewControllers.last as? RoomFlowController
    expect(shown?.viewControllers.first is HomeFlowController && shown?.viewControllers.count == 2, "Home, then the room, in Chats' navigation controller: \(String(describing: shown?.viewControllers))")
    expect(room?.room == "lobby", "the room has the ID the link read: \(String(describing: room?.room))")

    // The navigator holds its window weakly, as a window scene does: the app keeps it.
    let relaunchedWindow = UIWindow(windowScene: UIWindowScene())
    let relaunched = NavGraphUIKitNavigator(window: relaunchedWindow, animated: false)
    let relaunchedTabs = TabsFlowController()
    try relaunched.restore(throughJSON(navigator.savedState!), entry: relaunchedTabs)
    UIKitDouble.finishAnimations()
    let restored = relaunchedTabs.chats.home.navigationController
    expect((restored?.viewControllers.last as? RoomFlowController)?.room == "lobby" && relaunched.savedState == navigator.savedState, "the room comes back with its ID")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif
