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
    /// shows only once someone logs in), a presentation that refuses to close shows (not
    /// dismissible, its screen's `isDismissible()` answers `false`, or the app's own composer is
    /// marked modal: only finishing closes it, and the link neither closes nor covers it;
    /// `NavGraphStateMachine+Dismissal.swift`), a transition is running or the person makes a
    /// gesture (a swipe back, a sheet pulled down: what it shows once it ends is not known yet),
    /// the link is kept and tried again after every transition and gesture until it opens; a
    /// newer link replaces it, `discardPendingLink()` forgets it.
    /// A link that a switch flow refused asks it again when it is tried, even once the flow shows
    /// the child (the user logged in): the app decides whether it still opens for whoever is
    /// logged in now. Otherwise a switch flow is asked only when the link switches it, or since
    /// the person logged out (`personLoggedOut(keepingPendingLink:)`), until it switches.
    ///
    /// A chain link (`through:` in the graph) hands the screens it shows before `destination`:
    /// the placement shows the first (the switch flows are asked with its destination), then each
    /// screen's route pushes the next, the last one `destination`, in the same transition, as if
    /// the person had tapped them: each route's FlowController hears how it ends.
    @discardableResult
    public func open<Destination: Hashable & Sendable>(
        _ destination: Destination, placement: NavGraphPlacement<Destination>, through chain: [NavGraphChainedScreen<Destination>] = []
    ) -> Bool {
        if placement.opensNewWindow, openInNewWindow(destination) { return true }
        return open(destination, placement: placement, through: chain, reasking: false)
    }

    /// Hands `destination` to the window opener when the device shows several windows (a link
    /// or placement with `window: new`), and answers whether it did: the new window's navigator
    /// starts from the request, asking the gates its opener is under (`start(window:roots:)`),
    /// and nothing changes in this one. Where there is one window the caller places it here.
    func openInNewWindow(_ destination: some Hashable & Sendable) -> Bool {
        guard let windowOpener, windowOpener.supportsMultipleWindows(), let opened = destination as? any NavGraphDestinationValue else { return false }
        windowOpener.open(opened)
        return true
    }

    private func open<Destination: Hashable & Sendable>(
        _ destination: Destination, placement: NavGraphPlacement<Destination>, through chain: [NavGraphChainedScreen<Destination>], reasking: Bool
    ) -> Bool {
        pendingLink = nil
        awaitedAnswer = nil
        followScreen()
        // A presentation that refuses to close now closes only by finishing (a half-written
        // message, a verification the app asks for, the app's own composer): a link neither
        // closes it nor covers it, and waits for it as for a running transition or gesture.
        guard isSettled, unfinishedPresentation(above: nil) == nil else {
            pendingLink = PendingLink(destination: destination) { [unowned self] in open(destination, placement: placement, through: chain, reasking: reasking) }
            return false
        }
        let place = placement.opensNewInstance ? placement : placeShowingNow(placement)
        phase = .applying
        var transition = Transition()
        let outcome = apply(place, chain.first?.destination ?? destination, reasking: reasking, &transition)
        if outcome == .opened {
            pushChain(chain, ending: destination, &transition)
        } else if outcome == .refused {
            pendingLink = PendingLink(destination: destination) { [unowned self] in open(destination, placement: placement, through: chain, reasking: true) }
        } else if outcome == .failed {
            ignore("\(place.screen) cannot be opened where the graph places it: the navigation state does not match the graph")
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
    /// transition like any route; `steps` (the route's `then:`) go on from it. The switch flows on
    /// the way are asked as for a link; when one refuses (logged out), or the tab on the way is
    /// hidden, the route does nothing more than the steps it took before, and is not kept: the
    /// person may tap again. A link waiting to open stays waiting.
    public func open<Destination: Hashable & Sendable>(
        _ destination: Destination, placement: NavGraphPlacement<Destination>, from source: any NavGraphFlowController,
        then steps: [NavGraphRouteStep] = []
    ) {
        run("open \(placement.screen)", from: source) { [unowned self] _ in
            var transition = Transition()
            switch apply(placement.opensNewInstance ? placement : placeShowingNow(placement), destination, reasking: false, &transition) {
            case .opened:
                // What the placement showed goes on with the route's steps (`then:`).
                if let top = state.top, let opened = state.lineage(of: top).first(where: { state[$0]?.node == placement.screen }) {
                    performSteps(steps, after: opened, &transition)
                }
            case .refused: ignore("\(source.navGraphNode) asked to open \(placement.screen), which a switch flow on the way refused, or a tab the app hides now holds")
            case .failed: ignore("\(placement.screen) cannot be opened where the graph places it: the navigation state does not match the graph")
            case .dropped: break
            }
            return transition.changes.isEmpty ? nil : transition
        }
    }

    /// Whether a link is waiting to open, or for the app's answer of what it opens.
    public var hasPendingLink: Bool { pendingLink != nil || awaitedAnswer != nil }

    /// Forgets the link that is waiting to open, or for the app's answer.
    public func discardPendingLink() {
        pendingLink = nil
        awaitedAnswer = nil
    }

    /// Tries the pending link again, when the machine is settled; called after every transition
    /// and gesture. A restart that waited goes first: the link then opens in the restarted tabs.
    func retryPendingLink() {
        retryWaitingRestart()
        guard isSettled, let link = pendingLink else { return }
        pendingLink = nil
        _ = link.open()
    }

    /// A link kept until it can open: its destination, and what opens it.
    struct PendingLink {
        /// The destination it opens (the app may keep it when the person logs out).
        let destination: any Hashable & Sendable
        /// Tries to open it again; keeps it again when it still cannot open.
        let open: @MainActor () -> Bool
    }

    // MARK: Following a placement

    /// What following a placement came to.
    private enum Outcome {
        case opened, refused, failed
        /// The app gave nothing to open it in (no key for a new instance), which is logged: the
        /// link is not kept, as asking again would ask for nothing new.
        case dropped
    }

    /// Follows `placement`, one `NavGraphCommand` per step, each step's made child started
    /// before the next (a flow's start gives it the content the next step goes through);
    /// `reasking` asks the switch flows on the way even where they already show the child (a
    /// kept link, refused before).
    private func apply<Destination: Hashable & Sendable>(
        _ placement: NavGraphPlacement<Destination>, _ destination: Destination, reasking: Bool, _ transition: inout Transition
    ) -> Outcome {
        guard var current = state.root else { return .failed }
        var started = false
        for (index, step) in placement.steps.enumerated() {
            guard state[current]?.node == step.flow, let content = state[current]?.content else { return .failed }
            let isLast = index == placement.steps.count - 1 && isShown(placement.arrival)
            var shown: NavGraphEntryID?
            // `instance: new`: the tabs flow opens an instance for the app's new key and selects it.
            if placement.opensNewInstance, case .tabs = content, let tabs = flowController(for: current),
               let place = tabs.navGraphFlow?.instances, place.flow == step.child {
                guard let opened = openNewInstance(of: tabs, at: current, place: place, drawn: transition.changes) else { return .dropped }
                transition.continue(with: opened.part)
                current = opened.instance
                continue
            }
            guard case .switch(let old) = content, state[old]?.node != step.child else {
                // Shown already: asked again for a kept link, or since the person logged out.
                if case .switch = content, reasking || gatesAskedAfterLogOut.contains(current), let switching = step.switching,
                   let flow = flowController(for: current), !switching.ask(flow, destination) { return .refused }
                // A tab the app hides now (logged out) refuses, as a switch flow's gate does.
                var hidden = false
                let explain = { [unowned self] (refusal: NavGraphRefusal) -> String? in
                    // No instance open of a flow made from data holds the link as a hidden tab does.
                    let declaration = refusal.hidingFlow.flatMap(flowController(for:))?.navGraphFlow
                    hidden = declaration?.children.contains(step.child) == true || declaration?.instances?.flow == step.child
                    return nil
                }
                guard let piece = perform(.showChild(step.child, of: current), drawn: transition.changes, explain: explain, started: { shown = $0 }),
                      let child = shown else { return hidden ? .refused : .failed }
                transition.continue(with: piece)
                current = child
                continue
            }
            guard let switching = step.switching, let flow = flowController(for: current) else { return .failed }
            guard switching.ask(flow, destination) else { return .refused }
            var made: (any NavGraphFlowController)?
            let making = { (_: NavGraphEntry) -> (any NavGraphFlowController)? in
                made = switching.make(flow)
                return made
            }
            guard let piece = perform(.showChild(step.child, of: current), drawn: transition.changes, making: making, explain: { _ in nil }, started: { shown = $0 }),
                  let made, let child = shown else { return .failed }
            transition.continue(with: piece)
            current = child
            if isLast {
                placement.start(made, destination)
            } else if let startScreen = switching.startScreen {
                startScreen(flow, made)
            } else {
                switching.start?(made, destination)
            }
            started = isLast
        }
        return arrive(placement, destination, at: current, started: started, &transition)
    }

    private func isShown<Destination>(_ arrival: NavGraphPlacement<Destination>.Arrival) -> Bool {
        if case .shown = arrival { true } else { false }
    }

    /// The last part: the screen is `place` (shown), or is pushed onto the stack flow `place`,
    /// or is presented over the top.
    private func arrive<Destination: Hashable & Sendable>(
        _ placement: NavGraphPlacement<Destination>, _ destination: Destination, at place: NavGraphEntryID,
        started: Bool, _ transition: inout Transition
    ) -> Outcome {
        let command: NavGraphCommand
        let maker: (any NavGraphFlowController)?
        switch placement.arrival {
        case .shown:
            guard state[place]?.node == placement.screen, let screen = flowController(for: place),
                  let piece = perform(.showLinked(at: place), drawn: transition.changes) else { return .failed }
            transition.continue(with: piece)
            // A screen shown already starts again with the new context; a flow (an `open` route's
            // tab or switch child) takes none, and shows what it showed.
            if !started, screen.navGraphFlow == nil { placement.start(screen, destination) }
            return .opened
        case .pushed:
            command = .pushLinked(placement.screen, onto: place, destination: NavGraphRouteValue(destination))
            maker = flowController(for: place)
        case .presented(let options):
            if let showing = presentationShowing(placement.screen) {
                return reopen(placement, destination, at: showing, &transition)
            }
            let shown = options.shown(inCompactWidth: renderer?.isCompactWidth == true)
            command = .presentLinked(placement.screen, options: shown, destination: NavGraphRouteValue(destination))
            maker = state.root.flatMap(flowController(for:))
        }
        var made: (any NavGraphFlowController)?
        let making = { (_: NavGraphEntry) -> (any NavGraphFlowController)? in
            made = maker.flatMap { placement.make?($0) }
            return made
        }
        // Applied to what the steps made of the state: the transition goes on from there.
        guard let piece = perform(command, drawn: transition.changes, making: making, explain: { _ in nil }), let made else { return .failed }
        transition.continue(with: piece)
        placement.start(made, destination)
        return .opened
    }
}

extension NavGraphStateMachine {
    /// The linked screen where it shows already as a presentation, in the line from the top down:
    /// presented itself, or the root of the navigation stack presented for it (`embed: stack`).
    /// A flow an `open` route presents is not reused: it takes no context to start again with.
    private func presentationShowing(_ screen: NavGraphNodeName) -> NavGraphEntryID? {
        guard let top = state.top else { return nil }
        for id in state.lineage(of: top) {
            guard let entry = state[id], entry.presentation != nil else { continue }
            // An embedding stack has no screen of its own: its root stands for the presentation.
            let shown = entry.node == nil ? state.stackEntries(id).first : id
            if let shown, state[shown]?.node == screen, flowController(for: shown)?.navGraphFlow == nil { return shown }
        }
        return nil
    }

    /// Opens the linked screen in the presentation that shows it already (Settings presented, a
    /// link to a section of Settings): what is above it closes, its stack is popped to it, and it
    /// starts again with the new context, rather than a second presentation of it over the first.
    private func reopen<Destination: Hashable & Sendable>(
        _ placement: NavGraphPlacement<Destination>, _ destination: Destination, at showing: NavGraphEntryID, _ transition: inout Transition
    ) -> Outcome {
        guard let screen = flowController(for: showing),
              let piece = perform(.reopenLinked(at: showing, destination: NavGraphRouteValue(destination)), drawn: transition.changes) else { return .failed }
        transition.continue(with: piece)
        placement.start(screen, destination)
        return .opened
    }

    /// Pushes the screens of a chain after the first, which is on top: each by the route named
    /// in the screen below it, as a route's steps are taken (`performSteps`), the stack drawn once
    /// with its pushes (UIKit's `setViewControllers`).
    private func pushChain<Destination: Hashable & Sendable>(
        _ chain: [NavGraphChainedScreen<Destination>], ending destination: Destination, _ transition: inout Transition
    ) {
        guard !chain.isEmpty, let first = state.top else { return }
        let next = chain.dropFirst().map(\.destination) + [destination]
        performSteps(zip(chain, next).map { NavGraphRouteStep($0.route, to: $1) }, after: first, pushesOnly: true, &transition)
    }
}

extension NavGraphStateMachine.Transition {
    /// Goes on with a part applied after this one's changes (`perform(_:drawn:...)`), which it
    /// may have merged with its own: its changes are the whole transition's.
    mutating func `continue`(with other: Self) {
        changes = other.changes
        closed += other.closed
        callbacks += other.callbacks
    }
}
