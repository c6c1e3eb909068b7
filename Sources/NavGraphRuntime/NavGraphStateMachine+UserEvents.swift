import Foundation

/// What the user did on screen. The machine owns the rules for it; adapters only translate their
/// gestures, binding writes and delegate calls into a `NavGraphUserEvent` and pick the entry
/// point that matches how far the gesture has gone:
/// - `userMay(_:)` before it completes, where the adapter can still stop it (UIKit's `should…`
///   delegate calls): the rules, nothing changed;
/// - `userAsks(_:)` where it can be refused or undone (headless calls, SwiftUI binding writes):
///   the rules, then the state follows;
/// - `userDid(_:)` where it has already happened on screen (UIKit's `did…` delegate calls): the
///   state follows, whatever is running.
///
/// The rules: nothing the user does is taken while a transition is being drawn, a command
/// applied or another of the person's gestures is in progress (`userGestureBegan(_:)`), and a
/// presentation that is not dismissible, or whose screen answers `isDismissible()` with `false`,
/// is not dismissed by the user.
///
/// A followed event closes what it closed in the state at once; once the renderer says it has
/// left the screen (`NavGraphRenderer.afterUserClosed`: at once under UIKit, whose delegates
/// report a pop or dismissal after its animation; when SwiftUI has removed the views), the
/// closed FlowControllers are released, the openers of the closed routes are told that they
/// ended, then queued routes run and a pending link is tried again, through the same
/// `transitionFinished` path as every drawn transition. When the event
/// happened during a running transition, that transition is drawn to its end (changes about
/// entries the user closed draw nothing) and the openers are told once it has finished, so that
/// a handler's route is taken rather than ignored.
extension NavGraphStateMachine {
    /// Whether the rules let the user do `event` now; logs why not. Changes nothing, and is not
    /// always followed by the event (UIKit may still cancel the gesture).
    public func userMay(_ event: NavGraphUserEvent) -> Bool {
        judge(event) != .refused
    }

    /// The user asks to do `event` where the adapter can refuse it or put the screen back: the
    /// rules decide, and the state follows unless they refuse.
    @discardableResult
    public func userAsks(_ event: NavGraphUserEvent) -> NavGraphUserEvent.Outcome {
        let outcome = judge(event)
        if outcome == .followed { follow(event) }
        return outcome
    }

    /// The user did `event` and the screen already shows it: the state follows, even while a
    /// transition is running.
    public func userDid(_ event: NavGraphUserEvent) {
        follow(event)
    }

    /// The person began `gesture`, whose outcome is unknown until it ends (a swipe back, a back
    /// tap's pop while it animates, a sheet pulled down): until `userGestureEnded(_:)`, routes
    /// wait (they are checked again then), links are kept and other gestures refused, so that
    /// nothing applies to a screen that may be about to go, or is lost over one that went.
    public func userGestureBegan(_ gesture: NavGraphGesture) {
        gestures.append(gesture)
    }

    /// `gesture` ended, completed or cancelled, and the adapter has reported what it did (the
    /// pop or dismissal it came to, through `userDid(_:)`): the routes that waited run, against
    /// what the person sees now, then the kept link is tried again. A gesture of a state that a
    /// new root or a restored state replaced ends nothing.
    public func userGestureEnded(_ gesture: NavGraphGesture) {
        guard let index = gestures.firstIndex(of: gesture) else { return }
        gestures.remove(at: index)
        runQueued()
        retryPendingLink()
    }

    /// What the rules say about `event` now, without following it; logs a refusal.
    private func judge(_ event: NavGraphUserEvent) -> NavGraphUserEvent.Outcome {
        if let reason = refusal(of: event) {
            ignore(reason)
            return .refused
        }
        return update(following: event) == nil ? .doesNotApply : .followed
    }

