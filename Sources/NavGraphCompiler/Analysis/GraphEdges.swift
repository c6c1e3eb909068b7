/// The ways each screen and flow shows another directly, as written: a screen's and a flow's
/// routes (but unwinds, which show what is already there), a flow's children, and a link's push of a
/// link-only screen (`Graph.linkOnlyScreens`) above the root of the stack flow it names. Names are kept even when undeclared,
/// so that a check can ask whether every way out of a node is known.
///
/// Made once per check; the container analysis follows these edges, and the checks ask them
/// what a declaration with an error may have shown.
struct GraphEdges {
    /// A way from one screen or flow to another.
    enum Edge {
        /// A route of the source screen.
        case route(Route)
        /// The destination is a child (or the root) of this flow.
        case child(of: Flow)
        /// The destination, which no route shows, is pushed by a link onto this stack flow, above
        /// its root (the edge's source).
        case link(Link, onto: Flow)
    }

    private var edges: [String: [(destination: String, edge: Edge)]] = [:]
    /// What each `replace` route takes the place of.
    let replacements: Replacements

    /// The edges of every declared screen and flow.
    init(graph: Graph) {
        replacements = Replacements(graph: graph)
        for (name, routes) in graph.routeSources {
            edges[name.value, default: []] += routes.filter(\.style.value.addsWayToShowDestination).map { ($0.destination.value, .route($0)) }
        }
        for flow in graph.flows {
            edges[flow.name.value, default: []] += flow.children.map { ($0.value, .child(of: flow)) }
        }
        for screen in graph.linkOnlyScreens {
            for link in screen.links {
                // Pushed above the stack's root, as a link's push always is: the root is below it
                // (whichever of its roots the app chose).
                guard let name = link.flow?.value, let flow = graph.flow(named: name), flow.kind.acceptsPushes else { continue }
                for root in flow.children {
                    edges[root.value, default: []].append((screen.name.value, .link(link, onto: flow)))
                }
            }
        }
    }

    /// The ways out of `name`, each with the name it shows.
    func edges(from name: String) -> [(destination: String, edge: Edge)] {
        edges[name] ?? []
    }

    /// `starts` and every name they show, directly or further on (undeclared names included:
    /// they show nothing further).
    func shown(from starts: Set<String>) -> Set<String> {
        var seen = starts
        var pending = Array(starts)
        while let name = pending.popLast() {
            for (target, _) in edges(from: name) where seen.insert(target).inserted {
                pending.append(target)
            }
        }
        return seen
    }
}
