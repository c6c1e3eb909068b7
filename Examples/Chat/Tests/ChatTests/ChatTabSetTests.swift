import Foundation
import Testing
@testable import Chat

/// The Chats tab, shown only to someone signed in: signing in and out from the settings changes
/// the session's tabs, a link to the rooms waits for the tab, and a state saved signed in is not
/// restored once signed out.
@MainActor
struct ChatTabSetTests {
    let navigator = NavGraphHeadlessNavigator()
    let store = ChatStore(rooms: ["lobby": "Lobby"])

    /// The names of the tabs the session shows, in order.
    var tabs: [NavGraphNodeName] {
        guard let root = navigator.state.root, case .tabs(let list, _) = navigator.state[root]?.content else { return [] }
        return list.compactMap { navigator.state[$0]?.node }
    }

    @Test func signedOutTheSessionHasNoChatsTabAndALinkToTheRoomsWaitsForTheSignIn() throws {
        navigator.start(entry: sharing(store, with: SessionFlowController()))
        #expect(tabs == [.discover, .settings])
        #expect(navigator.topFlowController is SearchFlowController)

        #expect(!navigator.open(url: try #require(URL(string: "chat://rooms"))), "no Chats tab to open it in")
        #expect(navigator.navigation.hasPendingLink)
        #expect(navigator.userTapsTab(.settings))
        try #require(navigator.topFlowController as? SettingsHomeFlowController).signIn()
        try #require(navigator.topFlowController as? SignInFlowController).signedIn(as: "@me")

        #expect(store.signedIn == "@me")
        #expect(tabs == [.chats, .discover, .settings])
        #expect(navigator.topFlowController is RoomListFlowController, "the link that waited opened in the Chats tab")
        #expect(!navigator.navigation.hasPendingLink)
    }

    @Test func signingOutClosesTheChatsTabWithTheRoomOpenInItAndKeepsTheSettingsSelected() throws {
        store.setSignedIn("@me")
        navigator.start(entry: sharing(store, with: SessionFlowController()))
        try #require(navigator.topFlowController as? RoomListFlowController).open("lobby")
        #expect(navigator.topFlowController is TimelineFlowController)
        #expect(navigator.userTapsTab(.settings))
        let saved = try JSONEncoder().encode(try #require(navigator.savedState))

        try #require(navigator.topFlowController as? SettingsHomeFlowController).signOut()
        #expect(tabs == [.discover, .settings])
        #expect(navigator.topFlowController is SettingsHomeFlowController, "the Settings tab stays selected")
        #expect(store.outcomes.isEmpty, "the room closed with its tab, without an outcome")

        let state = try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: saved)
        #expect(throws: NavGraphRestoreError.refused(.chats, by: .session), "a state saved signed in shows no rooms once signed out") {
            try NavGraphHeadlessNavigator().restore(state, entry: sharing(store, with: SessionFlowController()))
        }
    }
}
