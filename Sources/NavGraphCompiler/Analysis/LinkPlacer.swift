/// Computes, once per graph, where each linked screen can be placed (`LinkPlacement`), and picks
/// the placement of each link.
///
/// 1. The flow tree: what `entry` shows through flow children alone (stack roots, tabs, switch
///    children), breadth-first, each node with the first step that reaches it.
/// 2. Stack membership: for each stack flow in that tree, the screens that pushes from its root
///    reach; one search over (screen, stack) pairs, each visited once.
/// 3. Per link: a flow child in the tree is shown; else a screen pushed in exactly one tree stack
///    (or the one `in:` names) is pushed there; else a reachable screen is presented over the top.
struct LinkPlacer {
    /// What a link's placement came to.
    enum Outcome {
        /// The link has a placement.
        case placed(LinkPlacement)
        /// The screen can be shown in several flows and the link names none.
        case several(flows: [String])
        /// `in:` names a flow the screen cannot be shown in from the entry.
        case notIn(flow: String, options: [String])
        /// Nothing from the entry shows the screen.
        case unreachable
    }

    private let graph: Graph
    private let analysis: GraphAnalysis
    /// For each node of the flow tree, the step that first reaches it (none for the entry).
    private var arrival: [String: LinkPlacement.Step] = [:]
    /// For each screen, the steps of the tree that show it as a flow child, in declaration order.
    private var childSteps: [String: [LinkPlacement.Step]] = [:]
    /// For each screen, the tree's stack flows it can be pushed in (above the root), in order found.
    private var pushStacks: [String: [String]] = [:]

    init(graph: Graph, analysis: GraphAnalysis) {
        self.graph = graph
        self.analysis = analysis
        let tree = flowTree()
        findStackMembers(stacks: tree.filter { graph.flow(named: $0)?.kind == .stack })
    }

    /// The placement of one link of `screen`.
    func place(_ link: Link, of screen: String) -> Outcome {
        let children = childSteps[screen] ?? []
        let stacks = pushStacks[screen] ?? []
        if let wanted = link.flow?.value {
            if let step = children.first(where: { $0.flow == wanted }) {
                return .placed(LinkPlacement(screen: screen, steps: steps(to: step.flow) + [step], arrival: .shown))
            }
            if stacks.contains(wanted) {
                return .placed(LinkPlacement(screen: screen, steps: steps(to: wanted), arrival: .pushed(stack: wanted)))
            }
            return .notIn(flow: wanted, options: children.map(\.flow) + stacks)
        }
        if screen == graph.entry.value { return .placed(LinkPlacement(screen: screen, steps: [], arrival: .shown)) }
        if let step = children.first {
            guard children.count == 1 else { return .several(flows: children.map(\.flow)) }
            return .placed(LinkPlacement(screen: screen, steps: steps(to: step.flow) + [step], arrival: .shown))
        }
        if let stack = stacks.first {
            guard stacks.count == 1 else { return .several(flows: stacks) }
            return .placed(LinkPlacement(screen: screen, steps: steps(to: stack), arrival: .pushed(stack: stack)))
        }
        guard analysis.reachable.contains(screen) else { return .unreachable }
        let inStack = analysis.stackPlacements[screen]?.contains(true) ?? false
        return .placed(LinkPlacement(screen: screen, steps: [], arrival: .presented(inOwnStack: inStack)))
    }

    /// The steps from the entry to a node of the flow tree.
    private func steps(to node: String) -> [LinkPlacement.Step] {
        var steps: [LinkPlacement.Step] = []
        var current = node
        while let step = arrival[current] {
            steps.append(step)
            current = step.flow
        }
        return steps.reversed()
    }

    /// Walks the flow tree from the entry, breadth-first; returns its flows in the order reached.
    private mutating func flowTree() -> [String] {
        let entry = graph.entry.value
        var reached: Set<String> = [entry]
        var queue = [entry]
        var head = 0
        while head < queue.count {
            let name = queue[head]
            head += 1
            guard let flow = graph.flow(named: name) else { continue }
            for child in flow.children where graph.declaresNode(child.value) {
                let step = LinkPlacement.Step(flow: name, kind: flow.kind, child: child.value)
                if graph.screen(named: child.value) != nil { childSteps[child.value, default: []].append(step) }
                if reached.insert(child.value).inserted {
                    arrival[child.value] = step
                    queue.append(child.value)
                }
            }
        }
        return queue.filter { graph.flow(named: $0) != nil }
    }

    /// Follows push routes from each stack's root, recording which stacks each screen is pushed in.
    private mutating func findStackMembers(stacks: [String]) {
        var visited: Set<[String]> = []
        var pending: [(screen: String, stack: String)] = stacks.compactMap { stack in
            graph.flow(named: stack)?.children.first.map { ($0.value, stack) }
        }
        pending.reverse()
        while let (source, stack) = pending.popLast() {
            for route in graph.screen(named: source)?.routes ?? [] where route.style.value == .push {
                let destination = route.destination.value
                guard graph.screen(named: destination) != nil, visited.insert([destination, stack]).inserted else { continue }
                pushStacks[destination, default: []].append(stack)
                pending.append((destination, stack))
            }
        }
    }
}
