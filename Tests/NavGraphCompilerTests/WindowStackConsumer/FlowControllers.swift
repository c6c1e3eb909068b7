// Hand-written FlowControllers for a chat app's room windows (Golden/invalid-window-near-miss-embed-stack):
// the room and its details record the room they were started with, so that main.swift can check
// what each window shows.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class MainFlowController: NavGraphViewController, MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeRoomsStack() -> any RoomsStackFlowControlling { RoomsStackFlowController() }
    func makeSearchStack() -> any SearchStackFlowControlling { SearchStackFlowController() }
}

final class RoomsStackFlowController: NavGraphViewController, RoomsStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeRooms() -> any RoomsFlowControlling { RoomsFlowController() }
}

final class SearchStackFlowController: NavGraphViewController, SearchStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeSearch() -> any SearchFlowControlling { SearchFlowController() }
}

final class RoomsFlowController: NavGraphViewController, RoomsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// How the routes that presented where there was one window ended.
    var ended: [String] = []
    func start() {}
    func makeOpenRoom() -> any RoomFlowControlling { RoomFlowController() }
    func openRoomDidEnd() { ended.append("openRoom") }
}

final class SearchFlowController: NavGraphViewController, SearchFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class RoomFlowController: NavGraphViewController, RoomFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The room it shows.
    var room: RoomID?
    func start(context: RoomID) { room = context }
    func makeDetails() -> any RoomDetailsFlowControlling { RoomDetailsFlowController() }
}

final class RoomDetailsFlowController: NavGraphViewController, RoomDetailsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The room whose details it shows.
    var room: RoomID?
    func start(context: RoomID) { room = context }
    func makeMember() -> any MemberFlowControlling { MemberFlowController() }
}

final class MemberFlowController: NavGraphViewController, MemberFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeAccount() -> any AccountFlowControlling { AccountFlowController() }
}

final class AccountFlowController: NavGraphViewController, AccountFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

/// What the app's window scene makes at the root of each window the graph opens.
struct WindowRoots: NavGraphWindowRoots {
    func makeRoomWindow() -> any RoomFlowControlling { RoomFlowController() }
    func makeSettingsWindow() -> any SettingsFlowControlling { SettingsFlowController() }
}
