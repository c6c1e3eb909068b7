/// The commands generated code gives: starting the graph and its flows, and the four route
/// styles, finishing and unwinding.
extension NavGraphStateMachine {
    /// Shows `root` as the whole content; whatever was shown before is closed without callbacks.
    public func showRoot(_ root: any NavGraphFlowController) {
        closeEverything()
        let id = add(root, parent: nil)
        state.root = id
        drawAtOnce(.showRoot(id))
    }

    /// Makes `root` the root of the stack flow `flow` as the flow starts. A split flow is a stack
    /// too (its first column's screen is its root): it starts collapsed where the width is compact.
    public func setStack(of flow: any NavGraphFlowController, root: any NavGraphFlowController) {
        startFlow(flow) { id in
            if let declaration = flow.navGraphFlow, declaration.kind == .split {
                update(id) { $0.split = NavGraphSplit(columns: declaration.columns, collapsed: renderer?.isCompactWidth == true) }
            }
            return .stack([add(root, parent: id)])
        }
    }

    /// Makes `tabs` the tabs of the tabs flow `flow`, the first one selected, as the flow starts.
    public func setTabs(of flow: any NavGraphFlowController, tabs: [any NavGraphFlowController]) {
        startFlow(flow) { id in .tabs(tabs.map { add($0, parent: id) }, selected: 0) }
    }

    /// Makes `child` the shown child of the switch flow `flow` as the flow starts.
    public func setSwitch(of flow: any NavGraphFlowController, child: any NavGraphFlowController) {
        startFlow(flow) { id in .switch(add(child, parent: id)) }
    }

    func startFlow(_ flow: any NavGraphFlowController, content: (NavGraphEntryID) -> NavGraphEntry.Content) {
        guard let id = entryID(of: flow), state[id]?.content == .leaf else {
            ignore("\(flow.navGraphNode) started while it is not shown, or a second time")
            return
        }
        let made = content(id)
        update(id) { $0.content = made }
        drawAtOnce(.startFlow(id))
    }

    /// Shows a route made ready by generated code: pushes or presents it as the route says, or
    /// puts it in the source's place on top of its stack (a `replace` the source's contract
    /// makes); a popover points at `anchor`.
    public func perform(_ opening: NavGraphOpening, from source: any NavGraphFlowController, anchor: NavGraphAnchor = .source) {
        switch opening.route.transition {
        case .push:
            push(opening.flowController, from: source, route: opening.route, onEnd: opening.onEnd, start: opening.start)
        case .present(let options):
            present(opening.flowController, from: source, options: options, anchor: anchor, route: opening.route, onEnd: opening.onEnd, start: opening.start)
        case .replace:
            replaceTop(opening, from: source)
        case .select, .unwind, .open, .finish:
            ignore("\(source.navGraphNode) asked to open \(opening.route), which neither pushes, presents nor replaces")
        }
    }

    /// Pushes `destination` onto the stack `source` is in; `start` starts it once it is in the state.
    public func push(
        _ destination: any NavGraphFlowController,
        from source: any NavGraphFlowController,
        route: some Hashable & Sendable,
        onEnd: NavGraphFinishHandler?,
        start: @escaping @MainActor () -> Void
    ) {
        run("push \(destination.navGraphNode)", from: source) { [unowned self] id in
            guard entryID(of: destination) == nil else {
                ignore("\(destination.navGraphNode) is already shown")
                return nil
            }
            guard let stack = state.stack(containing: id) else {
                ignore("\(source.navGraphNode) is not inside a navigation stack")
                return nil
            }
            // A split view's column below the top (a sidebar beside the detail) pushes into the
            // next column: what its later columns show, above it in the stack, closes first.
            var transition = state.shownStackEntries(state.shownStack(of: stack)).last == id ? Transition() : closeAbove(id, popStack: true)
            let pushed = add(destination, parent: stack, opening: .init(opener: id, route: NavGraphRouteValue(route)))
            setHandler(onEnd, for: pushed)
            update(stack) { $0.content = .stack(state.stackEntries(stack) + [pushed]) }
            start()
            let popped = transition.changes.contains { if case .pop = $0 { true } else { false } }
            transition.changes = transition.changes.filter { if case .pop = $0 { false } else { true } }
                + [popped ? .setStack(stack) : .push(pushed, onto: stack)]
            return transition
        }
    }

