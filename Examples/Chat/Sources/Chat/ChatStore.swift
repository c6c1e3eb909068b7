/// The rooms and people the client knows, shared by every coordinator and screen (a real client
/// keeps its sync engine here).
@MainActor
final class ChatStore {
    /// Room names by ID.
    private(set) var rooms: [RoomID: String]
    /// Each room's members.
    private(set) var members: [RoomID: [UserID]]
    /// The rooms the person has read, and left, as the Room sub-flow reported it.
    private(set) var outcomes: [RoomID: RoomOutcome] = [:]
    /// Who is signed in; `nil` while no one is (the client shows no Chats tab then).
    private(set) var signedIn: UserID?
    /// Made rooms are numbered after the ones there are.
    private var nextRoom = 1

    init(rooms: [RoomID: String], members: [RoomID: [UserID]] = [:], signedIn: UserID? = nil) {
        self.rooms = rooms
        self.members = members
        self.signedIn = signedIn
    }

    /// Records who signed in, or that no one is (`nil`).
    func setSignedIn(_ user: UserID?) {
        signedIn = user
    }

    /// Creates a room from the "new room" steps and returns its ID.
    func createRoom(_ draft: NewRoomDraft) -> RoomID {
        let id = "new-\(nextRoom)"
        nextRoom += 1
        rooms[id] = draft.name
        return id
    }

    /// Records how the person left a room.
    func record(_ outcome: RoomOutcome, for room: RoomID) {
        outcomes[room] = outcome
        if outcome == .left { rooms[room] = nil }
    }
}

/// A FlowController that reads and changes the client's store, handed down by whoever makes it.
@MainActor
protocol UsesChatStore: AnyObject {
    var store: ChatStore! { get set }
}

/// `made`, given `store`: how every maker hands the store down.
@MainActor
func sharing<FlowController: UsesChatStore>(_ store: ChatStore, with made: FlowController) -> FlowController {
    made.store = store
    return made
}
