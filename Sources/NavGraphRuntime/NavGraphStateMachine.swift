/// The one state machine behind every navigator: it owns the navigation state, the shown
/// FlowControllers and the handlers waiting for each route to end; it applies commands (push,
/// present, replace, select, finish, unwind) and user events (a pop, a dismissal, a tab tap), and
/// hands each resulting change to its renderer. Each is a `NavGraphCommand` value, turned into the
/// next state and its effects by pure functions (`NavGraphUpdate.applying(_:)`); the machine
/// decides whether and when a command is taken and performs the effects afterwards: it makes
/// and starts the FlowControllers, draws the changes and tells the openers of closed routes.
///
/// Rules it keeps for every renderer alike (the renderers only translate; see
/// `NavGraphStateMachine+UserEvents.swift` for the user's events):
/// - Transitions are serialized: a route performed while one is being drawn is ignored (a double
///   tap pushes once); routes performed while a command is being applied (from a destination's
///   `start`) run once that command's transition has completed.
/// - While the person makes a gesture whose outcome is unknown (`NavGraphGesture`: a swipe back,
///   a sheet pulled down), routes wait for its end and links are kept: both then apply to what
///   the person sees.
/// - A route performed by a FlowController that is not the top-most one shown is ignored, and so
///   is one from below a presentation that refuses to close (`NavGraphStateMachine+Dismissal.swift`).
/// - Feedback and "ended" handlers run after the closing transition has completed.
/// - Closing a screen closes everything shown above it, and each closed route's opener is told.
/// - After every transition, drawn or done by the user, queued routes run and a pending link is
///   tried again (`transitionFinished`).
@MainActor
public final class NavGraphStateMachine {
    /// Where the machine is in applying a command.
    enum Phase {
        /// Nothing is being applied or drawn.
        case idle
        /// A command is changing the state (destinations are starting).
        case applying
        /// The renderer is drawing a transition.
        case rendering
    }

    /// The navigation state, as it is once the current transition has been drawn.
    public internal(set) var state = NavGraphState() {
        didSet { if state != oldValue { stateDidChange?(state) } }
    }
    /// Called whenever the state changes, for a renderer that binds to it (SwiftUI).
    public var stateDidChange: (@MainActor (NavGraphState) -> Void)?
    /// Called with the reason whenever a route or finish is ignored; debug builds also print it.
    public var requestIgnored: (@MainActor (String) -> Void)?
    /// Opens the windows this navigator's window routes ask for; `nil`: there is one window
    /// (`NavGraphWindowOpener`).
    public var windowOpener: NavGraphWindowOpener?
    /// Draws the changes; `nil` draws nothing.
    public weak var renderer: (any NavGraphRenderer)?
    /// The navigator that each shown FlowController receives.
    weak var navigator: (any NavGraphNavigator)?

