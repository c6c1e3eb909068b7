/// Tab sets that change at run time: a tabs flow whose graph lets the app hide some tabs
/// (`hideable`), as a client shows Notifications only once someone is logged in.
extension NavGraphStateMachine {
    /// Shows the tabs `flow` shows now (`navGraphShownTabs`, as the app's `isShown(_:)` answers)
    /// once the app says the answer changed (generated `updateTabs()`, after a log-in or a
    /// log-out), in one transition like a route: a tab that goes is closed with everything in it
    /// and presented over it, each closed route's opener told; a tab that comes is made by `make`,
    /// put in its place in the graph's order and started once drawn. The selected tab stays
    /// selected while it shows; when it goes, the first tab is selected. What the flow itself
    /// presents (a log-in sheet over the tabs) stays.
    ///
    /// Unlike a route it is not the top-most screen's to ask, so it is neither refused while a
    /// sheet shows nor while a transition is drawn: it runs once the machine is idle.
    public func updateTabs(of flow: any NavGraphFlowController, make: @escaping @MainActor (NavGraphNodeName) -> NavGraphMadeChild?) {
        guard phase == .idle else {
            queued.append { [weak self] in self?.updateTabs(of: flow, make: make) }
            return
        }
        followScreen()
        guard let id = entryID(of: flow), case .tabs(let old, let selected) = state[id]?.content else {
            ignore("\(flow.navGraphNode) updated its tabs while it is not shown, or before it started")
            return
        }
        let wanted = flow.navGraphShownTabs
        let removed = old.filter { state[$0]?.node.map(wanted.contains) != true }
        let oldTabs = Dictionary(old.compactMap { tab in state[tab]?.node.map { ($0, tab) } }, uniquingKeysWith: { first, _ in first })
        guard !removed.isEmpty || wanted.count != old.count else { return }
        phase = .applying
        let selectedTab = old.indices.contains(selected) ? old[selected] : nil
        // Only what shows over the selected tab's screens is above it; the flow's own sheet is not.
        var transition = selectedTab.map { removed.contains($0) ? closeAbove($0, popStack: false) : Transition() } ?? Transition()
        let closed = removed.flatMap { state.subtree(of: $0) }.filter { !transition.closed.contains($0) }
        transition.callbacks += close(closed)
        transition.closed += closed
        var tabs: [NavGraphEntryID] = []
        var starts: [@MainActor () -> Void] = []
        for name in wanted {
            if let tab = oldTabs[name], !removed.contains(tab) {
                tabs.append(tab)
            } else if let made = make(name) {
                tabs.append(add(made.flowController, parent: id))
                starts += made.start.map { [$0] } ?? []
            } else {
                ignore("\(flow.navGraphNode) did not make its tab \(name)")
            }
        }
        let index = selectedTab.flatMap(tabs.firstIndex(of:)) ?? 0
        update(id) { $0.content = .tabs(tabs, selected: index) }
        transition.changes.append(.setTabs(id))
        // A new tab starts once it is in the tab bar: a stack tab's navigation stack takes its place there.
        transition.callbacks = starts + transition.callbacks
        commit(transition)
    }
}
