/// The names each screen and flow shows directly, as written: a screen's routes (but unwinds,
/// which show what is already there) and a flow's children. Names are kept even when undeclared,
/// so that a check can ask whether every way out of a node is known.
struct GraphEdges {
    private var targets: [String: [String]] = [:]

    /// The edges of every declared screen and flow.
    init(graph: Graph) {
        for screen in graph.screens {
            let shown = screen.routes.filter(\.style.value.addsWayToShowDestination)
            targets[screen.name.value, default: []] += shown.map(\.destination.value)
        }
        for flow in graph.flows {
            targets[flow.name.value, default: []] += flow.children.map(\.value)
        }
    }

    /// What `name` shows directly.
    func targets(of name: String) -> [String] {
        targets[name] ?? []
    }

    /// `starts` and every name they show, directly or further on.
    func shown(from starts: Set<String>) -> Set<String> {
        var seen = starts
        var pending = Array(starts)
        while let name = pending.popLast() {
            for target in targets(of: name) where seen.insert(target).inserted {
                pending.append(target)
            }
        }
        return seen
    }
}
