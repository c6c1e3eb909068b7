#if canImport(UIKit)
import UIKit
#endif

/// The Room coordinator: a sub-flow with no view of its own. It keeps the room it was pushed
/// for, makes the timeline, and records how the room ended before the screen that opened it
/// hears the outcome.
final class RoomFlowController: NavGraphViewController, RoomFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!
    /// The room it shows, from the route that pushed it.
    private(set) var room: RoomID = ""

    func start(context: RoomID) {
        room = context
    }

    func makeTimeline() -> any TimelineFlowControlling { sharing(store, with: TimelineFlowController()) }
    func contextForTimeline() -> RoomID { room }
}

/// A room's messages: the first screen of the Room sub-flow.
final class TimelineFlowController: NavGraphViewController, TimelineFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!
    private(set) var room: RoomID = ""

    func start(context: RoomID) {
        room = context
        #if canImport(UIKit)
        title = store.rooms[context] ?? "Room"
        #endif
    }

    /// The person taps the member count.
    func showMembers() { perform(.members(room)) }

    /// The person taps the room's name.
    func showDetails() { perform(.details) }

    /// The person taps "Done": the room was read.
    func close() {
        store.record(.read, for: room)
        perform(.close(.read))
    }

    func makeMembers() -> any MembersFlowControlling { sharing(store, with: MembersFlowController()) }

    func makeDetails() -> any RoomDetailsFlowControlling {
        let details = sharing(store, with: RoomDetailsFlowController())
        details.room = room
        return details
    }
}

/// A room's topic, and the button that leaves it: the whole Room sub-flow ends.
final class RoomDetailsFlowController: NavGraphViewController, RoomDetailsFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!
    /// The room, set by the timeline that pushes this screen.
    var room: RoomID = ""

    func start() {
        #if canImport(UIKit)
        title = "Details"
        #endif
    }

    /// The person taps "Leave room".
    func leave() {
        store.record(.left, for: room)
        perform(.leave(.left))
    }
}
