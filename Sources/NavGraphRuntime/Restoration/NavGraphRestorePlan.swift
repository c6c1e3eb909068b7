/// The entries a saved state shows, checked against the graph and with their FlowControllers
/// made and started, before anything is shown: restoring either shows all of it or throws and
/// shows nothing.
///
/// Its functions throw `NavGraphRestoreError`s (untyped: see `NavGraphStateMachine.restore`).
///
/// Entries get the numbers they will have in the state, in the order they are shown (a flow
/// before its children, an opener before what it opened). Each is started as soon as it is made,
/// before what it opened is made, as `perform` does: a maker may read what its screen's
/// `start(context:)` set.
@MainActor
struct NavGraphRestorePlan<Destination: Hashable & Sendable & Codable> {
    typealias Saved = NavGraphSavedState<Destination>

    /// Where the first link of a screen places it; `nil` for a screen without links.
    let placement: (NavGraphNodeName) -> NavGraphPlacement<Destination>?
    /// Whether a link could have opened a destination, with its context
    /// (`NavGraphLinkTable.reads(_:)`).
    let reads: (Destination) -> Bool
    private(set) var entries: [NavGraphEntryID: NavGraphEntry] = [:]
    private(set) var flowControllers: [NavGraphEntryID: any NavGraphFlowController] = [:]
    private(set) var handlers: [NavGraphEntryID: NavGraphFinishHandler] = [:]
    private(set) var lastID: Int
    /// The navigator the made FlowControllers get while they start (routes they perform then
    /// are refused: they are not shown yet).
    private weak var navigator: (any NavGraphNavigator)?
    /// The graph's entry, made by the app: it makes what a link presented.
    private var entry: (any NavGraphFlowController)?
    /// The switch flows above the entry being planned, each with the child it shows.
    private var switches: [(flow: NavGraphNodeName, child: NavGraphNodeName)] = []
    /// Whether the window's width is compact now: a route's `compact` presentation is shown then,
    /// whatever the width was when the state was saved.
    private let compactWidth: Bool

    init(
        placement: @escaping (NavGraphNodeName) -> NavGraphPlacement<Destination>?, reads: @escaping (Destination) -> Bool,
        after lastID: Int, navigator: (any NavGraphNavigator)?, compactWidth: Bool
    ) {
        self.placement = placement
        self.reads = reads
        self.lastID = lastID
        self.navigator = navigator
        self.compactWidth = compactWidth
    }

    /// Takes the navigator back from every FlowController made, when the state is refused.
    func release() {
        for flowController in flowControllers.values { flowController.navigator = nil }
    }

    /// Plans the graph's entry, made by the app, and everything the saved state shows in it.
    mutating func planEntry(
        _ saved: Saved.Entry, made entry: any NavGraphFlowController, start: (@MainActor () -> Void)?, parent: NavGraphEntryID? = nil
    ) throws -> NavGraphEntryID {
        guard saved.name == entry.navGraphNode else { throw NavGraphRestoreError.differentEntry(saved: saved.name, graph: entry.navGraphNode) }
        guard saved.opening == nil else { throw NavGraphRestoreError.differentContent(saved.name) }
        self.entry = entry
        // A flow's saved content is shown instead of starting it.
        return try place(saved, entry, parent: parent, start: entry.navGraphFlow == nil ? start : nil)
    }

    /// Plans a window's root screen, made by the app, at the root of a navigation stack of its
    /// own (`embed: stack`), `pushed` above it, each by a route of the entry below it; returns the
    /// stack, numbered before its screens as `showRootInStack` numbers them.
    mutating func planEntry(
        _ saved: Saved.Entry, inStackWith pushed: [Saved.Entry], made entry: any NavGraphFlowController, start: (@MainActor () -> Void)?
    ) throws -> NavGraphEntryID {
        // Only a screen is embedded: a flow shows its own containers.
        guard entry.navGraphFlow == nil else { throw NavGraphRestoreError.differentContent(saved.name) }
        let container = newEntry(node: nil, parent: nil)
        let root = try planEntry(saved, made: entry, start: start, parent: container)
        let list = try stack(container, root: root, pushed: pushed[...], stackFlow: nil)
        entries[container]?.content = .stack(list)
        return container
    }

