/// Finds, for `GraphAnalysis`, what `entry` reaches and the containers each screen can be in,
/// following the show graph's ways as written.
///
/// Each property (inside a stack or not, nearest tabs flow, nearest switch flow, column of a split
/// flow) changes along an edge independently of the others, so each is a separate fixpoint over
/// (node, value) states. A state is visited once, which keeps the work linear in the edges times
/// the few values a property takes.
struct ContainerAnalyzer {
    private typealias Edge = ShowGraph.Edge

    /// What the analyzer found, each property for every reachable screen or flow.
    struct Containers {
        var reachable: Set<String>
        var stackSpots: [String: Set<StackSpot>]
        var enclosingTabs: [String: Set<String?>]
        var enclosingSwitches: [String: Set<String?>]
        var enclosingSwitchChildren: [String: Set<String?>]
        var splitColumns: [String: Set<SplitColumn>] = [:]
    }

    private let graph: Graph
    private let shows: ShowGraph
    private let replacements: Replacements

    /// The analyzer of `graph`, following `shows` (made from the same graph, whose replaces take
    /// the places `replacements` say).
    init(graph: Graph, shows: ShowGraph, replacements: Replacements) {
        self.graph = graph
        self.shows = shows
        self.replacements = replacements
    }

    func analyze() -> Containers {
        let entry = graph.entry.value
        var analysis = Containers(
            reachable: reachable(from: entry),
            stackSpots: fixpoint(from: entry, initial: StackSpot.none) { edge, _, spot in
                stackSpot(after: edge, from: spot)
            },
            enclosingTabs: fixpoint(from: entry, initial: nil) { edge, _, tabs in
                nearest(.tabs, along: edge, current: tabs)
            },
            enclosingSwitches: fixpoint(from: entry, initial: nil) { edge, _, switcher in
                nearest(.switch, along: edge, current: switcher)
            },
            enclosingSwitchChildren: fixpoint(from: entry, initial: nil) { edge, destination, child in
                if case .child(let flow) = edge, flow.kind == .switch { return .some(destination) }
                return nearest(.switch, along: edge, current: child)
            })
        // Most graphs have no split flow: the pass would only carry "none" everywhere.
        guard graph.flows.contains(where: { $0.kind == .split }) else { return analysis }
        analysis.splitColumns = fixpoint(from: entry, initial: SplitColumn?.none) { edge, destination, column in
            splitColumn(after: edge, to: destination, from: column)
        }.compactMapValues { columns in
            let inSplits = Set(columns.compactMap { $0 })
            return inSplits.isEmpty ? nil : inSplits
        }
        return analysis
    }

    /// The column of a split flow that the destination of `edge` is in, when its source is in
    /// `column` (`nil`: in no split); `nil` for an edge that shows nothing new. A split's stack is
    /// left by a presentation, and entered at the first column by the split's root, or above it
    /// by a link (`in:` the split).
    private func splitColumn(after edge: Edge, to destination: String, from column: SplitColumn?) -> SplitColumn?? {
        switch edge {
        case .route(let route), .ownRoute(let route, _):
            // Asked of the style's meaning, so that a new style is decided in the vocabulary alone.
            if route.style.value.pushesOntoStack {
                .some(column.map { pushed(destination, from: $0) })
            } else if route.style.value.presentsModally {
                .some(nil)
            } else if replacements.replacesStackTop(route) {
                .some(column)  // taking the source's place keeps its column
            } else {
                nil  // the destination is already where it is shown
            }
        case .child(let flow):
            switch flow.kind {
            case .split: .some(SplitColumn(split: flow.name.value, index: 0))
            // A pushed sub-flow's root is pushed onto the stack the sub-flow was pushed onto.
            case .stack: .some(column.map { pushed(destination, from: $0) })
            case .tabs, .switch, .container: .some(column)
            }
        case .link(_, let flow):
            .some(flow.kind == .split ? pushed(destination, from: SplitColumn(split: flow.name.value, index: 0)) : nil)
        case .replacing: nil  // not a way as written: the replace route itself is followed
        }
    }

    /// The column `screen` is in once pushed from `column`.
    private func pushed(_ screen: String, from column: SplitColumn) -> SplitColumn {
        graph.flow(named: column.split)?.column(afterPushing: screen, from: column) ?? column
    }

    /// Where the destination of `edge` sits in a stack, when its source sits at `spot`; `nil` for
    /// an edge that shows nothing new (a replace within a switch or of a stack's root, a select).
    private func stackSpot(after edge: Edge, from spot: StackSpot) -> StackSpot? {
        switch edge {
        // A stack flow's own push goes onto its own stack, whatever holds the flow.
        case .ownRoute(let route, let flow) where route.style.value.pushesOntoStack:
            .pushed(onto: flow.name.value)
        case .route(let route), .ownRoute(let route, _):
            if route.style.value.pushesOntoStack {
                spot.stack.map { .pushed(onto: $0) } ?? StackSpot.none
            } else if route.style.value.presentsModally {
                route.embedsInStack ? .root(of: nil) : StackSpot.none
            } else if replacements.replacesStackTop(route) {
                spot.takenByReplacement
            } else {
                nil  // the destination is already where it is shown
            }
        case .child(let flow):
            flow.kind.acceptsPushes ? .root(of: flow.name.value) : spot.stack.map { .inside($0) } ?? StackSpot.none
        case .link(_, let flow):
            .pushed(onto: flow.name.value)
        case .replacing: nil  // not a way as written: the replace route itself is followed
        }
    }

    /// The nearest flow of `kind` after following `edge`: a flow of that kind for its children,
    /// unchanged through pushes, presentations, replacements of a stack's top and other flows.
    private func nearest(_ kind: NavGraphFlowKind, along edge: Edge, current: String?) -> String?? {
        switch edge {
        case .route(let route), .ownRoute(let route, _):
            route.style.value.opensDestination || replacements.replacesStackTop(route) ? .some(current) : nil
        case .child(let flow):
            .some(flow.kind == kind ? flow.name.value : current)
        case .link:
            .some(current)
        case .replacing: nil  // not a way as written: the replace route itself is followed
        }
    }

    private func reachable(from entry: String) -> Set<String> {
        shows.shown(from: [entry]).filter { $0 == entry || graph.declaresNode($0) }
    }

    /// The values one property takes at each node, starting from `initial` at the entry;
    /// `transfer` gives the value after an edge to a destination, or `nil` when the edge does not
    /// carry it.
    private func fixpoint<Value: Hashable>(
        from entry: String, initial: Value, transfer: (Edge, String, Value) -> Value?
    ) -> [String: Set<Value>] {
        var values: [String: Set<Value>] = [:]
        // Every screen and flow may get a value: sized once instead of rehashed as it grows.
        values.reserveCapacity(graph.screens.count + graph.flows.count)
        values[entry] = [initial]
        var pending = [(entry, initial)]
        while let (node, value) = pending.popLast() {
            for way in shows.edges(from: node) where way.isDeclared {
                guard let next = transfer(way.edge, way.to, value) else { continue }
                if values[way.to, default: []].insert(next).inserted { pending.append((way.to, next)) }
            }
        }
        return values
    }
}