    /// Presents `destination` over `source` as `options` say; a popover points at `anchor`.
    public func present(
        _ destination: any NavGraphFlowController,
        from source: any NavGraphFlowController,
        options: NavGraphPresentationOptions,
        anchor: NavGraphAnchor,
        route: some Hashable & Sendable,
        onEnd: NavGraphFinishHandler?,
        start: @escaping @MainActor () -> Void
    ) {
        run("present \(destination.navGraphNode)", from: source) { [unowned self] id in
            guard entryID(of: destination) == nil, state[id]?.presented == nil else {
                ignore("\(destination.navGraphNode) is already shown, or \(source.navGraphNode) already presents something")
                return nil
            }
            let opening = NavGraphEntry.Opening(opener: id, route: NavGraphRouteValue(route))
            let presented: NavGraphEntryID
            if options.embedInStack {
                presented = add(nil, parent: id)
                let shown = add(destination, parent: presented, opening: opening)
                update(presented) { $0.content = .stack([shown]) }
                setHandler(onEnd, for: shown)
            } else {
                presented = add(destination, parent: id, opening: opening)
                setHandler(onEnd, for: presented)
            }
            update(presented) { $0.presentation = options.shown(inCompactWidth: renderer?.isCompactWidth == true) }
            update(id) { $0.presented = presented }
            setAnchor(anchor, for: presented)
            start()
            return Transition(changes: [.present(presented, over: id)])
        }
    }

    /// Swaps the child of the switch flow nearest to `source` for `destination`, first
    /// dismissing every presentation above that flow.
    public func replace(
        with destination: any NavGraphFlowController,
        from source: any NavGraphFlowController,
        start: @escaping @MainActor () -> Void
    ) {
        replace(named: destination.navGraphNode, from: source, making: { _ in destination }, start: { _ in start() })
    }

    /// Swaps the child of the switch flow nearest to `source` for its child named `child`, which
    /// that flow makes (`navGraphChild(_:)`, its `make<Child>()`): the one place a switch's child
    /// is made, whether a route, a link or a restored state shows it. First dismisses every
    /// presentation above that flow; `start` starts the made child once it is in the state.
    public func replace(
        child: NavGraphNodeName,
        from source: any NavGraphFlowController,
        start: @escaping @MainActor (any NavGraphFlowController) -> Void
    ) {
        replace(named: child, from: source, making: { $0.navGraphChild(child)?.flowController }, start: start)
    }

    private func replace(
        named child: NavGraphNodeName,
        from source: any NavGraphFlowController,
        making make: @escaping @MainActor (_ switchFlow: any NavGraphFlowController) -> (any NavGraphFlowController)?,
        start: @escaping @MainActor (any NavGraphFlowController) -> Void
    ) {
        run("replace with \(child)", from: source) { [unowned self] id in
            guard let container = nearest(from: id, where: { if case .switch = $0.content { true } else { false } }),
                  case .switch(let old) = state[container]?.content, let flow = flowController(for: container) else {
                ignore("\(source.navGraphNode) is not inside a switch flow")
                return nil
            }
            guard let destination = make(flow) else {
                ignore("\(flow.navGraphNode) has no child \(child)")
                return nil
            }
            var transition = closeAbove(container, popStack: false)
            let closed = state.subtree(of: old).filter { !transition.closed.contains($0) }
            transition.callbacks += close(closed)
            transition.closed += closed
            let made = add(destination, parent: container)
            update(container) { $0.content = .switch(made) }
            start(destination)
            transition.changes.append(.replaceChild(of: container, old: old, new: made))
            return transition
        }
    }

    /// Selects the tab named `tab` of the tabs flow nearest to `source`, first dismissing every
    /// presentation above that flow; `start` receives the selected tab.
    public func select(
        _ tab: NavGraphNodeName,
        from source: any NavGraphFlowController,
        start: @escaping @MainActor (any NavGraphFlowController) -> Void
    ) {
        run("select \(tab)", from: source) { [unowned self] id in
            let tabsFlow = nearest(from: id, where: { if case .tabs = $0.content { true } else { false } })
            guard let container = tabsFlow, case .tabs(let tabs, _) = state[container]?.content,
                  let index = tabs.firstIndex(where: { state[$0]?.node == tab }),
                  let selected = flowController(for: tabs[index]) else {
                let hidden = tabsFlow.flatMap(flowController(for:))?.navGraphFlow?.children.contains(tab) == true
                ignore(hidden ? "\(source.navGraphNode) selected the tab \(tab), which the app hides now" : "\(source.navGraphNode) is not inside a tabs flow with the tab \(tab)")
                return nil
            }
            var transition = closeAbove(container, popStack: false)
            update(container) { $0.content = .tabs(tabs, selected: index) }
            start(selected)
            transition.changes.append(.selectTab(of: container, index: index))
            return transition
        }
    }

    /// Closes `source` (pops it, or dismisses the presentation it is the root of) and everything
    /// shown above it; hands `feedback` to the route that opened it, and tells the opener of every
    /// other closed route that it ended without feedback.
    public func finish(_ source: any NavGraphFlowController, with feedback: (any Sendable)?) {
        run("finish", from: source, fromBelow: true) { [unowned self] id in
            guard let (target, popStack, closing) = closingPlace(of: id) else {
                ignore("\(source.navGraphNode) finished but is neither pushed nor presented")
                return nil
            }
            let receiver = state.lineage(of: id).prefix { $0 != state[closing]?.parent }.first { state[$0]?.opening != nil }
            return closeAbove(target, popStack: popStack, receiver: receiver, feedback: feedback)
        }
    }