    /// Why the rules refuse `event` now, if they do.
    private func refusal(of event: NavGraphUserEvent) -> String? {
        // The window's width changed: nothing to refuse, and no transition to wait for.
        if case .collapsed = event { return nil }
        if phase != .idle {
            return "the user's \(event) came while a transition is running"
        }
        // The gesture in progress may ask about itself ("The system may call this method at any
        // time", `presentationControllerShouldDismiss`), not about another.
        if gestures.contains(where: { $0 != event.gesture }) {
            return "the user's \(event) came during another gesture of theirs"
        }
        // A dialog's buttons close it whether or not it may be swiped away.
        if case .dismissed(let presented) = event, refusesDismissal(presented) {
            return state[presented]?.presentation?.dismissible == false
                ? "the user tried to dismiss \(presented), which is not dismissible"
                : "the user tried to dismiss \(presented), which refuses to close now (its screen's isDismissible, or a view controller marked modal)"
        }
        return nil
    }

    /// The command following `event` gives, and the state it leads to; `nil` when the event does
    /// not fit the state. A dialog's button, a picker's pick, a share sheet's service and a
    /// sign-in's callback URL hand back the value its screen gives them.
    private func update(following event: NavGraphUserEvent) -> (NavGraphCommand, NavGraphUpdate)? {
        let answer: (any Sendable)?
        switch event {
        case .answered(let dialog, let button, let fields):
            guard let alert = flowController(for: dialog) as? any NavGraphAlertScreen else { return nil }
            answer = alert.feedback(ofButton: button, fields: fields)
        case .picked(let picker, let documents):
            guard let screen = flowController(for: picker) as? any NavGraphDocumentPickerScreen else { return nil }
            answer = screen.feedback(fromDocuments: documents).map { $0 as any Sendable }
        case .shared(let sheet, let result):
            guard let screen = flowController(for: sheet) as? any NavGraphShareScreen else { return nil }
            answer = screen.feedback(fromShare: result).map { $0 as any Sendable }
        case .pickedPhotos(let picker, let photos):
            guard let screen = flowController(for: picker) as? any NavGraphPhotoPickerScreen else { return nil }
            // Nothing picked is Cancel, which the screen is not asked about.
            answer = photos.isEmpty ? nil : screen.feedback(fromPhotos: photos).map { $0 as any Sendable }
        case .authenticated(let session, let callback):
            guard let screen = flowController(for: session) as? any NavGraphWebAuthenticationScreen else { return nil }
            // No callback is a cancel, which the screen is not asked about.
            answer = callback.flatMap { screen.feedback(fromCallback: $0) }.map { $0 as any Sendable }
        case .popped, .dismissed, .selectedTab, .collapsed:
            answer = nil
        }
        let command = NavGraphCommand.user(event, answer: answer)
        guard case .success(let update) = NavGraphUpdate(state, lastID: lastEntryNumber).applying(command) else { return nil }
        return (command, update)
    }

    /// Changes the state as `event` says and closes what it closed; the openers are told when
    /// the machine is idle (once what the user closed has left the screen, or once the running
    /// transition has finished). A resize closes nothing and tells no one: it runs no queued
    /// route and tries no link either (UIKit reports it from inside its collapse).
    private func follow(_ event: NavGraphUserEvent) {
        guard let (command, update) = update(following: event), let transition = take(update, making: { _ in nil }) else { return }
        commandApplied?(command)
        let closed = transition.closed
        guard phase == .idle else {
            release(closed)
            queued += transition.callbacks
            return
        }
        if case .collapsed = event { return }
        guard let renderer, !closed.isEmpty, let gesture = event.gesture else {
            release(closed)
            return transitionFinished(running: transition.callbacks)
        }
        // SwiftUI writes a binding as the user's pop or dismissal begins to animate: until the
        // renderer says the closed screens have gone, the person's gesture is still going on.
        userGestureBegan(gesture)
        renderer.afterUserClosed { [weak self] in
            guard let self else { return }
            release(closed)
            if let index = gestures.lastIndex(of: gesture) { gestures.remove(at: index) }
            transitionFinished(running: transition.callbacks)
        }
    }
}
