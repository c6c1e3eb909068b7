#if canImport(UIKit)
import UIKit
#endif

/// The Members coordinator: a sub-flow pushed from a room's timeline onto the same stack.
final class MembersFlowController: NavGraphViewController, MembersFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!
    private(set) var room: RoomID = ""

    func start(context: RoomID) {
        room = context
    }

    func makeMemberList() -> any MemberListFlowControlling { sharing(store, with: MemberListFlowController()) }
    func contextForMemberList() -> RoomID { room }
}

/// The members of a room.
final class MemberListFlowController: NavGraphViewController, MemberListFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!
    private(set) var members: [UserID] = []

    func start(context: RoomID) {
        members = store.members[context] ?? []
        #if canImport(UIKit)
        title = "Members"
        #endif
    }

    /// The person taps a member.
    func select(_ member: UserID) { perform(.member(member)) }

    func makeMember() -> any MemberDetailFlowControlling { MemberDetailFlowController() }
}

/// One member's role in the room; "View profile" puts the person's profile in its place.
final class MemberDetailFlowController: NavGraphViewController, MemberDetailFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var member: UserID = ""

    func start(context: UserID) {
        member = context
        #if canImport(UIKit)
        title = context
        #endif
    }

    /// The person taps "View profile".
    func showProfile() { perform(.profile(member)) }

    /// The person taps "Done": back to the room's timeline, below the Members sub-flow.
    func done() { perform(.done) }

    func makeProfile() -> any UserProfileFlowControlling { UserProfileFlowController() }
}

/// A person's profile.
final class UserProfileFlowController: NavGraphViewController, UserProfileFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var user: UserID = ""

    func start(context: UserID) {
        user = context
        #if canImport(UIKit)
        title = context
        #endif
    }
}
