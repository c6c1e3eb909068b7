/// Opening a destination where the graph places it (a link, a push notification), in one
/// serialized transition like every route.
extension NavGraphStateMachine {
    /// Shows `destination` as `placement` says: takes its steps down from the entry (a switch flow
    /// that shows another child asks its FlowController first, then makes the child; a tabs flow
    /// selects the tab; a stack shows its root), closes whatever is above the place, then shows,
    /// pushes or presents the screen and starts it with its context. A linked screen already
    /// shown is started again with the new context; a flow an `open` route shows is not.
    ///
    /// Returns whether it is shown now. When a switch flow refuses (`shouldOpen` returns `false`:
    /// logged out), the tab it goes through is hidden (`isShown(_:)` returns `false`: the tab
    /// shows only once someone logs in), a presentation that is not dismissible shows (only
    /// finishing closes it: the link neither closes nor covers it) or a transition is running,
    /// the link is kept and tried again after every transition until it opens; a newer link
    /// replaces it, `discardPendingLink()` forgets it.
    /// A link that a switch flow refused asks it again when it is tried, even once the flow shows
    /// the child (the user logged in): the app decides whether it still opens for whoever is
    /// logged in now.
    ///
    /// A chain link (`through:` in the graph) hands the screens it shows before `destination`:
    /// the placement shows the first (the switch flows are asked with its destination), then each
    /// screen's route pushes the next, the last one `destination`, in the same transition, as if
    /// the person had tapped them: each route's FlowController hears how it ends.
    @discardableResult
    public func open<Destination: Hashable & Sendable>(
        _ destination: Destination, placement: NavGraphPlacement<Destination>, through chain: [NavGraphChainedScreen<Destination>] = []
    ) -> Bool {
        open(destination, placement: placement, through: chain, reasking: false)
    }

    private func open<Destination: Hashable & Sendable>(
        _ destination: Destination, placement: NavGraphPlacement<Destination>, through chain: [NavGraphChainedScreen<Destination>], reasking: Bool
    ) -> Bool {
        pendingLink = nil
        // A presentation that is not dismissible closes only by finishing (a half-written
        // message, a verification the app asks for): a link neither closes it nor covers it,
        // and waits for it as for a running transition.
        guard phase == .idle, !showsUnfinishedPresentation else {
            pendingLink = { [unowned self] in open(destination, placement: placement, through: chain, reasking: reasking) }
            return false
        }
        followScreen()
        phase = .applying
        var transition = Transition()
        let outcome = apply(placement, chain.first?.destination ?? destination, reasking: reasking, &transition)
        if outcome == .opened {
            pushChain(chain, ending: destination, &transition)
        } else if outcome == .refused {
            pendingLink = { [unowned self] in open(destination, placement: placement, through: chain, reasking: true) }
        } else if outcome == .failed {
            ignore("\(placement.screen) cannot be opened where the graph places it: the navigation state does not match the graph")
        }
        if transition.changes.isEmpty && outcome != .opened {
            // Nothing to draw: trying the kept link again now would only be refused again.
            phase = .idle
            runQueued()
        } else {
            commit(transition)
        }
        return outcome == .opened
    }

    /// Shows `destination` as `placement` says, for a route of `source` that opens it where the
    /// graph places it (`style: open`: "select the Chats tab, then push this room"), in one
    /// transition like any route. The switch flows on the way are asked as for a link; when one
    /// refuses (logged out), or the tab on the way is hidden, the route does nothing more than
    /// the steps it took before, and is not kept: the person may tap again. A link waiting to open stays waiting.
    public func open<Destination: Hashable & Sendable>(
        _ destination: Destination, placement: NavGraphPlacement<Destination>, from source: any NavGraphFlowController
    ) {
        run("open \(placement.screen)", from: source) { [unowned self] _ in
            var transition = Transition()
            switch apply(placement, destination, reasking: false, &transition) {
            case .opened: break
            case .refused: ignore("\(source.navGraphNode) asked to open \(placement.screen), which a switch flow on the way refused, or a tab the app hides now holds")
            case .failed: ignore("\(placement.screen) cannot be opened where the graph places it: the navigation state does not match the graph")
            }
            return transition.changes.isEmpty ? nil : transition
        }
    }

