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
    /// sheet shows nor while a transition is drawn: it runs once the machine is idle and the
    /// person makes no gesture.
    public func updateTabs(of flow: any NavGraphFlowController, make: @escaping @MainActor (NavGraphNodeName) -> NavGraphMadeChild?) {
        followScreen()
        guard isSettled else {
            queued.append { [weak self] in self?.updateTabs(of: flow, make: make) }
            return
        }
        guard let id = entryID(of: flow) else {
            ignore("\(flow.navGraphNode) updated its tabs while it is not shown, or before it started")
            return
        }
        phase = .applying
        var starts: [@MainActor () -> Void] = []
        let making = { [unowned self] (tab: NavGraphEntry) -> (any NavGraphFlowController)? in
            guard let name = tab.node, let made = make(name) else {
                ignore("\(flow.navGraphNode) did not make its tab \(tab.node.map(\.rawValue) ?? "")")
                return nil
            }
            starts += made.start.map { [$0] } ?? []
            return made.flowController
        }
        guard var transition = perform(.updateTabs(of: id, shown: flow.navGraphShownTabs), making: making) else {
            phase = .idle
            return
        }
        // A new tab starts once it is in the tab bar: a stack tab's navigation stack takes its place there.
        transition.callbacks = starts + transition.callbacks
        commit(transition)
    }
}