    var phase = Phase.idle
    private var flowControllers: [NavGraphEntryID: any NavGraphFlowController] = [:]
    private var entryIDs: [ObjectIdentifier: NavGraphEntryID] = [:]
    private var closing: [NavGraphEntryID: any NavGraphFlowController] = [:]
    private var handlers: [NavGraphEntryID: NavGraphFinishHandler] = [:]
    private var anchors: [NavGraphEntryID: NavGraphAnchor] = [:]
    var queued: [@MainActor () -> Void] = []
    /// A tabs flow's restart (`restartTabs(of:make:)`) that waits for a presentation that refuses
    /// to close: tried again after every transition and gesture; a newer restart replaces it.
    var waitingRestart: (@MainActor () -> Void)?
    /// The one link that could not open yet (its switch flow refused; a transition, a gesture or
    /// a presentation that refuses to close was in the way): tried again after every transition
    /// and gesture until it opens (`open(_:placement:)`); a newer link replaces it.
    var pendingLink: PendingLink? {
        didSet { if pendingLink != nil { awaitedAnswer = nil } }
    }
    /// The link whose target the app is looking up, while it is the latest link: pending until
    /// its answer comes (NavGraphStateMachine+Answers.swift).
    var awaitedAnswer: AwaitedAnswer?
    /// The number of the last link whose target the app looked up.
    var answerNumber = 0
    /// The lookup of the latest link whose target the app answers asynchronously, which a test may
    /// await (`await linkAnswer?.value`).
    public internal(set) var linkAnswer: Task<Void, Never>?
    /// The switch flows a link asks even where they show the child on its way, until they show
    /// another: those shown when the person logged out (`personLoggedOut(keepingPendingLink:)`).
    var gatesAskedAfterLogOut: Set<NavGraphEntryID> = []
    /// The number of the last entry made; entry numbers are never reused.
    public private(set) var lastEntryNumber = 0
    /// Called with every command the machine applied, in order, after its state was taken: the
    /// state is the machine's first state with these commands applied in turn
    /// (`NavGraphUpdate.applying(_:)`), which a property test checks without FlowControllers.
    public var commandApplied: (@MainActor (NavGraphCommand) -> Void)?
    /// The gestures the person is making (`userGestureBegan(_:)`), until they end.
    var gestures: [NavGraphGesture] = []
    /// The entry whose route, finish or unwind is being applied (`run`): a command it gives may not
    /// close a presentation that refuses to close, unless it is one of that presentation's own
    /// screens (NavGraphStateMachine+Dismissal.swift).
    var commandSource: NavGraphEntryID?

    /// An empty machine; a navigator sets itself and its renderer.
    public init() {}

    /// Whether a transition is being drawn; routes performed now are ignored.
    public var isTransitioning: Bool { phase == .rendering }

    /// Whether the person is making a gesture whose outcome is unknown (a swipe back, a sheet
    /// pulled down): routes performed now wait for its end, a link opened now is kept.
    public var isUserGestureInProgress: Bool { !gestures.isEmpty }

    /// Whether the machine takes the next command now: nothing is applied or drawn, and the
    /// person makes no gesture.
    var isSettled: Bool { phase == .idle && gestures.isEmpty }

    /// The FlowController of a shown entry, or of one that a transition being drawn is closing.
    public func flowController(for id: NavGraphEntryID) -> (any NavGraphFlowController)? {
        flowControllers[id] ?? closing[id]
    }

    /// The entry a shown FlowController is.
    public func entryID(of flowController: any NavGraphFlowController) -> NavGraphEntryID? {
        entryIDs[ObjectIdentifier(flowController)]
    }

    /// What a presented entry's popover points at.
    public func anchor(of id: NavGraphEntryID) -> NavGraphAnchor {
        anchors[id] ?? .source
    }

    /// Whether a route from `source` would be taken now; logs why not. A route that closes what
    /// is above its source (`reach: .fromBelow`: an unwind to the source itself) is taken while
    /// something is shown over the source; an overlay (`.aboveEverything`) whatever is shown.
    public func accepts(_ route: some Hashable & Sendable, from source: any NavGraphFlowController, reach: NavGraphRouteReach = .front) -> Bool {
        switch phase {
        case .applying:
            // A screen of a state being restored starts before it is shown.
            guard entryID(of: source) != nil else {
                ignore("\(source.navGraphNode) performed \(route) while the saved state was restored: the saved state shows instead")
                return false
            }
            return true
        case .rendering:
            ignore("\(source.navGraphNode) performed \(route) while a transition is running")
            return false
        case .idle:
            followScreen()
            // During a gesture it waits for the gesture's end (`run`), and is checked against
            // what shows then.
            guard let id = entryID(of: source), reach != .front || isUserGestureInProgress || state.isFrontmost(id) else {
                ignore("\(source.navGraphNode) performed \(route) while it is not the top-most screen, nor a flow the top-most screen is shown in")
                return false
            }
            if reach != .aboveEverything, let unfinished = unfinishedPresentation(above: id) {
                ignore("\(source.navGraphNode) performed \(route) below \(unfinished): nothing may close or move what the person is writing in")
                return false
            }
            return true
        }
    }

