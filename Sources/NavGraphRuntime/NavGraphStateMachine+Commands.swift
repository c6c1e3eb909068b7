/// The commands generated code gives: starting the graph and its flows, and the route styles,
/// finishing and unwinding. Each checks the machine's rules (`run`), applies its
/// `NavGraphCommand` to the state, then makes and starts what the command shows.
extension NavGraphStateMachine {
    /// Shows `root` as the whole content; whatever was shown before is closed without callbacks,
    /// and a gesture the person was making on it no longer holds anything up.
    public func showRoot(_ root: any NavGraphFlowController) {
        showRoot(.showRoot(root.navGraphNode), root)
    }

    /// Shows `root`, a screen, at the root of a navigation stack of its own that is the whole
    /// content (a window route's destination with `embed: stack`): its push routes push onto
    /// that stack. UIKit's navigation controller is made as the others the navigator makes, so
    /// the app's hook configures it (`NavGraphUIKitNavigator.makeNavigationController`).
    public func showRootInStack(_ root: any NavGraphFlowController) {
        showRoot(.showRootInStack(root.navGraphNode), root)
    }

    private func showRoot(_ command: NavGraphCommand, _ root: any NavGraphFlowController) {
        guard let transition = perform(command, making: { _ in root }) else { return }
        gestures.removeAll()
        release(transition.closed)
        transition.changes.forEach(drawAtOnce)
    }

    /// Makes `root` the root of the stack flow `flow` as the flow starts. A split flow is a stack
    /// too (its first column's screen is its root): it starts collapsed where the width is compact.
    public func setStack(of flow: any NavGraphFlowController, root: any NavGraphFlowController) {
        let split = flow.navGraphFlow.flatMap { $0.kind == .split ? NavGraphSplit(columns: $0.columns, collapsed: renderer?.isCompactWidth == true) : nil }
        startFlow(flow, .stack(root: root.navGraphNode, split: split), [root])
    }

    /// Makes `tabs` the tabs of the tabs flow `flow`, the first one selected, as the flow starts.
    public func setTabs(of flow: any NavGraphFlowController, tabs: [any NavGraphFlowController]) {
        startFlow(flow, .tabs(tabs.map(\.navGraphNode)), tabs)
    }

    /// Makes `child` the shown child of the switch flow `flow` as the flow starts.
    public func setSwitch(of flow: any NavGraphFlowController, child: any NavGraphFlowController) {
        startFlow(flow, .switch(child.navGraphNode), [child])
    }

    /// Starts `flow` with `content`, whose entries show `children` in order; drawn at once.
    func startFlow(_ flow: any NavGraphFlowController, _ content: NavGraphFlowStart, _ children: [any NavGraphFlowController]) {
        guard let id = entryID(of: flow) else {
            ignore("\(flow.navGraphNode) started while it is not shown, or a second time")
            return
        }
        var made = children.makeIterator()
        guard let transition = perform(.startFlow(id, content), making: { _ in made.next() }) else { return }
        transition.changes.forEach(drawAtOnce)
    }

    /// Pushes `destination` onto the stack `source` is in (a stack flow: onto its own, above its
    /// top); `start` starts it once it is in the state. `steps` (a route's `then:`) go on from it
    /// in the same transition (`performSteps`).
    public func push(
        _ destination: any NavGraphFlowController,
        from source: any NavGraphFlowController,
        route: some Hashable & Sendable,
        onEnd: NavGraphFinishHandler?,
        then steps: [NavGraphRouteStep] = [],
        start: @escaping @MainActor () -> Void
    ) {
        run("push \(destination.navGraphNode)", from: source) { [unowned self] id in
            guard entryID(of: destination) == nil else {
                ignore("\(destination.navGraphNode) is already shown")
                return nil
            }
            var shown: NavGraphEntryID?
            let transition = perform(.push(destination.navGraphNode, route: NavGraphRouteValue(route), from: id), making: { _ in destination }, started: { pushed in
                pushed.map { setHandler(onEnd, for: $0) }
                start()
                shown = pushed
            })
            return goingOn(transition, from: shown, with: steps)
        }
    }