    /// Ends the sub-flow named `flow` that `source` is in (a stack flow pushed onto another
    /// stack): pops it and every screen in it, back to the entry below it, hands `feedback` to
    /// the route that pushed it and tells the opener of every other closed route that it ended
    /// without feedback. What is presented over its screens is dismissed first.
    public func finishFlow(_ flow: NavGraphNodeName, from source: any NavGraphFlowController, feedback: (any Sendable)? = nil) {
        run("finish \(flow)", from: source) { [unowned self] id in
            guard let subflow = nearest(from: id, where: { $0.node == flow }), state.isSubflow(subflow),
                  let (target, popStack, closing) = closingPlace(of: subflow) else {
                ignore("\(source.navGraphNode) is not inside the sub-flow \(flow)")
                return nil
            }
            return closeAbove(target, popStack: popStack, receiver: closing, feedback: feedback)
        }
    }

    /// Closes everything shown above the nearest screen or flow named `destination` below
    /// `source`. `feedback`, if any, goes to the route of `destination` that opened what is closed
    /// (the entry it opened, pushed or presented, is closed); every other closed route's opener
    /// is told that it ended without feedback.
    public func unwind(to destination: NavGraphNodeName, from source: any NavGraphFlowController, feedback: (any Sendable)? = nil) {
        run("unwind to \(destination)", from: source) { [unowned self] id in
            guard let target = below(id).first(where: { state[$0]?.node == destination }) else {
                ignore("\(destination) is not below \(source.navGraphNode)")
                return nil
            }
            // What the target opened and is still shown: at most one entry, as only the top acts.
            let receiver = feedback == nil ? nil : state.entries.values.first { $0.opening?.opener == target }?.id
            return closeAbove(target, popStack: true, receiver: receiver, feedback: feedback)
        }
    }

    // MARK: Places in the state

    /// The nearest entry from `id` outwards (through containers and presenters) that matches.
    func nearest(from id: NavGraphEntryID, where matches: (NavGraphEntry) -> Bool) -> NavGraphEntryID? {
        state.lineage(of: id).first { state[$0].map(matches) ?? false }
    }

    /// The entries below `id`, nearest first: lower in its stacks, then containers and presenters.
    func below(_ id: NavGraphEntryID) -> [NavGraphEntryID] {
        state.lineage(of: id).flatMap { current -> [NavGraphEntryID] in
            guard let parent = state[current]?.parent else { return [] }
            let list = state.stackEntries(parent)
            guard state[current]?.presentation == nil, let index = list.firstIndex(of: current) else { return [parent] }
            return list[..<index].reversed() + [parent]
        }
    }

    /// What finishing `id` closes: the entry that stays (`target`), whether that is a pop, and
    /// the entry that is popped or dismissed.
    func closingPlace(of id: NavGraphEntryID) -> (NavGraphEntryID, Bool, NavGraphEntryID)? {
        if let stack = state.stack(containing: id) {
            let list = state.stackEntries(stack)
            if let index = list.firstIndex(of: id), index > 0 { return (list[index - 1], true, id) }
        }
        var current = id
        while let entry = state[current] {
            if entry.presentation != nil, let presenter = entry.parent { return (presenter, false, current) }
            // The root of a sub-flow closes the sub-flow, pushed above the entry below it.
            if state.isSubflow(current), let parent = entry.parent, let index = state.stackEntries(parent).firstIndex(of: current), index > 0 {
                return (state.stackEntries(parent)[index - 1], true, current)
            }
            guard let parent = entry.parent, state.stackEntries(parent).first == current else { return nil }
            current = parent
        }
        return nil
    }

    /// Closes everything shown above `target`: dismisses the lowest presentation between the
    /// top and `target` (which dismisses all above it), then, with `popStack`, pops `target`'s
    /// stack back to it.
    func closeAbove(
        _ target: NavGraphEntryID,
        popStack: Bool,
        receiver: NavGraphEntryID? = nil,
        feedback: (any Sendable)? = nil
    ) -> Transition {
        let stack = popStack ? state[target]?.parent.flatMap { state.stackEntries($0).isEmpty ? nil : $0 } : nil
        let stop = stack ?? target
        var path: [NavGraphEntryID] = []
        if let top = state.top {
            let lineage = state.lineage(of: top)
            if let end = lineage.firstIndex(of: stop) { path = Array(lineage[..<end]) }
        }
        var transition = Transition()
        if let presented = path.last(where: { state[$0]?.presentation != nil }), let presenter = state[presented]?.parent {
            transition.changes.append(.dismiss(presented, over: presenter))
            transition.closed += state.subtree(of: presented)
            update(presenter) { $0.presented = nil }
        }
        if let stack {
            let list = state.stackEntries(stack)
            if let index = list.firstIndex(of: target), index < list.count - 1 {
                transition.changes.append(.pop(stack, to: target))
                transition.closed += list[(index + 1)...].reversed().flatMap { state.subtree(of: $0) }.filter { !transition.closed.contains($0) }
                update(stack) { $0.content = .stack(Array(list[...index])) }
            }
        }
        transition.callbacks = close(transition.closed, target: receiver, feedback: feedback)
        return transition
    }
}
