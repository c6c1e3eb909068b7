/// The one state machine behind every navigator: it owns the navigation state, the shown
/// FlowControllers and the handlers waiting for each route to end; it applies commands (push,
/// present, replace, select, finish, unwind) and user events (a pop, a dismissal, a tab tap), and
/// hands each resulting change to its renderer.
///
/// Rules it keeps for every renderer alike (the renderers only translate; see
/// `NavGraphStateMachine+UserEvents.swift` for the user's events):
/// - Transitions are serialized: a route performed while one is being drawn is ignored (a double
///   tap pushes once); routes performed while a command is being applied (from a destination's
///   `start`) run once that command's transition has completed.
/// - A route performed by a FlowController that is not the top-most one shown is ignored.
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
    /// A link that could not open yet (its switch flow refused, or a transition was running):
    /// tried again after every transition until it opens (`open(_:placement:)`).
    var pendingLink: (@MainActor () -> Bool)?
    /// The number of the last entry made; entry numbers are never reused.
    var nextID = 0
    /// The entries the user is popping while the pop's animation runs (`userPopBegan`).
    var leaving: Set<NavGraphEntryID> = []

    /// An empty machine; a navigator sets itself and its renderer.
    public init() {}

    /// Whether a transition is being drawn; routes performed now are ignored.
    public var isTransitioning: Bool { phase == .rendering }

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

    /// Whether a route from `source` would be taken now; logs why not.
    public func accepts(_ route: some Hashable & Sendable, from source: any NavGraphFlowController) -> Bool {
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
            guard let id = entryID(of: source), state.isFrontmost(id) else {
                ignore("\(source.navGraphNode) performed \(route) while it is not the top-most screen, nor a flow the top-most screen is shown in")
                return false
            }
            guard !leaving.contains(id) else {
                ignore("\(source.navGraphNode) performed \(route) while the user closes it")
                return false
            }
            return true
        }
    }

    /// Follows what the user did on screen that the renderer was not told of
    /// (`NavGraphRenderer.followScreen()`); every command asks first, and an app may ask when it
    /// appears again.
    public func followScreen() {
        guard phase == .idle else { return }
        renderer?.followScreen()
    }

    func ignore(_ reason: String) {
        NavGraphLog.ignored(reason)
        requestIgnored?(reason)
    }

    // MARK: Entries

    /// Adds a shown entry for `flowController` (or a stack of its own when `nil`).
    func add(
        _ flowController: (any NavGraphFlowController)?,
        parent: NavGraphEntryID?,
        opening: NavGraphEntry.Opening? = nil
    ) -> NavGraphEntryID {
        nextID += 1
        let id = NavGraphEntryID(rawValue: nextID)
        var entry = NavGraphEntry(id: id, node: flowController?.navGraphNode)
        entry.parent = parent
        entry.opening = opening
        state.entries[id] = entry
        if let flowController { register(flowController, as: id) }
        return id
    }

    /// Keeps `flowController` as the one of entry `id` and hands it the navigator.
    func register(_ flowController: any NavGraphFlowController, as id: NavGraphEntryID) {
        flowControllers[id] = flowController
        entryIDs[ObjectIdentifier(flowController)] = id
        flowController.navigator = navigator
    }

    /// Changes one entry of the state in place.
    func update(_ id: NavGraphEntryID, _ change: (inout NavGraphEntry) -> Void) {
        guard var entry = state.entries[id] else { return }
        change(&entry)
        state.entries[id] = entry
    }

    /// Removes closed entries from the state, keeps their FlowControllers until their transition
    /// has been drawn, and returns the handlers to run then: `feedback` for `target`'s route, the
    /// "ended" of every other closed route whose opener is still shown.
    func close(_ ids: [NavGraphEntryID], target: NavGraphEntryID? = nil, feedback: (any Sendable)? = nil) -> [@MainActor () -> Void] {
        let closed = Set(ids)
        var callbacks: [@MainActor () -> Void] = []
        for id in ids {
            guard let entry = state.entries.removeValue(forKey: id) else { continue }
            if let flowController = flowControllers.removeValue(forKey: id) {
                closing[id] = flowController
                entryIDs[ObjectIdentifier(flowController)] = nil
                flowController.navigator = nil
            }
            anchors[id] = nil
            guard let handler = handlers.removeValue(forKey: id), let opening = entry.opening,
                  !closed.contains(opening.opener) else { continue }
            let value = id == target ? feedback : nil
            callbacks.append { handler(value) }
        }
        return callbacks
    }

    /// Closes everything shown, without telling any opener: what a new root or a restored state
    /// replaces is not the user closing routes.
    func closeEverything() {
        guard let old = state.root else { return }
        let shown = state.subtree(of: old)
        _ = close(shown)
        release(shown)
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

    /// Runs a route command from `source`: queued while another command is being applied,
    /// ignored while a transition is drawn or when `source` is not shown (or, unless
    /// `fromBelow`, not on top); otherwise `apply` changes the state and the result is drawn.
    func run(
        _ what: String,
        from source: any NavGraphFlowController,
        fromBelow: Bool = false,
        _ apply: @escaping @MainActor (NavGraphEntryID) -> Transition?
    ) {
        switch phase {
        case .applying:
            queued.append { [weak self] in self?.run(what, from: source, fromBelow: fromBelow, apply) }
            return
        case .rendering:
            ignore("\(source.navGraphNode) asked to \(what) while a transition is running")
            return
        case .idle:
            followScreen()
        }
        guard let id = entryID(of: source) else {
            ignore("\(source.navGraphNode) asked to \(what) while it is not shown")
            return
        }
        guard fromBelow || state.isFrontmost(id) else {
            ignore("\(source.navGraphNode) asked to \(what) while it is not the top-most screen")
            return
        }
        guard !leaving.contains(id) else {
            ignore("\(source.navGraphNode) asked to \(what) while the user closes it")
            return
        }
        phase = .applying
        guard let transition = apply(id) else { return transitionFinished() }
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
    /// closed run, then the routes queued meanwhile, then the pending link is tried again.
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
        while phase == .idle, !queued.isEmpty {
            queued.removeFirst()()
        }
    }
}