    /// Presents `destination` over `source` as `options` say; a popover points at `anchor`; an
    /// overlay goes over the top-most presentation, whatever is shown over `source`.
    /// `steps` (a route's `then:`) go on from it in the same transition (`performSteps`).
    public func present(
        _ destination: any NavGraphFlowController,
        from source: any NavGraphFlowController,
        options: NavGraphPresentationOptions,
        anchor: NavGraphAnchor,
        route: some Hashable & Sendable,
        onEnd: NavGraphFinishHandler?,
        then steps: [NavGraphRouteStep] = [],
        start: @escaping @MainActor () -> Void
    ) {
        let reach: NavGraphRouteReach = options.presentation.coversEverything ? .aboveEverything : .front
        run("present \(destination.navGraphNode)", from: source, reach: reach) { [unowned self] id in
            guard entryID(of: destination) == nil else {
                ignore("\(destination.navGraphNode) is already shown, or \(source.navGraphNode) already presents something")
                return nil
            }
            var start = start
            if destination is any NavGraphSafariScreen || destination is any NavGraphWebAuthenticationScreen {
                // The page is most often the route's context, which the screen (a plain object
                // that only keeps it) is given by its start: started first, once, then asked.
                start()
                start = {}
            }
            if let refusal = webPageRefusal(of: destination) {
                // UIKit raises an exception for such a URL, or the session never starts: nothing
                // is shown, and the route ends as the view's Done or the session's Cancel ends it,
                // so that its opener is not left waiting for an end that never comes.
                ignore("\(destination.navGraphNode): \(refusal)")
                return Transition(callbacks: [{ onEnd?(nil) }])
            }
            if let outside = destination as? any NavGraphOpenURLScreen {
                return leavingTheApp(for: outside, onEnd: onEnd, start: start)
            }
            if let composer = destination as? any NavGraphComposerScreen, renderer?.systemCanShow(composer.navGraphScreenKind) == false {
                // "Prior to use, clients should verify the user has set up the device for sending
                // email" (MFMailComposeViewController.h; "for sending messages", its message
                // twin): nothing is shown, the route ends at once.
                let unavailable = composer.feedback(fromCompose: .unavailable)
                return Transition(callbacks: [{ onEnd?(unavailable) }])
            }
            let shown = options.shown(inCompactWidth: renderer?.isCompactWidth == true)
            let command = NavGraphCommand.present(destination.navGraphNode, options: shown, route: NavGraphRouteValue(route), from: id)
            var made: NavGraphEntryID?
            let transition = perform(command, making: { _ in destination }, started: { presented in
                presented.map { setHandler(onEnd, for: $0) }
                if reach == .front { state[id]?.presented.map { setAnchor(anchor, for: $0) } }
                start()
                made = presented
            })
            return goingOn(transition, from: made, with: steps)
        }
    }

    /// Why `destination`, a Safari view or a web authentication session, cannot open its web page
    /// (`NavGraphSafariURL`), or `nil` when it can or is neither.
    private func webPageRefusal(of destination: any NavGraphFlowController) -> String? {
        if let safari = destination as? any NavGraphSafariScreen {
            return NavGraphSafariURL.refusal(of: safari.safariURL)
        }
        if let session = destination as? any NavGraphWebAuthenticationScreen {
            return NavGraphSafariURL.refusal(of: session.webAuthentication.url, by: "a web authentication session")
        }
        return nil
    }

    /// A route to a screen that leaves the app (`kind: openURL`): nothing is shown and the state
    /// does not change (a transition of no changes, as for a composer the device cannot send
    /// with). Once the machine is idle again, the screen is started (with the route's
    /// context) and its URL handed to the system; the route ends when the system answers, so that
    /// its handler may run another route at once.
    private func leavingTheApp(
        for outside: any NavGraphOpenURLScreen, onEnd: NavGraphFinishHandler?, start: @escaping @MainActor () -> Void
    ) -> Transition {
        Transition(callbacks: [{ [weak self] in
            start()
            guard let renderer = self?.renderer else {
                onEnd?(nil)
                return
            }
            renderer.openOutside(outside.outsideURL) { opened in onEnd?(outside.feedback(fromOpened: opened)) }
        }])
    }