    /// Follows what the user did on screen that the renderer was not told of
    /// (`NavGraphRenderer.followScreen()`: a dismissal done, or one the person is making); every
    /// command asks first, and an app may ask when it appears again.
    public func followScreen() {
        guard isSettled else { return }
        renderer?.followScreen()
    }

    func ignore(_ reason: String) {
        NavGraphLog.ignored(reason)
        requestIgnored?(reason)
    }

    // MARK: Applying commands

    /// Applies `command` to the state (`NavGraphUpdate.applying(_:)`) and takes the result
    /// (`take(_:making:)`), then calls `started` with the entry the command shows, once it is in
    /// the state. Logs why the command does not apply (`explain` words a refusal; `nil` logs
    /// nothing) and returns `nil` then, the state unchanged. `drawn` are the changes earlier parts
    /// of the same transition make (a link's steps), which the command may merge with its own: the
    /// transition returned then holds them all.
    func perform(
        _ command: NavGraphCommand,
        drawn: [NavGraphChange] = [],
        making make: (NavGraphEntry) -> (any NavGraphFlowController)? = { _ in nil },
        explain: (NavGraphRefusal) -> String? = \.reason,
        started: (NavGraphEntryID?) -> Void = { _ in }
    ) -> Transition? {
        switch NavGraphUpdate(state, lastID: lastEntryNumber, drawn: drawn).applying(command) {
        case .failure(let refusal):
            if let reason = explain(refusal) { ignore(reason) }
            return nil
        case .success(let update):
            if let unfinished = unfinishedPresentation(closedBy: update, from: commandSource) {
                ignore("\(commandSource.flatMap { state[$0]?.node?.rawValue } ?? "a screen") would close \(unfinished): only its own screens close it")
                return nil
            }
            guard let transition = take(update, making: make) else { return nil }
            commandApplied?(command)
            started(update.shown)
            return transition
        }
    }

    /// Makes the FlowController of each entry `update` made (`make`, given the entry; it logs why
    /// when it cannot, and then nothing changes and this returns `nil`), then takes the update's
    /// state: keeps the made FlowControllers and hands them the navigator, keeps the closed ones
    /// until their transition has been drawn, and returns that transition with the handlers to
    /// run then: `feedback` for the route that receives it, the "ended" of every other closed
    /// route whose opener is still shown.
    func take(_ update: NavGraphUpdate, making make: (NavGraphEntry) -> (any NavGraphFlowController)?) -> Transition? {
        var made: [(NavGraphEntryID, any NavGraphFlowController)] = []
        for id in update.made {
            guard let entry = update.state[id], entry.node != nil else { continue }
            guard let flowController = make(entry) else { return nil }
            made.append((id, flowController))
        }
        var callbacks: [@MainActor () -> Void] = []
        for (entry, feedback) in update.ended {
            if let handler = handlers[entry] { callbacks.append { handler(feedback) } }
        }
        for id in update.closed {
            if let flowController = flowControllers.removeValue(forKey: id) {
                closing[id] = flowController
                entryIDs[ObjectIdentifier(flowController)] = nil
                flowController.navigator = nil
            }
            anchors[id] = nil
            handlers[id] = nil
        }
        state = update.state
        lastEntryNumber = update.lastID
        forgetGates(switchedBy: update)
        for (id, flowController) in made {
            register(flowController, as: id)
        }
        return Transition(changes: update.changes, closed: update.closed, callbacks: callbacks)
    }

    /// Keeps `flowController` as the one of entry `id` and hands it the navigator.
    func register(_ flowController: any NavGraphFlowController, as id: NavGraphEntryID) {
        flowControllers[id] = flowController
        entryIDs[ObjectIdentifier(flowController)] = id
        flowController.navigator = navigator
    }

