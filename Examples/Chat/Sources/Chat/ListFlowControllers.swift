#if canImport(UIKit)
import UIKit
#endif

/// The rooms the person is in. It opens a room, or the "new room" steps, on its own stack, and
/// hears how each ended: a room made by the steps is opened at once.
final class RoomListFlowController: NavGraphViewController, RoomListFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func start() {
        #if canImport(UIKit)
        title = "Chats"
        #endif
    }

    /// The person taps a room.
    func open(_ room: RoomID) { perform(.room(room)) }

    /// The person taps "New room".
    func startNewRoom() { perform(.newRoom) }

    func makeRoom() -> any RoomFlowControlling { sharing(store, with: RoomFlowController()) }
    func roomDidFinish(with feedback: RoomOutcome) {}
    func makeNewRoom() -> any NewRoomFlowControlling { sharing(store, with: NewRoomFlowController()) }

    func newRoomDidFinish(with feedback: RoomID) {
        open(feedback)
    }
}

/// Search: opens a room or the "new room" steps on the Discover tab's stack, and the notification
/// settings where the graph places them, in the Settings tab.
final class SearchFlowController: NavGraphViewController, SearchFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func start() {
        #if canImport(UIKit)
        title = "Search"
        #endif
    }

    /// The person taps a room among the results.
    func open(_ room: RoomID) { perform(.room(room)) }

    /// The person taps "Create a room named…".
    func startNewRoom() { perform(.newRoom) }

    /// The person taps "Notification settings" among the results.
    func openNotificationSettings() { perform(.notificationSettings) }

    func makeRoom() -> any RoomFlowControlling { sharing(store, with: RoomFlowController()) }
    func roomDidFinish(with feedback: RoomOutcome) {}
    func makeNewRoom() -> any NewRoomFlowControlling { sharing(store, with: NewRoomFlowController()) }

    func newRoomDidFinish(with feedback: RoomID) {
        open(feedback)
    }
}