    /// Adds one entry and, recursively, what it shows inside and over it.
    private mutating func place(
        _ saved: Saved.Entry, _ flowController: any NavGraphFlowController, parent: NavGraphEntryID?,
        opening: NavGraphEntry.Opening? = nil, link: Destination? = nil, onEnd: NavGraphFinishHandler? = nil,
        start: (@MainActor () -> Void)?
    ) throws -> NavGraphEntryID {
        guard flowController.navGraphNode == saved.name else { throw NavGraphRestoreError.notMade(saved.name) }
        let id = newEntry(node: saved.name, parent: parent)
        entries[id]?.opening = opening
        entries[id]?.linkDestination = link.map { NavGraphRouteValue($0) }
        flowControllers[id] = flowController
        handlers[id] = onEnd
        if let start {
            flowController.navigator = navigator
            start()
        }
        let content = try content(of: saved, id, flowController)
        entries[id]?.content = content
        if let presented = saved.presented {
            try present(presented, over: id)
        }
        return id
    }

    private mutating func newEntry(node: NavGraphNodeName?, parent: NavGraphEntryID?) -> NavGraphEntryID {
        lastID += 1
        let id = NavGraphEntryID(rawValue: lastID)
        var entry = NavGraphEntry(id: id, node: node)
        entry.parent = parent
        entries[id] = entry
        return id
    }

    /// A flow's children, made through its contract; a screen shows nothing inside itself.
    private mutating func content(
        of saved: Saved.Entry, _ id: NavGraphEntryID, _ flowController: any NavGraphFlowController
    ) throws -> NavGraphEntry.Content {
        let flow = flowController.navGraphFlow
        switch (saved.content, flow?.kind) {
        case (.leaf, nil):
            return .leaf
        case (.stack(let list), .stack?), (.stack(let list), .split?):
            guard let first = list.first else { throw NavGraphRestoreError.differentContent(saved.name) }
            // A split view is its one stack, collapsed where the width is compact now.
            if let flow, flow.kind == .split {
                let split = NavGraphSplit(columns: flow.columns, collapsed: compactWidth)
                entries[id]?.split = split
            }
            // The root, or one of the roots the app chooses among.
            guard flow?.children.contains(first.name) == true else { throw NavGraphRestoreError.notAChild(first.name, of: saved.name) }
            let root = try child(first, of: flowController, id)
            return .stack(try stack(id, root: root, pushed: list.dropFirst(), stackFlow: flowController))
        case (.tabs(let list, let selected), .tabs?):
            guard list.indices.contains(selected) else { throw NavGraphRestoreError.differentContent(saved.name) }
            guard let place = flow?.instances else { return .tabs(try shownChildren(list, of: saved, flow, flowController, id), selected: selected) }
            entries[id]?.instancesPlace = place
            return try tabs(list, selected: selected, of: saved, instancesAt: place, flow, flowController, id)
        case (.switch(let shown), .switch?):
            return .switch(try child(shown, of: flowController, id))
        case (.container(let list), .container?):
            return .container(try shownChildren(list, of: saved, flow, flowController, id))
        default:
            throw NavGraphRestoreError.differentContent(saved.name)
        }
    }

    /// A tabs or container flow's saved children, each made by the flow: they must be the ones it
    /// shows now, in the graph's order (`navGraphShownChildren`). One saved while the app showed
    /// it and hidden now (the session ended, an iPad's secondary column on an iPhone) is refused,
    /// as a switch flow's gate refuses; one that shows now and was not saved is `differentContent`.
    private mutating func shownChildren(
        _ list: [Saved.Entry], of saved: Saved.Entry, _ flow: NavGraphFlowDeclaration?, _ flowController: any NavGraphFlowController, _ id: NavGraphEntryID
    ) throws -> [NavGraphEntryID] {
        if let stranger = list.first(where: { flow?.children.contains($0.name) != true }) { throw NavGraphRestoreError.notAChild(stranger.name, of: saved.name) }
        // Only instances of a flow made from data have keys (`tabs(_:…)` takes those out first).
        if let keyed = list.first(where: { $0.key != nil }) { throw NavGraphRestoreError.unreadableKey(keyed.name, of: saved.name) }
        let shown = flowController.navGraphShownChildren
        if let hidden = list.first(where: { !shown.contains($0.name) }) { throw NavGraphRestoreError.refused(hidden.name, by: saved.name) }
        guard list.map(\.name) == shown else { throw NavGraphRestoreError.differentContent(saved.name) }
        var children: [NavGraphEntryID] = []
        for shownChild in list {
            children.append(try child(shownChild, of: flowController, id))
        }
        return children
    }

