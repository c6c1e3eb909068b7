// Hand-written FlowControllers for room.navgraph.yaml: the room's flow and screen record the room
// they were handed, so that main.swift can check that a link into the sub-flow hands it the ID it
// read from the URL.

final class TabsFlowController: NavGraphViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The Chats tab, kept so that the driver can find its stack.
    let chats = ChatsFlowController()
    func makeChats() -> any ChatsFlowControlling { chats }
    func makeSearchTab() -> any SearchTabFlowControlling { SearchTabFlowController() }
}

final class ChatsFlowController: NavGraphViewController, ChatsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Its root, kept so that the driver can find the navigation controller it is in.
    let home = HomeFlowController()
    func makeHome() -> any HomeFlowControlling { home }
    func makeRoomFlow() -> any RoomFlowFlowControlling { RoomFlowFlowController() }
}

final class SearchTabFlowController: NavGraphViewController, SearchTabFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeSearch() -> any SearchFlowControlling { SearchFlowController() }
    func makeRoomFlow() -> any RoomFlowFlowControlling { RoomFlowFlowController() }
}

final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// How many times the room this screen pushed ended.
    var roomsEnded = 0
    func start() {}
    func makeRoom() -> any RoomFlowFlowControlling { RoomFlowFlowController() }
    func roomDidEnd() { roomsEnded += 1 }
}

final class SearchFlowController: NavGraphViewController, SearchFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeRoom() -> any RoomFlowFlowControlling { RoomFlowFlowController() }
}

final class RoomFlowFlowController: NavGraphViewController, RoomFlowFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The room the flow was handed: by the route that pushed it, or by the link that opened it.
    var room: RoomID?
    func start(context: RoomID) { room = context }
    func makeRoom() -> any RoomFlowControlling { RoomFlowController() }
    func contextForRoom() -> RoomID { room ?? "" }
}

final class RoomFlowController: NavGraphViewController, RoomFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var room: RoomID?
    func start(context: RoomID) { room = context }
    func makeMembers() -> any MembersFlowControlling { MembersFlowController() }
}

final class MembersFlowController: NavGraphViewController, MembersFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
