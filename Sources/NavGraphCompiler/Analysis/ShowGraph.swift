/// The one graph of how a screen or flow comes to be shown, made once per graph
/// (`GraphAnalysis.shows`): an edge from each flow to each of its children (the stack's root, the
/// tabs, the switch's children), from each screen and flow along each route that adds a way to
/// show its destination (push, present, replace, select; a flow's routes present over it), from
/// a stack flow's root to a link-only screen that a link pushes above it, and, for each `replace`
/// that takes its source's place on top of a stack, from whatever shows the source to the
/// destination (`Edge.replacing`).
///
/// Two questions are asked of it, each through its own view of the same edges:
/// - **As written** (`edges(from:)`, `shown(from:)`): every edge but the replacing ones, names kept
///   even when undeclared, so that a check can ask whether every way out of a node is known; the
///   container analysis follows these.
/// - **What shows what anew** (`successors`, `reaches`, `way(to:avoiding:)`): the edges to declared
///   names that put something new on screen above what shows it: flow children, pushes and
///   presentations, links, and the replacing edges instead of the replace routes themselves (the
///   source is gone once its replacement shows). Other `replace`, `select` and `unwind` routes show
///   something that is already a child of a flow, or already below the source. This is the graph
///   whose dominators decide `invalid-unwind`.
struct ShowGraph: Sendable {
    /// What an edge was written as: a route (itself a box) and the name and kind of a flow, so
    /// that a `Way` is a few words held inline. Each edge once held its flow whole, in a box of
    /// its own: an allocation per way, and hundreds of bytes and dozens of references copied.
    enum Edge: Sendable {
        /// A route of the source screen.
        case route(Route)
        /// A route the flow performs itself (`routes:` on a flow): presented over it, opened
        /// where the graph places it, or, for a stack flow, pushed onto its own stack.
        case ownRoute(Route, of: FlowFacts)
        /// The destination is a child (or the root) of this flow.
        case child(of: FlowFacts)
        /// The destination, which no route shows, is pushed by a link or a placement without a
        /// URL onto this stack flow, above its root (the edge's source).
        case link(onto: FlowFacts)
        /// A replace route whose source, shown by the edge's source, the destination takes the
        /// place of on top of its stack. The edge's source has no route to the destination, so
        /// nothing of it hears how the destination ends.
        case replacing(Route)
    }

    /// What a way needs of a flow: its name and kind.
    struct FlowFacts: Sendable {
        let name: String
        let kind: NavGraphFlowKind

        /// The facts of the flow at `index` of `graph.flows`, read in place.
        init(_ graph: Graph, at index: Int) {
            name = graph.flows[index].name.value
            kind = graph.flows[index].kind
        }
    }

    /// One way to show `to` from `from`, where it was written.
    struct Way: Sendable {
        let from: String
        let to: String
        let edge: Edge
        /// Whether `to` is a declared screen or flow.
        let isDeclared: Bool
        let location: SourceLocation

        /// Whether the way puts `to` on screen anew above `from` (see the type's documentation).
        var showsAnew: Bool {
            guard isDeclared else { return false }
            switch edge {
            case .route(let route), .ownRoute(let route, _): return route.style.value.opensDestination
            case .child, .link, .replacing: return true
            }
        }

        /// The route a replacing way stands for, if it is one.
        var replacing: Route? {
            if case .replacing(let route) = edge { route } else { nil }
        }
    }

    /// The screen or flow shown at launch.
    let entry: String
    /// The ways out of each screen and flow as written: flow children, then routes, then links,
    /// each in declaration order.
    private var written: [String: [Way]] = [:]
    /// The ways out of each screen and flow that replaces add, in the order found.
    private var replacing: [String: [Way]] = [:]

    /// The show graph of `graph`, whose `replace` routes take the places `replacements` say and
    /// whose link-only screens are `linkOnlyScreens`.
    init(graph: Graph, heads: RouteHeads, replacements: Replacements, linkOnlyScreens: [Screen]) {
        entry = graph.entry.value
        // Each flow read in place, by index: copying one out retains every array it holds.
        for index in graph.flows.indices {
            let flow = FlowFacts(graph, at: index)
            // Children made from data are shown by the flow as its fixed children are.
            for child in graph.flows[index].children + graph.flows[index].instances.map(\.flow) {
                add(Way(from: flow.name, to: child.value, edge: .child(of: flow), isDeclared: graph.declaresNode(child.value), location: child.location))
            }
        }
        for owner in heads.owners.indices {
            let name = heads.owners[owner].name
            let flowIndex = graph.indexOfFlow(named: name.value)
            let flow = flowIndex.map { FlowFacts(graph, at: $0) }
            for index in heads.heads(of: owner) where heads.styles[index].addsWayToShowDestination {
                let route = heads.route(at: index, of: owner)
                let to = route.destination.value
                let edge = flow.map { Edge.ownRoute(route, of: $0) } ?? .route(route)
                // A stack flow's own push goes above whichever of its screens shows: its root is
                // below it (whichever of its roots the app chose), as under a link's push.
                let sources = flowIndex.flatMap {
                    route.style.value.pushesOntoStack && graph.flows[$0].kind.acceptsPushes ? graph.flows[$0].children.map(\.value) : nil
                }
                for source in sources ?? [name.value] {
                    add(Way(from: source, to: to, edge: edge, isDeclared: graph.declaresNode(to), location: route.destination.location))
                }
            }
        }
        for screen in linkOnlyScreens {
            // Each link's first place, and the placement's without a URL (`placement: { in: }`).
            let places = screen.links.map { ($0.flow, $0.pattern.location) } + [screen.placement.map { ($0.places.first, $0.key.location) }].compactMap { $0 }
            for (place, location) in places {
                // Pushed above the stack's root, as a link's push always is: the root is below it
                // (whichever of its roots the app chose).
                guard let index = place.flatMap({ graph.indexOfFlow(named: $0.value) }), graph.flows[index].kind.acceptsPushes else { continue }
                for root in graph.flows[index].children.map(\.value) {
                    add(Way(from: root, to: screen.name.value, edge: .link(onto: FlowFacts(graph, at: index)), isDeclared: true, location: location))
                }
            }
        }
        addReplacingWays(graph, replacements)
    }