    /// Whether a link is waiting to open.
    public var hasPendingLink: Bool { pendingLink != nil }

    /// Whether what the person sees holds a presentation that is not dismissible.
    private var showsUnfinishedPresentation: Bool {
        state.visibleEntries.contains { state[$0]?.presentation?.dismissible == false }
    }

    /// Forgets the link that is waiting to open.
    public func discardPendingLink() {
        pendingLink = nil
    }

    /// Tries the pending link again, when the machine is idle; called after every transition.
    func retryPendingLink() {
        guard phase == .idle, let link = pendingLink else { return }
        pendingLink = nil
        _ = link()
    }

    // MARK: Following a placement

    /// What following a placement came to.
    private enum Outcome {
        case opened, refused, failed
    }

    /// Follows `placement`; `reasking` asks the switch flows on the way even where they already
    /// show the child (a kept link, refused before).
    private func apply<Destination: Hashable & Sendable>(
        _ placement: NavGraphPlacement<Destination>, _ destination: Destination, reasking: Bool, _ transition: inout Transition
    ) -> Outcome {
        guard var current = state.root else { return .failed }
        var started = false
        for (index, step) in placement.steps.enumerated() {
            guard state[current]?.node == step.flow, let content = state[current]?.content else { return .failed }
            let isLast = index == placement.steps.count - 1 && isShown(placement.arrival)
            switch content {
            case .switch(let old):
                if state[old]?.node == step.child {
                    if reasking, let switching = step.switching, let flow = flowController(for: current),
                       !switching.ask(flow, destination) { return .refused }
                    current = old
                    continue
                }
                guard let switching = step.switching, let flow = flowController(for: current) else { return .failed }
                guard switching.ask(flow, destination) else { return .refused }
                guard let made = switching.make(flow) else { return .failed }
                current = switchChild(of: current, from: old, to: made, &transition)
                if isLast {
                    placement.start(made, destination)
                } else if let startScreen = switching.startScreen {
                    startScreen(flow, made)
                } else {
                    switching.start?(made, destination)
                }
                started = isLast
            case .tabs(let tabs, let selected):
                guard let tab = tabs.firstIndex(where: { state[$0]?.node == step.child }) else {
                    // A tab the app hides now (logged out) refuses, as a switch flow's gate does.
                    return flowController(for: current)?.navGraphFlow?.children.contains(step.child) == true ? .refused : .failed
                }
                if tab != selected {
                    transition.append(closeAbove(current, popStack: false))
                    update(current) { $0.content = .tabs(tabs, selected: tab) }
                    transition.changes.append(.selectTab(of: current, index: tab))
                }
                current = tabs[tab]
            case .stack(let list):
                guard let root = list.first, state[root]?.node == step.child else { return .failed }
                current = root
            case .container(let children):
                // Every child shows: nothing to select on the way. What another child presents
                // covers the whole container, the named child too: it closes, as another tab's
                // sheet does when a link selects a tab.
                guard let child = children.first(where: { state[$0]?.node == step.child }) else { return .failed }
                if let covering = state[current].flatMap(state.presentingChild(of:)), covering != child {
                    transition.append(closeAbove(current, popStack: false))
                }
                current = child
            case .leaf:
                return .failed
            }
        }
        return arrive(placement, destination, at: current, started: started, &transition)
    }

    private func isShown<Destination>(_ arrival: NavGraphPlacement<Destination>.Arrival) -> Bool {
        if case .shown = arrival { true } else { false }
    }

    /// Swaps the child of the switch flow `container`, closing what was shown, like `replace`.
    private func switchChild(
        of container: NavGraphEntryID, from old: NavGraphEntryID, to made: any NavGraphFlowController, _ transition: inout Transition
    ) -> NavGraphEntryID {
        transition.append(closeAbove(container, popStack: false))
        let closed = state.subtree(of: old).filter { !transition.closed.contains($0) }
        transition.callbacks += close(closed)
        transition.closed += closed
        let child = add(made, parent: container)
        update(container) { $0.content = .switch(child) }
        transition.changes.append(.replaceChild(of: container, old: old, new: child))
        return child
    }