    /// A tabs flow's saved tabs, some made from data: the fixed ones as `shownChildren` checks
    /// them, the instances each with a key the flow's contract reads back and the app lets
    /// restore (`shouldRestore(_:)`; a refused one is left out, and a selection on it falls as
    /// `closeTab` makes it fall), placed where the graph puts them among the fixed tabs. A key
    /// that does not read, a keyed tab of another flow and a key saved twice refuse the state.
    private mutating func tabs(
        _ list: [Saved.Entry], selected: Int, of saved: Saved.Entry, instancesAt instancesPlace: NavGraphInstancesPlace,
        _ flow: NavGraphFlowDeclaration?, _ flowController: any NavGraphFlowController, _ id: NavGraphEntryID
    ) throws -> NavGraphEntry.Content {
        // A key belongs only on an instance: a fixed tab saved with one was not saved by the app.
        if let keyed = list.first(where: { $0.key != nil && $0.name != instancesPlace.flow }) {
            throw NavGraphRestoreError.unreadableKey(keyed.name, of: saved.name)
        }
        let fixed = try shownChildren(list.filter { $0.key == nil }, of: saved, flow, flowController, id)
        var instances: [NavGraphEntryID] = []
        var keys: Set<NavGraphInstanceKey> = []
        // The saved instances and, for the selection's fall, whether each was restored.
        var restored: [NavGraphEntryID?] = []
        for instance in list where instance.key != nil {
            guard instance.opening == nil, let text = instance.key else { throw NavGraphRestoreError.notAChild(instance.name, of: saved.name) }
            switch flowController.navGraphRestoredKey(text) {
            case .unreadable: throw NavGraphRestoreError.unreadableKey(instance.name, of: saved.name)
            case .refusedByApp: restored.append(nil)
            case .restored(let key):
                guard keys.insert(key).inserted else { throw NavGraphRestoreError.duplicateKey(instance.name, of: saved.name) }
                guard let made = flowController.navGraphMakeInstance(key) else { throw NavGraphRestoreError.notMade(instance.name) }
                let instanceID = try place(instance, made.flowController, parent: id, start: nil)  // its saved stack is shown instead of starting it
                entries[instanceID]?.instanceKey = key
                instances.append(instanceID)
                restored.append(instanceID)
            }
        }
        let at = instancesPlace.insertionIndex(in: fixed.map { entries[$0]?.node })
        let tabs = Array(fixed[..<at]) + instances + Array(fixed[at...])
        let savedTab = list[selected]
        let index: Int
        if savedTab.key == nil {
            let fixedTab = fixed[list.prefix(selected).filter { $0.key == nil }.count]
            index = tabs.firstIndex(of: fixedTab) ?? 0
        } else {
            // The selected instance, or the next one restored after it, or the last one restored.
            let position = list.prefix(selected).filter { $0.key != nil }.count
            let next = restored[position...].compactMap { $0 }.first ?? instances.last
            index = next.flatMap(tabs.firstIndex(of:)) ?? 0
        }
        return .tabs(tabs, selected: index)
    }

    /// A flow's child, made by the flow; a switch flow's gate is asked first.
    private mutating func child(
        _ saved: Saved.Entry, of flow: any NavGraphFlowController, _ flowID: NavGraphEntryID
    ) throws -> NavGraphEntryID {
        guard saved.opening == nil, let made = flow.navGraphChild(saved.name) else { throw NavGraphRestoreError.notAChild(saved.name, of: flow.navGraphNode) }
        guard flow.navGraphFlow?.kind == .switch else { return try place(saved, made.flowController, parent: flowID, start: made.start) }
        // A switch flow's FlowController that is no gate (written without its contract) lets nothing through.
        guard (flow as? any NavGraphSwitchGate)?.shouldRestore(saved.name) == true else {
            throw NavGraphRestoreError.refused(saved.name, by: flow.navGraphNode)
        }
        switches.append((flow.navGraphNode, saved.name))
        defer { switches.removeLast() }
        return try place(saved, made.flowController, parent: flowID, start: made.start)
    }