    /// Releases the FlowControllers of entries closed by a transition that has been drawn, and
    /// whatever the renderer made for them.
    func release(_ ids: [NavGraphEntryID]) {
        for id in ids { closing[id] = nil }
        renderer?.released(ids)
    }

    func setHandler(_ handler: NavGraphFinishHandler?, for id: NavGraphEntryID) {
        handlers[id] = handler
    }

    func setAnchor(_ anchor: NavGraphAnchor, for id: NavGraphEntryID) {
        anchors[id] = anchor
    }

    // MARK: Running commands

    /// What a command did: the changes to draw, the entries it closed and the handlers to run.
    struct Transition {
        var changes: [NavGraphChange] = []
        var closed: [NavGraphEntryID] = []
        var callbacks: [@MainActor () -> Void] = []
    }

    /// Runs a route command from `source`: queued while another command is being applied or the
    /// person makes a gesture (it is checked again when it runs), ignored while a transition is
    /// drawn or when `source` is not shown (or, at `reach: .front`, not on top) or is below a
    /// presentation that refuses to close (but for an overlay, `.aboveEverything`); otherwise `apply` changes the state and the result is
    /// drawn.
    func run(
        _ what: String,
        from source: any NavGraphFlowController,
        reach: NavGraphRouteReach = .front,
        _ apply: @escaping @MainActor (NavGraphEntryID) -> Transition?
    ) {
        switch phase {
        case .applying:
            queued.append { [weak self] in self?.run(what, from: source, reach: reach, apply) }
            return
        case .rendering:
            ignore("\(source.navGraphNode) asked to \(what) while a transition is running")
            return
        case .idle:
            followScreen()
        }
        guard !isUserGestureInProgress else {
            // The gesture's outcome decides what the person sees: the route applies to that.
            queued.append { [weak self] in self?.run(what, from: source, reach: reach, apply) }
            return
        }
        guard let id = entryID(of: source) else {
            ignore("\(source.navGraphNode) asked to \(what) while it is not shown")
            return
        }
        guard reach != .front || state.isFrontmost(id) else {
            ignore("\(source.navGraphNode) asked to \(what) while it is not the top-most screen")
            return
        }
        if reach != .aboveEverything, let unfinished = unfinishedPresentation(above: id) {
            ignore("\(source.navGraphNode) asked to \(what) below \(unfinished): nothing may close or move what the person is writing in")
            return
        }
        phase = .applying
        commandSource = id
        let applied = apply(id)
        commandSource = nil
        guard let transition = applied else { return transitionFinished() }
        commit(transition)
    }

    /// Draws a transition that has been applied to the state, then releases what it closed and
    /// finishes it (`transitionFinished`).
    func commit(_ transition: Transition) {
        phase = .rendering
        draw(transition.changes[...]) { [weak self] in
            guard let self else { return }
            release(transition.closed)
            transitionFinished(running: transition.callbacks)
        }
    }

    /// What follows every transition, whoever finished it (a drawn command, a command that
    /// changed nothing, a user event): the machine is idle again, the handlers of the routes it
    /// closed run, then (unless the person is in the middle of a gesture, whose end does it) the
    /// routes queued meanwhile, then the pending link is tried again.
    func transitionFinished(running callbacks: [@MainActor () -> Void] = []) {
        phase = .idle
        for callback in callbacks { callback() }
        runQueued()
        retryPendingLink()
    }

    /// Draws a change that takes no time (showing the root, starting a flow), whatever is running.
    func drawAtOnce(_ change: NavGraphChange) {
        renderer?.render(change) {}
    }

    private func draw(_ changes: ArraySlice<NavGraphChange>, then completion: @escaping @MainActor () -> Void) {
        guard let change = changes.first else { return completion() }
        guard let renderer else { return draw(changes.dropFirst(), then: completion) }
        renderer.render(change) { [weak self] in
            self?.draw(changes.dropFirst(), then: completion)
        }
    }

    func runQueued() {
        while isSettled, !queued.isEmpty {
            queued.removeFirst()()
        }
    }
}
