import Foundation
import Testing
@testable import Chat

/// The coordinators' sub-flows, driven the way the screens drive them, on a headless navigator.
@MainActor
struct ChatSubflowTests {
    let navigator = NavGraphHeadlessNavigator()
    let store = ChatStore(rooms: ["lobby": "Lobby", "dev": "Developers"], members: ["lobby": ["@ana", "@bo"]], signedIn: "@me")

    /// Starts the session and returns the room list, on top of the Chats tab.
    func startSession() throws -> RoomListFlowController {
        navigator.start(entry: sharing(store, with: SessionFlowController()))
        return try #require(navigator.topFlowController as? RoomListFlowController)
    }

    /// The names of the screens in the stack `flowController` is in, bottom first.
    func stack(of flowController: any NavGraphFlowController) -> [NavGraphNodeName] {
        navigator.stack(containing: flowController).map(\.navGraphNode)
    }

    @Test func aRoomOpenedFromTheChatsTabJoinsItsStackAndLeavingItEndsTheWholeRoom() throws {
        let list = try startSession()
        list.open("lobby")
        let timeline = try #require(navigator.topFlowController as? TimelineFlowController)
        #expect(timeline.room == "lobby")
        timeline.showDetails()
        let details = try #require(navigator.topFlowController as? RoomDetailsFlowController)
        #expect(stack(of: details) == [.roomList, .timeline, .roomDetails], "one stack: the room's screens above the list")

        details.leave()
        #expect(navigator.topFlowController === list)
        #expect(stack(of: list) == [.roomList])
        #expect(store.outcomes["lobby"] == .left && store.rooms["lobby"] == nil)
    }

    @Test func theSameRoomSubFlowOpensFromSearchOnTheDiscoverTabsStack() throws {
        let list = try startSession()
        navigator.navigation.select(.discover, from: list) { _ in }
        let search = try #require(navigator.topFlowController as? SearchFlowController)
        search.open("dev")
        let timeline = try #require(navigator.topFlowController as? TimelineFlowController)
        #expect(stack(of: timeline) == [.search, .timeline])
        #expect(stack(of: list) == [.roomList], "the Chats tab is untouched")
        timeline.close()
        #expect(navigator.topFlowController === search && store.outcomes["dev"] == .read)
    }

    @Test func theNewRoomStepsEndFromTheirThirdScreenWithTheRoomWhichOpensAtOnce() throws {
        let list = try startSession()
        list.startNewRoom()
        try #require(navigator.topFlowController as? NewRoomNameFlowController).next(name: "Book club")
        try #require(navigator.topFlowController as? NewRoomPrivacyFlowController).choose(.inviteOnly)
        let invite = try #require(navigator.topFlowController as? NewRoomInviteFlowController)
        #expect(stack(of: invite) == [.roomList, .newRoomName, .newRoomPrivacy, .newRoomInvite])
        #expect(invite.draft == NewRoomDraft(name: "Book club", privacy: .inviteOnly))

        invite.create()
        let timeline = try #require(navigator.topFlowController as? TimelineFlowController, "the list opened the made room")
        #expect(timeline.room == "new-1" && store.rooms["new-1"] == "Book club")
        #expect(stack(of: timeline) == [.roomList, .timeline], "the steps are gone; the room is pushed in their place")
    }

    @Test func membersIsASubFlowInsideTheRoomAndAMembersProfileTakesTheirDetailsPlace() throws {
        let list = try startSession()
        list.open("lobby")
        try #require(navigator.topFlowController as? TimelineFlowController).showMembers()
        let members = try #require(navigator.topFlowController as? MemberListFlowController)
        #expect(members.members == ["@ana", "@bo"])
        members.select("@bo")
        let detail = try #require(navigator.topFlowController as? MemberDetailFlowController)
        detail.showProfile()
        let profile = try #require(navigator.topFlowController as? UserProfileFlowController)
        #expect(profile.user == "@bo")
        #expect(stack(of: profile) == [.roomList, .timeline, .memberList, .userProfile], "the profile in the details' place")
        #expect(navigator.userTapsBack() && navigator.topFlowController === members)

        members.select("@ana")
        try #require(navigator.topFlowController as? MemberDetailFlowController).done()
        #expect(navigator.topFlowController is TimelineFlowController, "Members ended back at the room's timeline")
    }

    @Test func theUserGoesBackThroughTheRoomScreenByScreen() throws {
        let list = try startSession()
        list.open("lobby")
        try #require(navigator.topFlowController as? TimelineFlowController).showDetails()
        #expect(navigator.userSwipesBack())
        #expect(navigator.topFlowController is TimelineFlowController)
        #expect(navigator.userTapsBack())
        #expect(navigator.topFlowController === list && store.outcomes.isEmpty, "going back ends the room without an outcome")
    }

    @Test func searchOpensTheNotificationSettingsInTheSettingsTab() throws {
        let list = try startSession()
        navigator.navigation.select(.discover, from: list) { _ in }
        let search = try #require(navigator.topFlowController as? SearchFlowController)
        search.openNotificationSettings()
        let settings = try #require(navigator.topFlowController as? NotificationSettingsFlowController)
        #expect(stack(of: settings) == [.settingsHome, .notificationSettings])
        #expect(navigator.visiblePath == [.session, .settings, .notificationSettings])
    }

    @Test func theRoomsPermalinkPushesTheRoomOntoChatsOrOntoDiscoverWhereThatTabShows() throws {
        let list = try startSession()
        let url = try #require(URL(string: "chat://room/dev"))
        #expect(navigator.open(url: url))
        let timeline = try #require(navigator.topFlowController as? TimelineFlowController)
        #expect(timeline.room == "dev", "the room's ID read from the URL started the sub-flow and its timeline")
        #expect(stack(of: timeline) == [.roomList, .timeline])
        timeline.close()
        #expect(navigator.topFlowController === list && store.outcomes["dev"] == .read, "the room ended back on the list, its outcome recorded")

        navigator.navigation.select(.discover, from: list) { _ in }
        #expect(navigator.open(url: try #require(URL(string: "chat://room/lobby"))))
        let inDiscover = try #require(navigator.topFlowController as? TimelineFlowController)
        #expect(inDiscover.room == "lobby" && stack(of: inDiscover) == [.search, .timeline], "pushed onto the tab that shows")
        #expect(stack(of: list) == [.roomList], "the Chats tab is untouched")
    }

    @Test func aStateInsideTwoSubFlowsIsSavedAndRestored() throws {
        let list = try startSession()
        list.open("lobby")
        try #require(navigator.topFlowController as? TimelineFlowController).showMembers()
        try #require(navigator.topFlowController as? MemberListFlowController).select("@ana")
        let saved = try #require(navigator.savedState)
        let json = try JSONEncoder().encode(saved)

        let restored = NavGraphHeadlessNavigator()
        try restored.restore(try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: json), entry: sharing(store, with: SessionFlowController()))
        let detail = try #require(restored.topFlowController as? MemberDetailFlowController)
        #expect(detail.member == "@ana")
        #expect(restored.stack(containing: detail).map(\.navGraphNode) == [.roomList, .timeline, .memberList, .memberDetail])
        #expect(restored.savedState == saved)
        #expect(restored.userTapsBack() && restored.userTapsBack())
        let timeline = try #require(restored.topFlowController as? TimelineFlowController)
        #expect(timeline.room == "lobby", "the Room coordinator kept its room through the restore")
    }
}
