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
/// The rules: nothing the user does is taken while a transition is being drawn or a command
/// applied, and a presentation that is not dismissible is not dismissed by the user.
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

    /// The user started to pop `stack` back to `entry` (a back tap's or a swipe back's
    /// animation is running): until `userPopEnded()`, the screens above `entry` are leaving, and
    /// routes they perform are refused, so an asynchronous callback of a leaving screen cannot
    /// present over a screen that is going away. Everything else goes on.
    public func userPopBegan(_ stack: NavGraphEntryID, to entry: NavGraphEntryID) {
        let list = state.shownStackEntries(stack)
        guard let index = list.firstIndex(of: entry) else { return }
        leaving = Set(list[(index + 1)...].flatMap { state.lineage(of: $0).prefix { $0 != state[entry]?.parent }.flatMap(state.subtree(of:)) })
    }

    /// The pop the user started has ended, completed or cancelled (then the screens stay).
    public func userPopEnded() {
        leaving = []
    }

    /// What the rules say about `event` now, without following it; logs a refusal.
    private func judge(_ event: NavGraphUserEvent) -> NavGraphUserEvent.Outcome {
        if let reason = refusal(of: event) {
            ignore(reason)
            return .refused
        }
        return effect(of: event) == nil ? .doesNotApply : .followed
    }

    /// Why the rules refuse `event` now, if they do.
    private func refusal(of event: NavGraphUserEvent) -> String? {
        // The window's width changed: nothing to refuse, and no transition to wait for.
        if case .collapsed = event { return nil }
        if phase != .idle {
            return "the user's \(event) came while a transition is running"
        }
        // A dialog's buttons close it whether or not it may be swiped away.
        if case .dismissed(let presented) = event, state[presented]?.presentation?.dismissible == false {
            return "the user tried to dismiss \(presented), which is not dismissible"
        }
        return nil
    }

    /// What following `event` does: the entry that changes, how, and the entries it closes;
    /// `nil` when the event does not fit the state.
    private func effect(of event: NavGraphUserEvent) -> UserEffect? {
        switch event {
        case .popped(let stack, let entry):
            // `entry` is one of the screens the stack shows, maybe inside a sub-flow pushed onto
            // it: the stack it is in keeps it on top, and what is above it closes (with a
            // sub-flow above it, every screen of the sub-flow and the sub-flow itself).
            let shown = state.shownStackEntries(stack)
            guard let index = shown.firstIndex(of: entry), index < shown.count - 1, let owner = state[entry]?.parent,
                  let own = state.stackEntries(owner).firstIndex(of: entry) else { return nil }
            let list = state.stackEntries(owner)
            let closed = list[(own + 1)...].reversed().flatMap { state.subtree(of: $0) }
            return UserEffect(entry: owner, change: { $0.content = .stack(Array(list[...own])) }, closed: closed)
        case .dismissed(let presented):
            guard state[presented]?.presentation != nil, let presenter = state[presented]?.parent else { return nil }
            return UserEffect(entry: presenter, change: { $0.presented = nil }, closed: state.subtree(of: presented))
        case .answered(let dialog, let button, let fields):
            guard state[dialog]?.presentation != nil, let presenter = state[dialog]?.parent,
                  let alert = flowController(for: dialog) as? any NavGraphAlertScreen else { return nil }
            return UserEffect(
                entry: presenter, change: { $0.presented = nil }, closed: state.subtree(of: dialog),
                answered: dialog, feedback: alert.feedback(ofButton: button, fields: fields))
        case .selectedTab(let tabs, let index):
            guard case .tabs(let list, let selected) = state[tabs]?.content, list.indices.contains(index), index != selected else { return nil }
            return UserEffect(entry: tabs, change: { $0.content = .tabs(list, selected: index) }, closed: [])
        case .collapsed(let split, let collapsed):
            guard let layout = state[split]?.split, layout.collapsed != collapsed else { return nil }
            return UserEffect(entry: split, change: { $0.split?.collapsed = collapsed }, closed: [])
        }
    }

    /// Changes the state as `event` says and closes what it closed; the openers are told when
    /// the machine is idle (once what the user closed has left the screen, or once the running
    /// transition has finished).
    private func follow(_ event: NavGraphUserEvent) {
        guard let effect = effect(of: event) else { return }
        update(effect.entry, effect.change)
        let callbacks = close(effect.closed, target: effect.answered, feedback: effect.feedback)
        guard phase == .idle else {
            release(effect.closed)
            queued += callbacks
            return
        }
        guard let renderer, !effect.closed.isEmpty else {
            release(effect.closed)
            return transitionFinished(running: callbacks)
        }
        // SwiftUI writes a binding as the user's pop or dismissal begins to animate: until the
        // renderer says the closed screens have gone, it is a transition like any other.
        phase = .rendering
        renderer.afterUserClosed { [weak self] in
            self?.release(effect.closed)
            self?.transitionFinished(running: callbacks)
        }
    }
}

/// What following a user event does: the entry that changes and how, the entries it closes, and
/// for a dialog's button, the dialog and the value its route receives.
private struct UserEffect {
    var entry: NavGraphEntryID
    var change: (inout NavGraphEntry) -> Void
    var closed: [NavGraphEntryID]
    var answered: NavGraphEntryID?
    var feedback: (any Sendable)?
}
