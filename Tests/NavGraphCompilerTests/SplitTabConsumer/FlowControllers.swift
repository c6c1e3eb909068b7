// Hand-written FlowControllers for chats.navgraph.yaml: each screen records what it was started
// with, so that main.swift can check what each tab, route and link showed.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Whether the person has signed in: the log-in switch's gate.
@MainActor var signedIn = false

final class RootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeSignIn() -> any SignInFlowControlling { SignInFlowController() }
    func makeTabs() -> any TabsFlowControlling { TabsFlowController() }
    func shouldOpen(_ destination: NavGraphDestination) -> Bool { signedIn }
    func shouldRestore(_ child: NavGraphNodeName) -> Bool { child == .signIn || signedIn }
}

final class SignInFlowController: NavGraphViewController, SignInFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    /// The person signs in: the gate opens and the tabs show.
    func signIn() {
        signedIn = true
        perform(.signedIn)
    }
}

final class TabsFlowController: NavGraphViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeChats() -> any ChatsFlowControlling { ChatsFlowController() }
    func makeSpaces() -> any SpacesFlowControlling { SpacesFlowController() }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }
}

final class ChatsFlowController: NavGraphViewController, ChatsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeChatList() -> any ChatListFlowControlling { ChatListFlowController() }
    func makeRoom() -> any RoomFlowControlling { RoomFlowController() }
}

final class SpacesFlowController: NavGraphViewController, SpacesFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeSpaceList() -> any SpaceListFlowControlling { SpaceListFlowController() }
}

final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeSettingsHome() -> any SettingsHomeFlowControlling { SettingsHomeFlowController() }
}

final class ChatListFlowController: NavGraphViewController, ChatListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeRoom() -> any RoomFlowControlling { RoomFlowController() }
    func roomDidEnd() {}
}

final class RoomFlowController: NavGraphViewController, RoomFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The room it shows.
    var room: RoomID?
    func start(context: RoomID) { room = context }
    func makeMembers() -> any MembersFlowControlling { MembersFlowController() }
    func membersDidEnd() {}
}

final class MembersFlowController: NavGraphViewController, MembersFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class SpaceListFlowController: NavGraphViewController, SpaceListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeSpace() -> any SpaceFlowControlling { SpaceFlowController() }
    func spaceDidEnd() {}
}

final class SpaceFlowController: NavGraphViewController, SpaceFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: SpaceID) {}
}

final class SettingsHomeFlowController: NavGraphViewController, SettingsHomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
