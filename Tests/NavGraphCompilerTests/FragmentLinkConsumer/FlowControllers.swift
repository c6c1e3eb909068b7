// Hand-written FlowControllers for the chat app of Golden/realapps-chat-room-permalink: the room
// sub-flow and its timeline record the room they were started with, so that main.swift can check
// what each URL opened.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class TabsFlowController: NavGraphViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeChatsStack() -> any ChatsStackFlowControlling { ChatsStackFlowController() }
    func makeSearchStack() -> any SearchStackFlowControlling { SearchStackFlowController() }
}

final class ChatsStackFlowController: NavGraphViewController, ChatsStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeChats() -> any ChatsFlowControlling { ChatsFlowController() }
    func makeRoom() -> any RoomFlowControlling { RoomFlowController() }
}

final class SearchStackFlowController: NavGraphViewController, SearchStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeSearch() -> any SearchFlowControlling { SearchFlowController() }
}

final class ChatsFlowController: NavGraphViewController, ChatsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeRoom() -> any RoomFlowControlling { RoomFlowController() }
}

final class SearchFlowController: NavGraphViewController, SearchFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeRoom() -> any RoomFlowControlling { RoomFlowController() }
}

/// The room's coordinator: started with the room the URL names, it hands it to the timeline.
final class RoomFlowController: NavGraphViewController, RoomFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The room the sub-flow was started with.
    var room: RoomLink?
    func start(context: RoomLink) { room = context }
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
    func contextForTimeline() -> RoomLink { room ?? RoomLink(id: "", via: nil) }
}

final class TimelineFlowController: NavGraphViewController, TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The room shown.
    var room: RoomLink?
    func start(context: RoomLink) { room = context }
    func makeMembers() -> any MembersFlowControlling { MembersFlowController() }
}

final class MembersFlowController: NavGraphViewController, MembersFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