    private mutating func add(_ way: Way) {
        if way.replacing == nil {
            written[way.from, default: []].append(way)
        } else {
            replacing[way.from, default: []].append(way)
        }
    }

    /// Every way out of `name` that shows anew, replacing ways after those written.
    private func anew(from name: String) -> [Way] {
        ((written[name] ?? []) + (replacing[name] ?? [])).filter(\.showsAnew)
    }

    /// The ways of replaces that take their source's place on top of a stack: from everything
    /// that shows the source anew to the destination. A replaced screen may itself have taken
    /// another's place, so each new way is followed in turn by the replaces of its destination;
    /// each (from, to) pair is added once, so the work is linear in the ways added.
    private mutating func addReplacingWays(_ graph: Graph, _ replacements: Replacements) {
        var replaces: [String: [Route]] = [:]
        for index in graph.screens.indices {  // read in place, not copied out screen by screen
            for route in graph.screens[index].routes where replacements.replacesStackTop(route) && graph.declaresNode(route.destination.value) {
                replaces[graph.screens[index].name.value, default: []].append(route)
            }
        }
        guard !replaces.isEmpty else { return }
        var known: Set<Pair> = []
        var pending: [(from: String, to: String)] = []
        for way in written.values.joined() where way.showsAnew {
            known.insert(Pair(from: way.from, to: way.to))
            if replaces[way.to] != nil { pending.append((way.from, way.to)) }
        }
        // Each shown source is followed in the order found, so that the ways come out in
        // declaration order for a graph whose replaces do not chain.
        pending.reverse()
        while let (from, source) = pending.popLast() {
            for route in replaces[source] ?? [] {
                let to = route.destination.value
                guard known.insert(Pair(from: from, to: to)).inserted else { continue }
                add(Way(from: from, to: to, edge: .replacing(route), isDeclared: true, location: route.destination.location))
                if replaces[to] != nil { pending.append((from, to)) }
            }
        }
    }

    private struct Pair: Hashable {
        let from: String
        let to: String
    }

    // MARK: As written

    /// The ways out of `name` as written (no replacing ways), undeclared destinations included.
    func edges(from name: String) -> [Way] {
        written[name] ?? []
    }

    /// `starts` and every name they show as written, directly or further on (undeclared names
    /// included: they show nothing further).
    func shown(from starts: Set<String>) -> Set<String> {
        var seen = starts
        var pending = Array(starts)
        while let name = pending.popLast() {
            // By index: a loop copies each way out, retaining its route's box.
            let ways = written[name] ?? []
            for index in ways.indices where seen.insert(ways[index].to).inserted {
                pending.append(ways[index].to)
            }
        }
        return seen
    }

    // MARK: What shows what anew

    /// The ways out of `name` that replaces add (`Edge.replacing`).
    func replacingEdges(from name: String) -> [Way] {
        replacing[name] ?? []
    }

    /// The successors of every node along the ways that show anew, for `Dominators`.
    var successors: [String: [String]] {
        // Each node's written ways, then its replacing ones, as `anew(from:)` gives them, each way
        // read in place: gathering each node's ways into a new array copied them all out.
        var successors: [String: [String]] = [:]
        successors.reserveCapacity(written.count + replacing.count)
        for table in [written, replacing] {
            for (name, ways) in table {
                successors[name, default: []] += ways.indices.lazy.filter { ways[$0].showsAnew }.map { ways[$0].to }
            }
        }
        return successors
    }

    /// Whether `target` is shown anew from `start` (or is it) on a way that does not pass through
    /// `avoided`. Breadth-first, so linear in the graph.
    func reaches(_ target: String, from start: String, avoiding avoided: String) -> Bool {
        guard start != avoided else { return false }
        var reached: Set<String> = [start]
        var pending = [start]
        while let node = pending.popLast() {
            if node == target { return true }
            for way in anew(from: node) where way.to != avoided && reached.insert(way.to).inserted {
                pending.append(way.to)
            }
        }
        return false
    }

    /// A shortest way from `start` (the entry, or the root of a window of its own) to `target` that
    /// shows each step anew and does not pass through `avoided`, as the ways taken in order; `nil`
    /// when every way passes through it. Breadth-first, so linear in the graph.
    func way(from start: String? = nil, to target: String, avoiding avoided: String) -> [Way]? {
        way(fromAny: [start ?? entry], to: target, avoiding: avoided)?.ways
    }

    /// A shortest way from any of `starts` to `target` that shows each step anew and does not pass
    /// through `avoided`, with the start it leaves from; `nil` when every way passes through it.
    /// One breadth-first search from all the starts at once, so linear in the graph however many
    /// starts there are; of two ways as short, the one from the start listed first.
    func way(fromAny starts: [String], to target: String, avoiding avoided: String) -> (start: String, ways: [Way])? {
        var arrival: [String: Way] = [:]
        var queue = starts.filter { $0 != avoided }
        var reached = Set(queue)
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == target { break }
            for way in anew(from: node) where way.to != avoided && reached.insert(way.to).inserted {
                arrival[way.to] = way
                queue.append(way.to)
            }
        }
        guard reached.contains(target) else { return nil }
        var found: [Way] = []
        var node = target
        while let way = arrival[node] {
            found.append(way)
            node = way.from
        }
        return (node, found.reversed())
    }
}
