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
    /// For each screen, every step of the tree that shows it as a flow child, in the order found.
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
            for child in flow.children where graph.declaresNode(child.value) {
                let step = LinkPlacement.Step(flow: name, kind: flow.kind, child: child.value)
                if graph.screen(named: child.value) != nil { childSteps[child.value, default: []].append(step) }
                if reached.insert(child.value).inserted {
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
        guard let flow = placement.flow else { return [] }
        switch placement.arrival {
        case .shown: return kinds[flow].map { steps(to: flow) + [LinkPlacement.Step(flow: flow, kind: $0, child: placement.screen)] } ?? []
        case .pushed, .presented: return steps(to: flow)
        }
    }
}