    /// `transition`, gone on from `entry` with `steps` when it was taken.
    private func goingOn(_ transition: Transition?, from entry: NavGraphEntryID?, with steps: [NavGraphRouteStep]) -> Transition? {
        guard var transition, let entry, !steps.isEmpty else { return transition }
        performSteps(steps, after: entry, &transition)
        return transition
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
            perform(.replaceChild(child, from: id), making: { made in madeChild(made, by: make) }, started: { shown in
                shown.flatMap(flowController(for:)).map(start)
            })
        }
    }

    /// The FlowController of the new entry `entry`, made through the flow it is in (`make`);
    /// logs why when the flow makes none.
    private func madeChild(
        _ entry: NavGraphEntry, by make: (any NavGraphFlowController) -> (any NavGraphFlowController)?
    ) -> (any NavGraphFlowController)? {
        guard let flow = entry.parent.flatMap(flowController(for:)) else { return nil }
        guard let made = make(flow) else {
            ignore("\(flow.navGraphNode) has no child \(entry.node.map(\.rawValue) ?? "")")
            return nil
        }
        return made
    }

    /// Selects the tab named `tab` of the tabs flow nearest to `source`, first dismissing every
    /// presentation above that flow; `start` receives the selected tab.
    public func select(
        _ tab: NavGraphNodeName,
        from source: any NavGraphFlowController,
        start: @escaping @MainActor (any NavGraphFlowController) -> Void
    ) {
        run("select \(tab)", from: source) { [unowned self] id in
            let hidden = { (refusal: NavGraphRefusal) -> String? in
                guard refusal.hidingFlow.flatMap(self.flowController(for:))?.navGraphFlow?.children.contains(tab) == true else { return refusal.reason }
                return "\(source.navGraphNode) selected the tab \(tab), which the app hides now"
            }
            return perform(.select(tab, from: id), explain: hidden, started: { selected in
                selected.flatMap(flowController(for:)).map(start)
            })
        }
    }

    /// Closes `source` (pops it, or dismisses the presentation it is the root of) and everything
    /// shown above it; hands `feedback` to the route that opened it, and tells the opener of every
    /// other closed route that it ended without feedback.
    public func finish(_ source: any NavGraphFlowController, with feedback: (any Sendable)?) {
        run("finish", from: source, reach: .fromBelow) { [unowned self] id in
            perform(.finish(from: id, feedback: feedback))
        }
    }

    /// Ends the stack or container flow named `flow` that `source` is in: a sub-flow (a stack
    /// pushed onto another stack) is popped with every screen in it, back to the entry below it;
    /// a presented one is dismissed, with the navigation stack it is presented in, if any. Hands `feedback` to the route that pushed or presented it and tells the opener
    /// of every other closed route that it ended without feedback. What is presented over its
    /// screens is dismissed first.
    public func finishFlow(_ flow: NavGraphNodeName, from source: any NavGraphFlowController, feedback: (any Sendable)? = nil) {
        run("finish \(flow)", from: source) { [unowned self] id in
            perform(.finishFlow(flow, from: id, feedback: feedback))
        }
    }

    /// Closes everything shown above the nearest screen or flow named `destination` below
    /// `source`, or above `source` itself when it is named so (then even while something is shown
    /// over it: closing that is the route's point). `feedback`, if any, goes to the route of
    /// `destination` that opened what is closed (the entry it opened, pushed or presented, is
    /// closed); every other closed route's opener is told that it ended without feedback.
    /// `steps` (a route's `then:`) go on from `destination` in the same transition.
    public func unwind(
        to destination: NavGraphNodeName, from source: any NavGraphFlowController, feedback: (any Sendable)? = nil,
        then steps: [NavGraphRouteStep] = []
    ) {
        run("unwind to \(destination)", from: source, reach: destination == source.navGraphNode ? .fromBelow : .front) { [unowned self] id in
            var target: NavGraphEntryID?
            let transition = perform(.unwind(to: destination, from: id, feedback: feedback), started: { target = $0 })
            return goingOn(transition, from: target, with: steps)
        }
    }
}
