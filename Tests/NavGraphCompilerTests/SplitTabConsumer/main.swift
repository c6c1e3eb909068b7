// Drives chats.navgraph.yaml (split views as tabs behind a log-in switch) headlessly: a room's
// link waits while signed out and opens in the Chats tab's detail column once signed in, each
// split tab keeps its own columns, a room's link from the Settings tab selects Chats and shows the room in its detail
// column, the state saves and restores through JSON with both splits' stacks, and a compact width
// shows each split as one stack. Built against the UIKit double too, it shows the split views as
// tabs of the tab bar controller. Exits non-zero at the first expectation that does not hold.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// The graph names of each column of the split flow `flow` shows.
@MainActor
func columns(_ navigator: NavGraphHeadlessNavigator, of node: NavGraphNodeName) -> [[String]] {
    guard let id = navigator.state.entries.values.first(where: { $0.node == node })?.id,
          let flow = navigator.navigation.flowController(for: id) else { return [] }
    return navigator.columns(of: flow).map { $0.map(\.navGraphNode.rawValue) }
}

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: RootFlowController())
    // Signed out, a room's link waits behind the log-in switch; signing in opens it in Chats.
    expect(!navigator.open(url: URL(string: "chat://room/early")!), "signed out: the room's link waits")
    expect(navigator.visiblePath == [.root, .signIn] && navigator.navigation.hasPendingLink, "the sign-in shows: \(navigator.visiblePath)")
    (navigator.topFlowController as? SignInFlowController)?.signIn()
    expect(navigator.visiblePath.suffix(2) == [.chats, .room] && (navigator.topFlowController as? RoomFlowController)?.room == "early",
           "once signed in, the link opened in Chats' detail column: \(navigator.visiblePath)")
    expect(columns(navigator, of: .chats) == [["ChatList"], ["Room"]], "the Chats tab shows its split, the list in the sidebar: \(columns(navigator, of: .chats))")
    (navigator.topFlowController as? ChatListFlowController)?.perform(.room("lobby"))
    expect(columns(navigator, of: .chats) == [["ChatList"], ["Room"]], "the room in the detail column: \(columns(navigator, of: .chats))")

    expect(navigator.userTapsTab(.spaces), "the person taps Spaces")
    (navigator.topFlowController as? SpaceListFlowController)?.perform(.space("garden"))
    expect(columns(navigator, of: .spaces) == [["SpaceList"], ["Space"]], "Spaces has its own columns")
    expect(columns(navigator, of: .chats) == [["ChatList"], ["Room"]], "Chats kept its room")

    expect(navigator.userTapsTab(.settings), "the person taps Settings")
    expect(navigator.open(url: URL(string: "chat://room/dev")!), "a room's link opens from the Settings tab")
    expect(navigator.visiblePath.suffix(2) == [.chats, .room], "Chats selected, the room shown: \(navigator.visiblePath)")
    expect((navigator.topFlowController as? RoomFlowController)?.room == "dev", "the link's room")

    // Saved and restored through JSON: both splits' stacks and the selected tab come back.
    (navigator.topFlowController as? RoomFlowController)?.perform(.members)
    expect(columns(navigator, of: .chats) == [["ChatList"], ["Room", "Members"]], "members pushed in the detail column")
    guard let saved = navigator.savedState else { return expect(false, "the state saves") }
    let relaunched = NavGraphHeadlessNavigator()
    do {
        try relaunched.restore(throughJSON(saved), entry: RootFlowController())
    } catch {
        return expect(false, "restored: \(error)")
    }
    expect(relaunched.savedState == saved, "it comes back as it was: \(relaunched.visiblePath)")
    expect(columns(relaunched, of: .spaces) == [["SpaceList"], ["Space"]], "the other split's columns too")

    // A compact width shows each split as one stack: Back returns from the members to the room.
    navigator.userResizesWindow(toCompact: true)
    let stack = navigator.topFlowController.map { navigator.stack(containing: $0).map(\.navGraphNode) } ?? []
    expect(stack == [.chatList, .room, .members] && navigator.visiblePath.last == .members, "one stack: \(stack)")
    expect(navigator.userTapsBack() && navigator.topFlowController is RoomFlowController, "Back returns to the room")
    driveThroughSwiftUIBindings()
    #if canImport(UIKit)
    driveInAWindow()
    #endif
    print("OK")
}

/// The same through the SwiftUI navigator's bindings, as `TabView` and each tab's
/// `NavigationSplitView` write them: the tab the person taps, the path of a column's stack.
@MainActor
func driveThroughSwiftUIBindings() {
    let navigator = NavGraphSwiftUINavigator()
    navigator.start(entry: RootFlowController())
    (navigator.topFlowController as? SignInFlowController)?.signIn()
    func entry(_ node: NavGraphNodeName) -> NavGraphEntryID? { navigator.state.entries.values.first { $0.node == node }?.id }
    guard let tabs = entry(.tabs) else { return expect(false, "the tabs show") }
    navigator.setSelectedTab(2, of: tabs)
    expect(navigator.visiblePath.last == .settingsHome, "the person tapped Settings")
    expect(navigator.open(url: URL(string: "chat://room/lobby")!), "the link opens")
    guard let chats = entry(.chats) else { return expect(false, "the Chats split shows") }
    expect(navigator.selectedTab(of: tabs) == 0, "TabView selects Chats")
    expect(navigator.column(1, of: chats).compactMap { navigator.state[$0]?.node } == [.room], "its detail column shows the room")
    (navigator.topFlowController as? RoomFlowController)?.perform(.members)
    expect(navigator.columnPath(1, of: chats).compactMap { navigator.state[$0]?.node } == [.members], "the detail column's path holds the members")
    navigator.setColumnPath([], 1, of: chats)
    expect(navigator.topFlowController is RoomFlowController, "the person went back in the detail column")
}

#if canImport(UIKit)
/// The tabs in a window: each split flow's view controller is a tab of the tab bar controller and
/// holds its split view controller, whose columns show the list and the room.
@MainActor
func driveInAWindow() {
    let window = UIWindow(windowScene: UIWindowScene())
    let navigator = NavGraphUIKitNavigator.start(entry: RootFlowController(), in: window)
    UIKitDouble.finishAnimations()
    (navigator.state.top.flatMap(navigator.navigation.flowController(for:)) as? SignInFlowController)?.signIn()
    UIKitDouble.finishAnimations()
    guard let tabBar = window.rootViewController.flatMap(firstTabBar), let chats = tabBar.viewControllers?.first as? ChatsFlowController,
          let split = chats.children.first as? UISplitViewController else {
        return expect(false, "the Chats tab holds its split view controller: \(String(describing: window.rootViewController))")
    }
    expect(tabBar.viewControllers?.count == 3, "three tabs")
    expect(navigator.open(url: URL(string: "chat://room/lobby")!), "the link opens in a window")
    UIKitDouble.finishAnimations()
    let detail = split.viewController(for: .secondary) as? UINavigationController
    expect((detail?.topViewController as? RoomFlowController)?.room == "lobby", "the room in the split's detail column: \(String(describing: detail?.viewControllers))")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}

/// The first tab bar controller at or below `controller`.
@MainActor
func firstTabBar(_ controller: UIViewController) -> UITabBarController? {
    (controller as? UITabBarController) ?? controller.children.lazy.compactMap(firstTabBar).first
}
#endif

MainActor.assumeIsolated { drive() }
