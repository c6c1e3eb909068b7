/// What `entry` shows through flow children alone (stack roots, tabs, switch children), found
/// breadth-first: for each flow and screen reached, the step that first shows it.
///
/// A link's way down from the entry is read from here (`steps(to:)`) rather than stored with
/// each link, so that placing every link stays linear in the size of the graph however deep
/// the flows nest.
public struct FlowTree: Sendable, Hashable {
    /// For each node of the tree but the entry, the step that first shows it.
    public private(set) var arrivals: [String: LinkPlacement.Step] = [:]
    /// The kind of each flow in the tree.
    public private(set) var kinds: [String: NavGraphFlowKind] = [:]
    /// For each screen, every step of the tree that shows it as a flow child, in the order found;
    /// for each flow, the one step that does (a flow has one place).
    private(set) var childSteps: [String: [LinkPlacement.Step]] = [:]
    /// The flows of the tree, in the order reached.
    private(set) var flows: [String] = []

    /// The tree of a graph from its entry.
    init(graph: Graph) {
        let entry = graph.entry.value
        var reached: Set<String> = [entry]
        var queue = [entry]
        var head = 0
        while head < queue.count {
            let name = queue[head]
            head += 1
            guard let flow = graph.flow(named: name) else { continue }
            kinds[name] = flow.kind
            flows.append(name)
            // Which root a stack shows, when the app chooses it, is the app's to know: no way down
            // goes through it (a link pushes onto the stack, above whichever root shows).
            if flow.choosesRoot { continue }
            // A tabs flow's children made from data are one of its tabs on the way down: a link
            // selects the instance that shows (the runtime picks it, `linkedTab`), or opens a new
            // one (`instance: new`).
            for child in flow.children + flow.instances.map(\.flow) where graph.declaresNode(child.value) {
                let step = LinkPlacement.Step(flow: name, kind: flow.kind, child: child.value)
                let inserted = reached.insert(child.value).inserted
                // A screen may be the child of several flows; a flow is listed once where it shows.
                if graph.screen(named: child.value) != nil || inserted { childSteps[child.value, default: []].append(step) }
                if inserted {
                    arrivals[child.value] = step
                    queue.append(child.value)
                }
            }
        }
    }

    /// The steps from the entry down to `node`, the last one showing it; empty for the entry and
    /// for nodes outside the tree.
    public func steps(to node: String) -> [LinkPlacement.Step] {
        var steps: [LinkPlacement.Step] = []
        var current = node
        while let step = arrivals[current] {
            steps.append(step)
            current = step.flow
        }
        return steps.reversed()
    }

    /// Every step a placement takes from the entry: down to its flow, then, for a screen shown as
    /// that flow's child, the step showing the screen; for a presented screen, down to its gate.
    public func steps(of placement: LinkPlacement) -> [LinkPlacement.Step] {
        let way = way(of: placement)
        return (way.through.map(steps(to:)) ?? []) + (way.last.map { [$0] } ?? [])
    }

    /// The steps of a placement (`steps(of:)`) in two parts: the way to a node of the tree, which
    /// every placement through that node shares, and the one step of its own that shows the
    /// placed screen as a flow's child, if it takes one.
    public struct Way: Hashable, Sendable {
        /// The node whose way down (`steps(to:)`) the placement takes first; `nil` for none.
        public var through: String?
        /// The step that shows the placed screen as a child of the flow `through` names.
        public var last: LinkPlacement.Step?
    }

    /// The way `placement` takes, shared with other placements up to its own last step: output
    /// that names a node's way once, and each placement by that node, grows with the graph
    /// rather than with its links times the depth of its flows.
    public func way(of placement: LinkPlacement) -> Way {
        guard let flow = placement.flow else { return Way() }
        switch placement.arrival {
        case .shown:
            guard let kind = kinds[flow] else { return Way() }
            return Way(through: flow, last: LinkPlacement.Step(flow: flow, kind: kind, child: placement.screen))
        case .pushed, .presented:
            // A step that shows the placed screen itself starts it as the placement says: it is the
            // placement's own (a presented screen's gate is a switch child above it, never itself).
            guard flow == placement.screen, let arrival = arrivals[flow] else { return Way(through: flow) }
            return Way(through: arrival.flow, last: arrival)
        }
    }

    /// Every node the ways down to `nodes` pass, `nodes` included, each once with the step that
    /// first shows it (from the flow above it, the step's `flow`), a node after the one above it:
    /// what output names so that each node's way is written once, as the way above it and one step.
    /// The entry and nodes outside the tree have no step and are left out.
    public func waySteps(to nodes: some Sequence<String>) -> [(node: String, step: LinkPlacement.Step)] {
        var found: Set<String> = []
        var ordered: [(node: String, step: LinkPlacement.Step)] = []
        for node in nodes {
            var above: [(node: String, step: LinkPlacement.Step)] = []
            var current = node
            // Stops at a node found before: the way above it is listed already.
            while found.insert(current).inserted, let step = arrivals[current] {
                above.append((current, step))
                current = step.flow
            }
            ordered += above.reversed()
        }
        return ordered
    }
}