    /// What a link opened as `saved`, where the graph's links place its screen: a link of that
    /// screen (its destination names it), through the switch children its placement passes
    /// (which the state shows: nothing a link could not have shown), with a context a link
    /// could have read from a URL. When replacements then put other screens in its place, the
    /// screen the link opened is the one its destination names. Of the places the link lists
    /// (`in: [Home, Search]`), the first that `fits` where the entry was saved: a restored state
    /// keeps the place it was in.
    private func linkPlacement(
        of saved: Saved.Entry, _ destination: Destination, fitting fits: (NavGraphPlacement<Destination>) -> Bool
    ) throws -> NavGraphPlacement<Destination> {
        let named = (destination as? any NavGraphDestinationValue)?.name
        let replaced = saved.opening?.replacements?.isEmpty == false
        let linked = replaced ? named : saved.name
        guard let linked, replaced || (named ?? saved.name) == saved.name, let placement = placement(linked),
              let fitting = placement.places.first(where: { place in
                  fits(place) && place.steps.allSatisfy({ step in step.kind != .switch || switches.contains { $0 == (step.flow, step.child) } })
              }) else {
            throw NavGraphRestoreError.notLinked(saved.name)
        }
        guard reads(destination) else { throw NavGraphRestoreError.notLinkValue(saved.name) }
        return fitting
    }

    /// A stack's entries: its root, then each pushed entry, opened by the one below it.
    private mutating func stack(
        _ stack: NavGraphEntryID, root: NavGraphEntryID, pushed: ArraySlice<Saved.Entry>, stackFlow: (any NavGraphFlowController)?
    ) throws -> [NavGraphEntryID] {
        var entries = [root]
        for saved in pushed {
            entries.append(try push(saved, onto: stack, opener: entries[entries.count - 1], first: entries.count == 1, stackFlow: stackFlow))
        }
        return entries
    }

    /// A pushed entry: opened by a route of the entry below it, or by a link that pushes onto
    /// this stack flow, which pushes onto its root (`first`: the entry right above the root).
    private mutating func push(
        _ saved: Saved.Entry, onto stack: NavGraphEntryID, opener: NavGraphEntryID, first: Bool, stackFlow: (any NavGraphFlowController)?
    ) throws -> NavGraphEntryID {
        guard let opening = saved.opening else { throw NavGraphRestoreError.differentContent(saved.name) }
        guard let route = opening.route else {
            // The stack a pushed link's steps end at (the entry's, with no steps).
            let placement = try linkPlacement(of: saved, opening.destination) { place in
                guard case .pushed = place.arrival else { return false }
                return (place.steps.last?.child ?? entry?.navGraphNode) == stackFlow?.navGraphNode
            }
            guard first, let stackFlow, let made = placement.make?(stackFlow) else { throw NavGraphRestoreError.notLinked(saved.name) }
            let start = placement.restoredStart(of: made, opening.destination)
            if let replacing = try replacement(of: made, start: start, by: opening.replacements, opener: opener) {
                return try place(saved, replacing.flowController, parent: stack, opening: replacing.opening, link: opening.destination, start: replacing.start)
            }
            return try place(saved, made, parent: stack, link: opening.destination, start: start)
        }
        // A stack flow's own route: the flow, around this stack, opened it.
        let opener = try opening.flow.map { try enclosing($0, around: stack, kind: .stack) } ?? opener
        let made = try reopen(route, from: opener, to: opening.destination)
        guard made.route.transition.style == .push else { throw NavGraphRestoreError.unknownRoute(route, of: node(opener)) }
        if let replacing = try replacement(of: made.flowController, start: made.start, by: opening.replacements, opener: opener, route: NavGraphRouteValue(made.route)) {
            return try place(saved, replacing.flowController, parent: stack, opening: replacing.opening, start: replacing.start)
        }
        return try place(
            saved, made.flowController, parent: stack, opening: .init(opener: opener, route: NavGraphRouteValue(made.route)),
            onEnd: made.onEnd, start: made.restoredStart
        )
    }

    /// What `replacements` put in the place of `made`, which a route (or, without `route`, a
    /// link) opened over `opener` and which is not started yet: each screen on the way is started,
    /// as it was when it showed, and makes the next through its route; the last one is shown, with
    /// the opening that says how to save it again. `nil` when no replacement did.
    private func replacement(
        of made: any NavGraphFlowController, start: @escaping @MainActor () -> Void, by replacements: [Saved.Replacement]?,
        opener: NavGraphEntryID, route: NavGraphRouteValue? = nil
    ) throws -> (flowController: any NavGraphFlowController, opening: NavGraphEntry.Opening, start: @MainActor () -> Void)? {
        guard let replacements, !replacements.isEmpty else { return nil }
        var current = (flowController: made, start: start)
        var routes = route.map { [$0] } ?? []
        var last: NavGraphOpening?
        for replacement in replacements {
            current.start()
            guard let next = current.flowController.navGraphReopening(replacement.route, to: replacement.destination),
                  case .replace = next.route.transition else {
                throw NavGraphRestoreError.unknownRoute(replacement.route, of: current.flowController.navGraphNode)
            }
            if let last { routes.append(NavGraphRouteValue(last.route)) }
            last = next
            current = (next.flowController, next.start)
        }
        guard let last else { return nil }
        return (last.flowController, .init(opener: opener, route: NavGraphRouteValue(last.route), replaced: routes), last.start)
    }

