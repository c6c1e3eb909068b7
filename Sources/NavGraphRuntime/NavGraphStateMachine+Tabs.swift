/// Tab sets and containers that change at run time: a tabs or container flow whose graph lets
/// the app hide some of its children (`hideable`), as a client shows Notifications only once
/// someone is logged in, or a secondary column only on an iPad; and every tab started again in
/// place, as a client does when the person switches account.
extension NavGraphStateMachine {
    /// Shows the tabs `flow` shows now (`navGraphShownChildren`, as the app's `isShown(_:)` answers)
    /// once the app says the answer changed (generated `updateTabs()`, after a log-in or a
    /// log-out), in one transition like a route: a tab that goes is closed with everything in it
    /// and presented over it, each closed route's opener told; a tab that comes is made by `make`,
    /// put in its place in the graph's order (or the app's, `order: app`, where a tab that moves
    /// keeps what it shows) and started once drawn. The selected tab stays selected while it
    /// shows; when it goes, the first tab is selected. What the flow itself presents (a log-in
    /// sheet over the tabs) stays.
    ///
    /// Unlike a route it is not the top-most screen's to ask, so it is neither refused while a
    /// sheet shows nor while a transition is drawn: it runs once the machine is idle and the
    /// person makes no gesture.
    public func updateTabs(of flow: any NavGraphFlowController, make: @escaping @MainActor (NavGraphNodeName) -> NavGraphMadeChild?) {
        changeShown(of: flow, restarting: false, make: make)
    }

    /// Shows the children the container flow `flow` shows now (`navGraphShownChildren`, as the
    /// app's `isShown(_:)` answers) once the app says the answer changed (generated
    /// `updateChildren()`, after a log-in or as an iPad's width changes), in one transition as
    /// `updateTabs` does: a child that goes is closed with everything in it and presented over it,
    /// each closed route's opener told; a child that comes is made by `make`, put in its place in
    /// the graph's order and started once drawn. The children that stay keep what they show; what
    /// the flow itself presents stays. It waits, as `updateTabs` does, for a transition being
    /// drawn and a gesture.
    public func updateChildren(of flow: any NavGraphFlowController, make: @escaping @MainActor (NavGraphNodeName) -> NavGraphMadeChild?) {
        changeShown(of: flow, restarting: false, make: make)
    }

    /// Starts every tab of `flow` again from its root, in place (generated `restartTabs()`, after
    /// the person switched account): in one transition, each tab it shows is closed with
    /// everything in it and presented over it, and the tabs it shows now (`navGraphShownChildren`) are
    /// made by `make` and started once drawn. The selected tab stays selected, anew, while it
    /// shows; the tab selected before is forgotten. What the flow itself presents (the account
    /// switcher the person chose in) stays, for the app to close.
    ///
    /// It never throws away what the person is writing: while a presentation it would close
    /// refuses to (`refusesDismissal(_:)`: `dismissible: false`, a screen's `isDismissible()`,
    /// UIKit's `isModalInPresentation`), or the app's own presentation refuses, the restart waits,
    /// with a debug log, and runs once that presentation has closed; a newer restart replaces it.
    /// Like `updateTabs`, it waits for a transition being drawn and a gesture.
    public func restartTabs(of flow: any NavGraphFlowController, make: @escaping @MainActor (NavGraphNodeName) -> NavGraphMadeChild?) {
        waitingRestart = nil
        changeShown(of: flow, restarting: true, make: make)
    }

    /// Tries a restart that waited for a presentation to close; called after every transition
    /// and gesture, before a pending link, which then opens in the restarted tabs.
    func retryWaitingRestart() {
        guard isSettled, let restart = waitingRestart else { return }
        waitingRestart = nil
        restart()
    }

    private func changeShown(of flow: any NavGraphFlowController, restarting: Bool, make: @escaping @MainActor (NavGraphNodeName) -> NavGraphMadeChild?) {
        followScreen()
        guard isSettled else {
            queued.append { [weak self] in self?.changeShown(of: flow, restarting: restarting, make: make) }
            return
        }
        guard let id = entryID(of: flow) else {
            ignore("\(flow.navGraphNode) \(restarting ? "restarted its tabs" : "updated what it shows") while it is not shown, or before it started")
            return
        }
        if restarting, let unfinished = unfinishedPresentation(inTabsOf: id) {
            ignore("\(flow.navGraphNode) waits to restart its tabs below \(unfinished): nothing may close what the person is writing in")
            waitingRestart = { [weak self] in self?.changeShown(of: flow, restarting: true, make: make) }
            return
        }
        phase = .applying
        var starts: [@MainActor () -> Void] = []
        let making = { [unowned self] (tab: NavGraphEntry) -> (any NavGraphFlowController)? in
            // An instance of a flow made from data, made anew by a restart, is made for its key.
            guard let made = tab.instanceKey.map({ flow.navGraphMakeInstance($0) }) ?? tab.node.flatMap(make) else {
                ignore("\(flow.navGraphNode) did not make its child \(tab.node.map(\.rawValue) ?? "")")
                return nil
            }
            starts += made.start.map { [$0] } ?? []
            return made.flowController
        }
        let shown = flow.navGraphShownChildren
        guard var transition = perform(restarting ? .restartTabs(of: id, shown: shown) : .updateShown(of: id, shown: shown), making: making) else {
            phase = .idle
            return
        }
        // A new tab starts once it is in the tab bar, a new child once in the container: a stack's
        // navigation stack takes its place there.
        transition.callbacks = starts + transition.callbacks
        commit(transition)
    }

    /// What refuses to close among what restarting the tabs flow `flow` closes, in words for a
    /// log: a presentation over a screen of one of its tabs, or the app's own presentation,
    /// which a new top dismisses; `nil` when nothing does. What the flow itself presents stays.
    private func unfinishedPresentation(inTabsOf flow: NavGraphEntryID) -> String? {
        if renderer?.appPresentationRefusesDismissal == true { return "the app's own presentation, which refuses to close" }
        let closed = (state[flow]?.children ?? []).flatMap(state.subtree(of:))
        return closed.first { state[$0]?.presentation != nil && refusesDismissal($0) }.map {
            "\(state[$0]?.node?.rawValue ?? "a presented stack") (\($0)), which refuses to close"
        }
    }
}
