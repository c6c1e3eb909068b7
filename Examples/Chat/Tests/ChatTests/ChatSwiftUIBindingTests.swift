import Testing
@testable import Chat

/// The same coordinators under the SwiftUI navigator, read and written as a `NavigationStack`
/// reads and writes its path: a sub-flow's screens are elements of the tab's one path.
@MainActor
struct ChatSwiftUIBindingTests {
    let navigator = NavGraphSwiftUINavigator()
    let store = ChatStore(rooms: ["lobby": "Lobby"], members: ["lobby": ["@ana"]], signedIn: "@me")

    /// The Chats tab's stack: the `NavigationStack` whose path the tests read and write.
    private func chatsStack(of list: RoomListFlowController) throws -> NavGraphEntryID {
        let id = try #require(navigator.navigation.entryID(of: list))
        return try #require(navigator.state.stack(containing: id))
    }

    @Test func aRoomAndItsMembersAreOnePathAndAShorterPathLeavesThemScreenByScreen() throws {
        navigator.start(entry: sharing(store, with: SessionFlowController()))
        let list = try #require(navigator.topFlowController as? RoomListFlowController)
        let chats = try chatsStack(of: list)
        list.open("lobby")
        try #require(navigator.topFlowController as? TimelineFlowController).showMembers()
        let path = navigator.path(of: chats)
        #expect(path.compactMap { navigator.state[$0]?.node } == [.timeline, .memberList], "no NavigationStack inside another")

        navigator.setPath(Array(path.prefix(1)), of: chats)
        #expect(navigator.topFlowController is TimelineFlowController, "back from the Members sub-flow's first screen ends it")
        navigator.setPath([], of: chats)
        #expect(navigator.topFlowController === list && store.outcomes.isEmpty)
    }

    @Test func theNewRoomStepsEndInOnePathWrite() throws {
        navigator.start(entry: sharing(store, with: SessionFlowController()))
        let list = try #require(navigator.topFlowController as? RoomListFlowController)
        let chats = try chatsStack(of: list)
        list.startNewRoom()
        try #require(navigator.topFlowController as? NewRoomNameFlowController).next(name: "Garden")
        try #require(navigator.topFlowController as? NewRoomPrivacyFlowController).choose(.open)
        #expect(navigator.path(of: chats).count == 3)
        try #require(navigator.topFlowController as? NewRoomInviteFlowController).create()
        #expect(navigator.path(of: chats).compactMap { navigator.state[$0]?.node } == [.timeline], "the steps gone, the made room pushed")
    }
}
