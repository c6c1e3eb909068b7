// Drives Examples/Chat's own coordinators and screens, with its generated code, against the
// UIKit double: its sub-flows push their screens onto the navigation controller of the tab that
// opened them, a room's permalink pushes the room there too, the user goes back screen by screen, the new-room steps end from their third
// screen, a saved state inside two sub-flows comes back in one navigation controller, and signing
// out and in takes the Chats tab out of the tab bar and puts a new one back. Exits
// non-zero at the first expectation that fails. Run by GeneratedCodeCompilesTests.

import Foundation
import UIKit

/// The top-most FlowController in the navigator's state.
@MainActor
func top(_ navigator: NavGraphUIKitNavigator) -> (any NavGraphFlowController)? {
    navigator.state.top.flatMap { navigator.navigation.flowController(for: $0) }
}

/// The graph's names of a navigation controller's view controllers, bottom first.
@MainActor
func names(_ stack: UINavigationController?) -> [String] {
    (stack?.viewControllers ?? []).map { ($0 as? any NavGraphFlowController)?.navGraphNode.rawValue ?? "?" }
}

@MainActor
func drive() {
    let store = ChatStore(rooms: ["lobby": "Lobby"], members: ["lobby": ["@ana", "@bo"]], signedIn: "@me")
    let window = UIWindow(windowScene: UIWindowScene())
    let navigator = NavGraphUIKitNavigator.start(entry: sharing(store, with: SessionFlowController()), in: window)
    UIKitDouble.finishAnimations()
    guard let list = top(navigator) as? RoomListFlowController, let chats = list.navigationController, let tabBar = chats.tabBarController else {
        return expect(false, "the room list is shown in the Chats tab's navigation controller")
    }

    // A room, then its members, on the Chats tab's one navigation controller.
    list.open("lobby")
    UIKitDouble.finishAnimations()
    (top(navigator) as? TimelineFlowController)?.showMembers()
    UIKitDouble.finishAnimations()
    (top(navigator) as? MemberListFlowController)?.select("@bo")
    UIKitDouble.finishAnimations()
    (top(navigator) as? MemberDetailFlowController)?.showProfile()
    UIKitDouble.finishAnimations()
    expect(names(chats) == ["RoomList", "Timeline", "MemberList", "UserProfile"], "one navigation controller, the profile in the details' place: \(names(chats))")

    // The user goes back screen by screen: the Members sub-flow ends when its first screen goes.
    UIKitDouble.userSwipesBack(chats, completing: true)
    UIKitDouble.finishAnimations()
    UIKitDouble.userTapsBack(chats)
    UIKitDouble.finishAnimations()
    expect(names(chats) == ["RoomList", "Timeline"], "back at the room: \(names(chats))")

    // Leaving the room from its second screen ends the whole Room sub-flow in one pop.
    (top(navigator) as? TimelineFlowController)?.showDetails()
    UIKitDouble.finishAnimations()
    (top(navigator) as? RoomDetailsFlowController)?.leave()
    UIKitDouble.finishAnimations()
    expect(names(chats) == ["RoomList"] && store.outcomes["lobby"] == .left, "the room is left: \(names(chats))")

    // The room's permalink pushes the Room sub-flow onto the Chats tab's navigation controller.
    expect(navigator.open(url: URL(string: "chat://room/lobby")!), "the permalink opens")
    UIKitDouble.finishAnimations()
    expect(names(chats) == ["RoomList", "Timeline"] && (top(navigator) as? TimelineFlowController)?.room == "lobby", "the room by its permalink: \(names(chats))")
    UIKitDouble.userTapsBack(chats)
    UIKitDouble.finishAnimations()

    // The new-room steps from the Discover tab end from their third screen; the made room opens.
    expect(UIKitDouble.userTapsTab(tabBar, at: 1), "the user taps Discover")
    UIKitDouble.finishAnimations()
    guard let search = top(navigator) as? SearchFlowController, let discover = search.navigationController else {
        return expect(false, "search is shown in the Discover tab's navigation controller")
    }
    search.startNewRoom()
    UIKitDouble.finishAnimations()
    (top(navigator) as? NewRoomNameFlowController)?.next(name: "Garden")
    UIKitDouble.finishAnimations()
    (top(navigator) as? NewRoomPrivacyFlowController)?.choose(.inviteOnly)
    UIKitDouble.finishAnimations()
    expect(names(discover) == ["Search", "NewRoomName", "NewRoomPrivacy", "NewRoomInvite"], "\(names(discover))")
    (top(navigator) as? NewRoomInviteFlowController)?.create()
    UIKitDouble.finishAnimations()
    expect(names(discover) == ["Search", "Timeline"] && (top(navigator) as? TimelineFlowController)?.room == "new-1", "the made room replaces the steps: \(names(discover))")
    expect(names(chats) == ["RoomList"], "the Chats tab is untouched")

    // A saved state inside two sub-flows comes back in one navigation controller.
    (top(navigator) as? TimelineFlowController)?.showMembers()
    UIKitDouble.finishAnimations()
    guard let saved = navigator.savedState else { return expect(false, "the state saves") }
    let restoredWindow = UIWindow(windowScene: UIWindowScene())
    let restored = NavGraphUIKitNavigator(window: restoredWindow)
    do {
        try restored.restore(saved, entry: sharing(store, with: SessionFlowController()))
    } catch {
        return expect(false, "restored: \(error)")
    }
    let members = top(restored) as? MemberListFlowController
    expect(names(members?.navigationController) == ["Search", "Timeline", "MemberList"], "\(names(members?.navigationController))")

    // Search opens the notification settings in the Settings tab.
    UIKitDouble.userTapsBack(discover)
    UIKitDouble.finishAnimations()
    UIKitDouble.userTapsBack(discover)
    UIKitDouble.finishAnimations()
    search.openNotificationSettings()
    UIKitDouble.finishAnimations()
    expect(tabBar.selectedIndex == 2 && top(navigator) is NotificationSettingsFlowController, "the Settings tab shows the notification settings")

    // Signing out takes the Chats tab out of the tab bar; signing in puts a new one back first.
    UIKitDouble.userTapsBack(tabBar.viewControllers?.last as? UINavigationController ?? chats)
    UIKitDouble.finishAnimations()
    (top(navigator) as? SettingsHomeFlowController)?.signOut()
    UIKitDouble.finishAnimations()
    expect(tabBar.viewControllers?.count == 2 && tabBar.selectedIndex == 1, "signed out: Discover and Settings, Settings still selected")
    (top(navigator) as? SettingsHomeFlowController)?.signIn()
    UIKitDouble.finishAnimations()
    (top(navigator) as? SignInFlowController)?.signedIn(as: "@me")
    UIKitDouble.finishAnimations()
    let newChats = tabBar.viewControllers?.first as? UINavigationController
    expect(tabBar.viewControllers?.count == 3 && newChats !== chats && names(newChats) == ["RoomList"], "signed in: a new Chats tab first: \(names(newChats))")
    expect(tabBar.selectedIndex == 2 && top(navigator) is SettingsHomeFlowController, "Settings still selected, the sign-in sheet gone")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}

MainActor.assumeIsolated { drive() }
print("OK")
