#if canImport(UIKit)
import UIKit
#endif

/// The "new room" coordinator: three steps pushed onto the stack of whichever tab started them;
/// the third creates the room and the sub-flow ends with its ID.
final class NewRoomFlowController: NavGraphViewController, NewRoomFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func makeNewRoomName() -> any NewRoomNameFlowControlling { sharing(store, with: NewRoomNameFlowController()) }
}

/// Step one: the room's name.
final class NewRoomNameFlowController: NavGraphViewController, NewRoomNameFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func start() {
        #if canImport(UIKit)
        title = "New room"
        #endif
    }

    /// The person types a name and taps "Next".
    func next(name: String) { perform(.next(name)) }

    func makeNext() -> any NewRoomPrivacyFlowControlling { sharing(store, with: NewRoomPrivacyFlowController()) }
}

/// Step two: who may join.
final class NewRoomPrivacyFlowController: NavGraphViewController, NewRoomPrivacyFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!
    private(set) var name = ""

    func start(context: String) {
        name = context
        #if canImport(UIKit)
        title = context
        #endif
    }

    /// The person picks who may join and taps "Next".
    func choose(_ privacy: Privacy) { perform(.next(NewRoomDraft(name: name, privacy: privacy))) }

    func makeNext() -> any NewRoomInviteFlowControlling { sharing(store, with: NewRoomInviteFlowController()) }
}

/// Step three: creates the room, and the whole sub-flow ends with its ID.
final class NewRoomInviteFlowController: NavGraphViewController, NewRoomInviteFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!
    private(set) var draft: NewRoomDraft?

    func start(context: NewRoomDraft) {
        draft = context
        #if canImport(UIKit)
        title = "Invite"
        #endif
    }

    /// The person taps "Create".
    func create() {
        guard let draft else { return }
        perform(.create(store.createRoom(draft)))
    }
}