    /// What is presented over `presenter`: opened by its route, or by a link that presents it.
    private mutating func present(_ saved: [Saved.Entry], over presenter: NavGraphEntryID) throws {
        guard let first = saved.first, let opening = first.opening else { throw NavGraphRestoreError.differentContent(node(presenter)) }
        let made: any NavGraphFlowController
        let options: NavGraphPresentationOptions
        var route: (value: NavGraphRouteValue, onEnd: NavGraphFinishHandler?)?
        let start: @MainActor () -> Void
        var opener = presenter
        if let name = opening.route {
            // An overlay: the flow around the presenter whose own route it is.
            opener = try opening.flow.map { try enclosing($0, around: presenter, kind: nil) } ?? presenter
            let reopened = try reopen(name, from: opener, to: opening.destination)
            // A window route's destination is presented only where there was one window (`oneWindow:`).
            guard let routeOptions = reopened.route.transition.presentedOptions, routeOptions.presentation.coversEverything == (opening.flow != nil) else {
                throw NavGraphRestoreError.unknownRoute(name, of: node(opener))
            }
            (made, options, start) = (reopened.flowController, routeOptions, reopened.restoredStart ?? {})
            route = (NavGraphRouteValue(reopened.route), reopened.onEnd)
        } else {
            let placement = try linkPlacement(of: first, opening.destination) { place in
                if case .presented = place.arrival { true } else { false }
            }
            guard case .presented(let linkOptions) = placement.arrival, let entry, let linked = placement.make?(entry) else {
                throw NavGraphRestoreError.notLinked(first.name)
            }
            (made, options) = (linked, linkOptions)
            start = placement.restoredStart(of: linked, opening.destination)
        }
        guard options.embedInStack || saved.count == 1 else { throw NavGraphRestoreError.differentContent(first.name) }
        var shownFirst = (made, opening: route.map { NavGraphEntry.Opening(opener: opener, route: $0.value) }, onEnd: route?.onEnd, start: start)
        // A screen put in the place of the presented one, on top of the presentation's own stack.
        if let replacing = try replacement(of: made, start: start, by: opening.replacements, opener: opener, route: route?.value) {
            guard options.embedInStack else { throw NavGraphRestoreError.differentContent(first.name) }
            shownFirst = (replacing.flowController, replacing.opening, nil, replacing.start)
        }
        let container = options.embedInStack ? newEntry(node: nil, parent: presenter) : nil
        let shown = try place(
            first, shownFirst.0, parent: container ?? presenter, opening: shownFirst.opening,
            link: route == nil ? opening.destination : nil, onEnd: shownFirst.onEnd, start: shownFirst.start
        )
        let presented = container ?? shown
        if let container {
            let list = try stack(container, root: shown, pushed: saved.dropFirst(), stackFlow: nil)
            entries[container]?.content = .stack(list)
        }
        let shownOptions = options.shown(inCompactWidth: compactWidth)
        entries[presented]?.presentation = shownOptions
        entries[presenter]?.presented = presented
    }

    /// The stack flow named `flow` that is `stack` or holds it (a sub-flow pushed onto it), the
    /// nearest outwards: the flow whose own route pushed an entry of `stack`.
    /// The flow named `flow` (of `kind`, when given) around `entry`, through containers and presenters.
    private func enclosing(_ flow: NavGraphNodeName, around entry: NavGraphEntryID, kind: NavGraphFlowKind?) throws -> NavGraphEntryID {
        var current: NavGraphEntryID? = entry
        while let id = current, let entry = entries[id] {
            if entry.node == flow, let declared = flowControllers[id]?.navGraphFlow, kind.map({ $0 == declared.kind }) ?? true { return id }
            current = entry.parent
        }
        throw NavGraphRestoreError.differentContent(flow)
    }

    private func reopen(_ route: String, from opener: NavGraphEntryID, to destination: Destination) throws -> NavGraphOpening {
        guard let flowController = flowControllers[opener], let made = flowController.navGraphReopening(route, to: destination) else {
            throw NavGraphRestoreError.unknownRoute(route, of: node(opener))
        }
        return made
    }

    private func node(_ id: NavGraphEntryID) -> NavGraphNodeName {
        entries[id]?.node ?? NavGraphNodeName(rawValue: "")
    }
}
