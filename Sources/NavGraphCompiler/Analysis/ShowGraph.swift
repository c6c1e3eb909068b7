/// The ways a screen or flow comes to be shown, as a directed graph from `entry`: an edge from each
/// flow to each of its children (the stack's root, the tabs, the switch's children), from each
/// screen along each `push` and `present` route, from each flow along each of its routes (which
/// present over it), and from a stack flow's root to a link-only
/// screen that a link pushes above it.
///
/// A `replace` that takes the source's place on top of its stack adds an edge to its destination
/// from whatever shows the source (the screen below it, the presenter of its stack), and none from
/// the source, which is gone once the destination shows (`Edge.replacing`). Other `replace`,
/// `select` and `unwind` routes add no edge: they show something that is already a child of a
/// flow, or already below the source. This is the graph whose dominators decide `invalid-unwind`.
struct ShowGraph {
    /// One way to show `to` from `from`: a route or a flow's child, where it was written.
    struct Edge {
        let from: String
        let to: String
        let location: SourceLocation
        /// For an edge a replace adds: the route, whose source `to` takes the place of above
        /// `from`. `from` has no route to `to`, so nothing of `from` hears how `to` ends.
        var replacing: Route?
    }

    /// The screen or flow shown at launch.
    let entry: String
    /// The edges out of each screen and flow, in declaration order.
    private(set) var edges: [String: [Edge]] = [:]

    /// The show-graph of `graph`, whose `replace` routes take the places `replacements` say.
    init(graph: Graph, replacements: Replacements) {
        entry = graph.entry.value
        for flow in graph.flows {
            let from = flow.name.value
            edges[from, default: []] += flow.children.filter { graph.declaresNode($0.value) }
                .map { Edge(from: from, to: $0.value, location: $0.location) }
        }
        for (name, routes) in graph.routeSources {
            let from = name.value
            let shows = routes.filter { route in
                route.style.value.opensDestination && graph.declaresNode(route.destination.value)
            }
            edges[from, default: []] += shows.map { Edge(from: from, to: $0.destination.value, location: $0.destination.location) }
        }
        for screen in graph.linkOnlyScreens {
            for link in screen.links {
                guard let flow = link.flow.flatMap({ graph.flow(named: $0.value) }), flow.kind.acceptsPushes else { continue }
                for root in flow.children.map(\.value) {
                    edges[root, default: []].append(Edge(from: root, to: screen.name.value, location: link.pattern.location))
                }
            }
        }
        addReplacements(graph, replacements)
    }

    /// The edges of replaces that take their source's place on top of a stack: from everything
    /// that shows the source to the destination. A fixpoint, as a replaced screen may itself have
    /// taken another's place; each (from, to) pair is added once.
    private mutating func addReplacements(_ graph: Graph, _ replacements: Replacements) {
        let replaces = graph.screens.flatMap { screen in
            screen.routes.filter { replacements.replacesStackTop($0) && graph.declaresNode($0.destination.value) }.map { (screen.name.value, $0) }
        }
        guard !replaces.isEmpty else { return }
        var known = Set(edges.values.joined().map { Pair(from: $0.from, to: $0.to) })
        var changed = true
        while changed {
            changed = false
            let shownBy = Dictionary(grouping: edges.values.joined(), by: \.to).mapValues { $0.map(\.from) }
            for (source, route) in replaces {
                for from in shownBy[source] ?? [] where known.insert(Pair(from: from, to: route.destination.value)).inserted {
                    edges[from, default: []].append(Edge(from: from, to: route.destination.value, location: route.destination.location, replacing: route))
                    changed = true
                }
            }
        }
    }

    private struct Pair: Hashable {
        let from: String
        let to: String
    }

    /// The edges out of `name` that replaces add (`Edge.replacing`).
    func replacingEdges(from name: String) -> [Edge] {
        (edges[name] ?? []).filter { $0.replacing != nil }
    }

    /// The successors of every node, for `Dominators`.
    var successors: [String: [String]] { edges.mapValues { $0.map(\.to) } }

    /// Whether `target` is shown from `start` (or is it) on a way that does not pass through
    /// `avoided`. Breadth-first, so linear in the graph.
    func reaches(_ target: String, from start: String, avoiding avoided: String) -> Bool {
        guard start != avoided else { return false }
        var reached: Set<String> = [start]
        var pending = [start]
        while let node = pending.popLast() {
            if node == target { return true }
            for edge in edges[node] ?? [] where edge.to != avoided && reached.insert(edge.to).inserted {
                pending.append(edge.to)
            }
        }
        return false
    }

    /// A shortest way from `entry` to `target` that does not pass through `avoided`, as the edges
    /// taken in order; `nil` when every way passes through it. Breadth-first, so linear in the graph.
    func way(to target: String, avoiding avoided: String) -> [Edge]? {
        guard entry != avoided else { return nil }
        var arrival: [String: Edge] = [:]
        var reached: Set<String> = [entry]
        var queue = [entry]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == target { break }
            for edge in edges[node] ?? [] where edge.to != avoided && reached.insert(edge.to).inserted {
                arrival[edge.to] = edge
                queue.append(edge.to)
            }
        }
        guard reached.contains(target) else { return nil }
        var way: [Edge] = []
        var node = target
        while let edge = arrival[node] {
            way.append(edge)
            node = edge.from
        }
        return way.reversed()
    }
}
