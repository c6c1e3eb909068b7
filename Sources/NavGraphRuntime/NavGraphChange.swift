import Foundation

/// One step from one navigation state to the next, for a renderer to draw. The state after the
/// step is already in `NavGraphStateMachine.state`; entries a step closes stay reachable through
/// `flowController(for:)` until the step has completed.
public enum NavGraphChange: Hashable, Sendable {
    /// The entry becomes the whole content of the window.
    case showRoot(NavGraphEntryID)
    /// The entry becomes the whole content of the window with everything a restored state shows
    /// inside it and over it: drawn without animation, presentations last.
    case showRestored(NavGraphEntryID)
    /// A flow's content was set when it started (its stack root, its tabs or its first child).
    case startFlow(NavGraphEntryID)
    /// An entry was pushed onto a stack; in a split view, from a column before the last, what the
    /// later columns showed closed first (the split view is drawn across its columns).
    case push(NavGraphEntryID, onto: NavGraphEntryID)
    /// A stack was popped back to one of its entries.
    case pop(NavGraphEntryID, to: NavGraphEntryID)
    /// A stack's entries were replaced at once (a link popped it to its root and pushed a
    /// screen, a `replace` took the top's place or started the stack again from a root): drawn
    /// as one transition to the entries the state now holds.
    case setStack(NavGraphEntryID)
    /// An entry was presented over another.
    case present(NavGraphEntryID, over: NavGraphEntryID)
    /// A presented entry, and everything above it, was dismissed from over its presenter.
    case dismiss(NavGraphEntryID, over: NavGraphEntryID)
    /// An overlay (`shrinks: app`) shrank into picture in picture: it floats over every screen
    /// and lets the person use what is below.
    case shrinkOverlay(NavGraphEntryID)
    /// A shrunk overlay grew back over the entry, the top-most one shown, and covers everything.
    case expandOverlay(NavGraphEntryID, over: NavGraphEntryID)
    /// A switch flow's child was swapped.
    case replaceChild(of: NavGraphEntryID, old: NavGraphEntryID, new: NavGraphEntryID)
    /// A tabs flow's selected tab changed.
    case selectTab(of: NavGraphEntryID, index: Int)
    /// A tabs flow's tabs were shown or hidden (the app's tab set changed at a log-in): drawn as
    /// the tabs and the selected index the state now holds.
    case setTabs(NavGraphEntryID)
    /// A container flow's children were shown or hidden (the app's `updateChildren()`): drawn as
    /// the children the state now holds, those that went taken out of the app's view, those that
    /// came handed to it.
    case setChildren(NavGraphEntryID)

    /// Whether it pushes: a push goes under what the app presented itself (a search controller
    /// stays up over the results it pushes from), where every other change dismisses it first.
    var isPush: Bool {
        if case .push = self { true } else { false }
    }

    /// Whether drawing it may take time (an animation): starting a flow and showing the root
    /// are drawn at once, even while another change is being drawn.
    var isTransition: Bool {
        switch self {
        case .showRoot, .startFlow: false
        default: true
        }
    }
}

/// Draws navigation state changes: UIKit's view controllers, or nothing (headless).
@MainActor
public protocol NavGraphRenderer: AnyObject {
    /// Draws `change`, then calls `completion` once it is on screen (after its animation).
    func render(_ change: NavGraphChange, completion: @escaping @MainActor () -> Void)
    /// Reports what the user did on screen that the renderer was not told of (UIKit: a sheet
    /// swiped down, or being swiped down, whose presentation controller's delegate the app
    /// replaced late), through the state machine's `userDid` and `userGestureBegan`; the machine
    /// asks before it takes a command.
    func followScreen()
    /// Calls `completion` once what a user event closed (a pop, a dismissal) has left the screen:
    /// the state machine releases the closed FlowControllers and tells their openers then, so a
    /// handler may present at once. Routes wait meanwhile, as during any transition.
    func afterUserClosed(_ completion: @escaping @MainActor () -> Void)
    /// Whether the window's width is compact now (an iPhone, an iPad app in Slide Over): a route
    /// with a `compact` presentation presents that way then.
    var isCompactWidth: Bool { get }
    /// The entries are closed and drawn gone: let go of what was made for them (UIKit: the
    /// navigation controller of a dismissed stack, the tab bar of a replaced tabs flow).
    func released(_ ids: [NavGraphEntryID])
    /// Whether the presented entry `id`, as drawn, refuses now to be closed by anything but its
    /// own finishing, beyond what the state says: under UIKit, a view controller the app marked
    /// `isModalInPresentation` (the screen, once its text is dirty) or the app's presentation
    /// delegate answering `presentationControllerShouldDismiss` with `false`.
    func refusesDismissal(of id: NavGraphEntryID) -> Bool
    /// Whether the app's own presentation (one the state does not hold: a mail composer, a form)
    /// is on screen and refuses now to be dismissed, as UIKit would refuse the person's swipe.
    var appPresentationRefusesDismissal: Bool { get }
    /// The presented entry `id` answers differently now about how it is shown (`isDismissible()`,
    /// the height of its sheet): draw it again.
    func presentationChanged(_ id: NavGraphEntryID)
    /// Hands `url` to the system to open (Safari, another app, the Settings app): the app answered
    /// that a link's URL is not its own, or a route leaves the app (`kind: openURL`). `completion`
    /// gets whether the system opened it, once it answers (UIKit: `UIScene.open(_:options:completionHandler:)`;
    /// SwiftUI: the environment's `openURL`).
    func openOutside(_ url: URL, completion: @escaping @MainActor (Bool) -> Void)
    /// Whether the system can show a screen of `kind` now: a mail or message composer only where
    /// the device can send mail or messages (UIKit: `MFMailComposeViewController.canSendMail()`,
    /// `MFMessageComposeViewController.canSendText()`). A route to one it cannot show presents
    /// nothing and ends at once.
    func systemCanShow(_ kind: NavGraphScreenKind) -> Bool
}

extension NavGraphRenderer {
    /// Nothing to report: the renderer is told of everything the user does.
    public func followScreen() {}

    /// Regular: only a renderer that knows the window's width says otherwise.
    public var isCompactWidth: Bool { false }

    /// Nothing to let go of: the renderer keeps nothing per entry.
    public func released(_ ids: [NavGraphEntryID]) {}

    /// Nothing beyond the state: the renderer draws what it says.
    public func refusesDismissal(of id: NavGraphEntryID) -> Bool { false }

    /// None: the renderer sees no presentation but the state's.
    public var appPresentationRefusesDismissal: Bool { false }

    /// Nothing to draw again: the renderer asks when it needs to.
    public func presentationChanged(_ id: NavGraphEntryID) {}

    /// Every kind: only a renderer that asks the system says otherwise.
    public func systemCanShow(_ kind: NavGraphScreenKind) -> Bool { true }

    /// Nowhere to hand it: logged, and answered as not opened.
    public func openOutside(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        NavGraphLog.ignored("\(url) is to be opened by the system, and this renderer cannot hand it there")
        completion(false)
    }

    /// At once: UIKit's delegates report a pop or a dismissal once its animation is over.
    public func afterUserClosed(_ completion: @escaping @MainActor () -> Void) {
        completion()
    }
}