    /// The last part: the screen is `place` (shown), or is pushed onto the stack flow `place`,
    /// or is presented over the top.
    private func arrive<Destination: Hashable & Sendable>(
        _ placement: NavGraphPlacement<Destination>, _ destination: Destination, at place: NavGraphEntryID,
        started: Bool, _ transition: inout Transition
    ) -> Outcome {
        switch placement.arrival {
        case .shown:
            guard state[place]?.node == placement.screen, let screen = flowController(for: place) else { return .failed }
            transition.append(closeAbove(place, popStack: true))
            // A screen shown already starts again with the new context; a flow (an `open` route's
            // tab or switch child) takes none, and shows what it showed.
            if !started, screen.navGraphFlow == nil { placement.start(screen, destination) }
        case .pushed:
            guard let root = state.stackEntries(place).first, let flow = flowController(for: place),
                  let made = placement.make?(flow) else { return .failed }
            transition.append(closeAbove(root, popStack: true))
            let pushed = add(made, parent: place)
            update(pushed) { $0.linkDestination = NavGraphRouteValue(destination) }
            update(place) { $0.content = .stack(state.stackEntries(place) + [pushed]) }
            // A pop to the root and the push are one transition (UIKit's setViewControllers).
            if case .pop(place, to: root)? = transition.changes.last {
                transition.changes[transition.changes.count - 1] = .setStack(place)
            } else {
                transition.changes.append(.push(pushed, onto: place))
            }
            placement.start(made, destination)
        case .presented(let options):
            guard let top = state.top, let entry = state.root.flatMap(flowController(for:)),
                  let made = placement.make?(entry) else { return .failed }
            let presented: NavGraphEntryID
            if options.embedInStack {
                presented = add(nil, parent: top)
                let shown = add(made, parent: presented)
                update(presented) { $0.content = .stack([shown]) }
            } else {
                presented = add(made, parent: top)
            }
            if let shown = entryID(of: made) { update(shown) { $0.linkDestination = NavGraphRouteValue(destination) } }
            update(presented) { $0.presentation = options.shown(inCompactWidth: renderer?.isCompactWidth == true) }
            update(top) { $0.presented = presented }
            transition.changes.append(.present(presented, over: top))
            placement.start(made, destination)
        }
        return .opened
    }
}

extension NavGraphStateMachine {
    /// Pushes the screens of a chain after the first, which is on top: each by the route named
    /// in the screen below it, made by that screen's FlowController as a restored state makes it
    /// (`navGraphReopening`), so that the opener hears how the route ends. The stack is drawn
    /// once, with its pushes (UIKit's `setViewControllers`).
    private func pushChain<Destination: Hashable & Sendable>(
        _ chain: [NavGraphChainedScreen<Destination>], ending destination: Destination, _ transition: inout Transition
    ) {
        guard !chain.isEmpty, var below = state.top, let stack = state.stack(containing: below) else { return }
        let next = chain.dropFirst().map(\.destination) + [destination]
        for (chained, shown) in zip(chain, next) {
            guard let source = flowController(for: below), let opening = source.navGraphReopening(chained.route, to: shown),
                  case .push = opening.route.transition else {
                ignore("\(state[below]?.node.map(\.rawValue) ?? "the screen on top") has no route '\(chained.route)' that pushes the next screen of the link's chain")
                break
            }
            let pushed = add(opening.flowController, parent: stack, opening: .init(opener: below, route: NavGraphRouteValue(opening.route)))
            setHandler(opening.onEnd, for: pushed)
            update(stack) { $0.content = .stack(state.stackEntries(stack) + [pushed]) }
            opening.start()
            below = pushed
        }
        // The pop to the first screen or its push, if any, and the chain's pushes are one change of the stack.
        switch transition.changes.last {
        case .push(_, onto: stack)?, .setStack(stack)?, .pop(stack, to: _)?: transition.changes.removeLast()
        default: break
        }
        transition.changes.append(.setStack(stack))
    }
}

extension NavGraphStateMachine.Transition {
    /// Adds what another part of the same transition did.
    mutating func append(_ other: Self) {
        changes += other.changes
        closed += other.closed
        callbacks += other.callbacks
    }
}
