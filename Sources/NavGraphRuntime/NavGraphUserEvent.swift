import Foundation

/// Something the user did on screen, as an adapter reports it to `NavGraphStateMachine`: the
/// same events come from the headless navigator's simulated gestures, SwiftUI's binding
/// writes and UIKit's delegate calls.
public enum NavGraphUserEvent: Hashable, Sendable {
    /// The user went back in the stack until the entry is its top (back button, completed swipe
    /// back, a long press on back).
    case popped(NavGraphEntryID, to: NavGraphEntryID)
    /// The user dismissed the presented entry (a sheet swiped down, a popover tapped away).
    case dismissed(NavGraphEntryID)
    /// The user tapped the button at `button` of the presented alert or confirmation dialog,
    /// which closed it, with `fields` typed in its text fields: the button's value goes to the
    /// route that presented it.
    case answered(NavGraphEntryID, button: Int, fields: [String] = [])
    /// The user picked `documents` in the presented document picker, which closed it: what its
    /// screen makes of them goes to the route that presented it.
    case picked(NavGraphEntryID, documents: [URL])
    /// The user chose a service in the presented share sheet, which closed it: what its screen
    /// makes of the result goes to the route that presented it.
    case shared(NavGraphEntryID, NavGraphShareResult)
    /// The user picked `photos` (at least one) in the presented photo picker, which closed it:
    /// what its screen makes of them goes to the route that presented it.
    case pickedPhotos(NavGraphEntryID, [NavGraphPickedPhoto])
    /// The presented web authentication session ended, which closed it: with the `callback` URL
    /// the service redirected to, whose value as its screen makes it goes to the route that
    /// presented it, or with none (the person cancelled, or the session could not start), which
    /// ends that route without feedback.
    case authenticated(NavGraphEntryID, callback: URL?)
    /// The user tapped the tab at `index` of the tabs flow.
    case selectedTab(of: NavGraphEntryID, index: Int)
    /// The split flow's view collapsed into one stack (`true`: the width became compact, an iPad
    /// rotated or put in Slide Over) or expanded into its columns again (`false`). The stack
    /// stays as it is; only what is at the front changes.
    case collapsed(NavGraphEntryID, Bool)

    /// The gesture the event is the outcome of: a pop, or a dismissal (a dialog's button and a
    /// picker's pick, a share sheet's service and a sign-in's end dismiss them too); `nil` for a tab tap or a resize.
    public var gesture: NavGraphGesture? {
        switch self {
        case .popped(let stack, let entry): .popping(stack, to: entry)
        case .dismissed(let presented), .answered(let presented, _, _), .picked(let presented, _), .shared(let presented, _),
             .pickedPhotos(let presented, _), .authenticated(let presented, _):
            .dismissing(presented)
        case .selectedTab, .collapsed: nil
        }
    }

    /// What the state machine made of a user event it was asked about.
    public enum Outcome: Hashable, Sendable {
        /// The state now shows what the user did.
        case followed
        /// The rules refuse it now (a transition is running, the presentation is not
        /// dismissible): the state is unchanged, and an adapter whose screen already moved must
        /// show the state again.
        case refused
        /// It does not fit the state (nothing above that entry, not presented, the tab already
        /// selected): nothing changes.
        case doesNotApply
    }
}
