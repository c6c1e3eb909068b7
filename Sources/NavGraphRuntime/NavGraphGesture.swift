/// A gesture the person is making that the screen follows as it goes, whose outcome is unknown
/// until it ends: a back swipe (or a back tap's pop, while it animates) and a sheet being pulled
/// down. An adapter reports it to `NavGraphStateMachine` (`userGestureBegan(_:)`,
/// `userGestureEnded(_:)`): UIKit through the transition coordinator of the pop or dismissal,
/// SwiftUI through its bindings (the shorter path or nil item it writes, until the closed views
/// have gone).
///
/// While one is in progress, the machine takes no command: routes wait for its end, links are
/// kept, and both then apply to what the person actually sees.
public enum NavGraphGesture: Hashable, Sendable {
    /// The person pops the stack back to the entry (a swipe back, a back tap's animation).
    case popping(NavGraphEntryID, to: NavGraphEntryID)
    /// The person dismisses the presented entry (a sheet pulled down, a popover tapped away).
    case dismissing(NavGraphEntryID)
}
