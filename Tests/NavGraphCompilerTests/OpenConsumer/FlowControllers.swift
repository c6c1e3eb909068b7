// Hand-written FlowControllers for room.navgraph.yaml: each records the room it is in, so that
// main.swift can check that an `open` route to the sub-flow pushes it with its context.

final class TabsFlowController: NavGraphViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeChats() -> any ChatsFlowControlling { ChatsFlowController() }
    func makeSearchTab() -> any SearchTabFlowControlling { SearchTabFlowController() }
}

final class ChatsFlowController: NavGraphViewController, ChatsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeHome() -> any HomeFlowControlling { HomeFlowController() }
    func makeRoomFlow() -> any RoomFlowFlowControlling { RoomFlowFlowController() }
}

final class SearchTabFlowController: NavGraphViewController, SearchTabFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeSearch() -> any SearchFlowControlling { SearchFlowController() }
}

final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeRoom() -> any RoomFlowFlowControlling { RoomFlowFlowController() }
}

final class SearchFlowController: NavGraphViewController, SearchFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class RoomFlowFlowController: NavGraphViewController, RoomFlowFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The room the flow was handed, by the route that pushed it or the one that opened it.
    var room: RoomID?
    func start(context: RoomID) { room = context }
    func makeRoom() -> any RoomFlowControlling { RoomFlowController() }
    func contextForRoom() -> RoomID { room ?? "" }
}

final class RoomFlowController: NavGraphViewController, RoomFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var room: RoomID?
    func start(context: RoomID) { room = context }
}
