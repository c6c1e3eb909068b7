/// Finds, for `GraphAnalysis`, what `entry` reaches and the containers each screen can be in,
/// following the show graph's ways as written.
///
/// Each property (inside a stack or not, nearest tabs flow, nearest switch flow, column of a split
/// flow) changes along an edge independently of the others, so each is a separate fixpoint over
/// (node, value) states. A state is visited once, which keeps the work linear in the edges times
/// the few values a property takes.
struct ContainerAnalyzer {
    /// What the analyzer found, each property for every reachable screen or flow.
    struct Containers {
        var reachable: Set<String>
        var stackSpots: [String: Set<StackSpot>]
        var enclosingTabs: [String: Set<String?>]
        var enclosingSwitches: [String: Set<String?>]
        var enclosingSwitchChildren: [String: Set<String?>]
        var splitColumns: [String: Set<SplitColumn>] = [:]
        var windowGates: [String: Set<LinkPlacement.Step?>] = [:]
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
        let ways = NumberedWays(shows, from: entry, replacements: replacements)
        var analysis = Containers(
            reachable: reachable(from: entry),
            stackSpots: fixpoint(along: ways, initial: StackSpot.none) { step, _, spot in
                stackSpot(after: step, from: spot)
            },
            enclosingTabs: fixpoint(along: ways, initial: nil) { step, _, tabs in
                nearest(.tabs, along: step, current: tabs)
            },
            enclosingSwitches: fixpoint(along: ways, initial: nil) { step, _, switcher in
                nearest(.switch, along: step, current: switcher)
            },
            enclosingSwitchChildren: fixpoint(along: ways, initial: nil) { step, destination, child in
                if case .child(let flow) = step, flow.kind == .switch { return .some(destination) }
                return nearest(.switch, along: step, current: child)
            })
        // Only a graph with windows asks what gates a window's opener is behind.
        if !graph.allRoutes(where: \.opensWindow).isEmpty {
            analysis.windowGates = fixpoint(along: ways, initial: nil, transfer: gate(after:to:from:))
        }
        // Most graphs have no split flow: the pass would only carry "none" everywhere.
        guard graph.flows.contains(where: { $0.kind == .split }) else { return analysis }
        analysis.splitColumns = fixpoint(along: ways, initial: SplitColumn?.none) { step, destination, column in
            splitColumn(after: step, to: destination, from: column)
        }.compactMapValues { columns in
            let inSplits = Set(columns.compactMap { $0 })
            return inSplits.isEmpty ? nil : inSplits
        }
        return analysis
    }

    /// The column of a split flow that the destination of `step` is in, when its source is in
    /// `column` (`nil`: in no split); `nil` for a step that shows nothing new. A split's stack is
    /// left by a presentation, and entered at the first column by the split's root, or above it
    /// by a link (`in:` the split).
    private func splitColumn(after step: NumberedWays.Step, to destination: String, from column: SplitColumn?) -> SplitColumn?? {
        switch step {
        case .route(let route, _):
            // Asked of the style's meaning, so that a new style is decided in the vocabulary alone.
            if route.style.pushesOntoStack {
                .some(column.map { pushed(destination, from: $0) })
            } else if route.style.presentsModally || route.style.opensWindow {
                .some(nil)
            } else if route.replacesStackTop {
                .some(column)  // taking the source's place keeps its column
            } else {
                nil  // the destination is already where it is shown
            }
        case .child(let flow):
            switch flow.kind {
            case .split: .some(SplitColumn(split: flow.name, index: 0))
            // A pushed sub-flow's root is pushed onto the stack the sub-flow was pushed onto.
            case .stack: .some(column.map { pushed(destination, from: $0) })
            case .tabs, .switch, .container: .some(column)
            }
        case .link(let flow):
            .some(flow.kind == .split ? pushed(destination, from: SplitColumn(split: flow.name, index: 0)) : nil)
        case .replacing: nil  // not a way as written: the replace route itself is followed
        }
    }

    /// The nearest switch flow's child the destination of `step` is under, when its source is
    /// under `gate`: as `enclosingSwitchChildren`, except that a window's content stays under its
    /// opener's gate (the window asks it before it shows); `nil` for a step that shows nothing new.
    private func gate(after step: NumberedWays.Step, to destination: String, from gate: LinkPlacement.Step?) -> LinkPlacement.Step?? {
        switch step {
        case .route(let route, _):
            route.style.opensDestination || route.style.opensWindow || route.replacesStackTop ? .some(gate) : nil
        case .child(let flow):
            .some(flow.kind == .switch ? LinkPlacement.Step(flow: flow.name, kind: .switch, child: destination) : gate)
        case .link:
            .some(gate)
        case .replacing: nil  // not a way as written: the replace route itself is followed
        }
    }

    /// The column `screen` is in once pushed from `column`.
    private func pushed(_ screen: String, from column: SplitColumn) -> SplitColumn {
        graph.flow(named: column.split)?.column(afterPushing: screen, from: column) ?? column
    }

    /// Where the destination of `step` sits in a stack, when its source sits at `spot`; `nil` for
    /// a step that shows nothing new (a replace within a switch or of a stack's root, a select).
    private func stackSpot(after step: NumberedWays.Step, from spot: StackSpot) -> StackSpot? {
        switch step {
        // A stack flow's own push goes onto its own stack, whatever holds the flow.
        case .route(let route, let flow?) where route.style.pushesOntoStack:
            .pushed(onto: flow.name)
        case .route(let route, _):
            if route.style.pushesOntoStack {
                spot.stack.map { .pushed(onto: $0) } ?? StackSpot.none
            } else if route.style.presentsModally || route.style.opensWindow {
                // A window's screen in a stack of its own (`embed: stack`) is its root, as a presented one's.
                route.embedsInStack ? .root(of: nil) : StackSpot.none
            } else if route.replacesStackTop {
                spot.takenByReplacement
            } else {
                nil  // the destination is already where it is shown
            }
        case .child(let flow):
            flow.kind.acceptsPushes ? .root(of: flow.name) : spot.stack.map { .inside($0) } ?? StackSpot.none
        case .link(let flow):
            .pushed(onto: flow.name)
        case .replacing: nil  // not a way as written: the replace route itself is followed
        }
    }

    /// The nearest flow of `kind` after following `step`: a flow of that kind for its children,
    /// unchanged through pushes, presentations, replacements of a stack's top and other flows.
    private func nearest(_ kind: NavGraphFlowKind, along step: NumberedWays.Step, current: String?) -> String?? {
        switch step {
        // A window of its own is inside no flow of the opener's window.
        case .route(let route, _) where route.style.opensWindow:
            .some(nil)
        case .route(let route, _):
            route.style.opensDestination || route.replacesStackTop ? .some(current) : nil
        case .child(let flow):
            .some(flow.kind == kind ? flow.name : current)
        case .link:
            .some(current)
        case .replacing: nil  // not a way as written: the replace route itself is followed
        }
    }

    private func reachable(from entry: String) -> Set<String> {
        shows.shown(from: [entry]).filter { $0 == entry || graph.declaresNode($0) }
    }

    /// The values one property takes at each node, starting from `initial` at the entry;
    /// `transfer` gives the value after a way's step to a destination, or `nil` when the step does
    /// not carry it. The values are kept by node number (`NumberedWays`) and keyed by name once at
    /// the end: a table keyed by name, asked once per way followed, was most of the time.
    private func fixpoint<Value: Hashable>(
        along ways: NumberedWays, initial: Value, transfer: (NumberedWays.Step, String, Value) -> Value?
    ) -> [String: Set<Value>] {
        var values = [Set<Value>](repeating: [], count: ways.names.count)
        values[NumberedWays.entry].insert(initial)
        var pending = [(NumberedWays.entry, initial)]
        while let (node, value) = pending.popLast() {
            for way in ways.firstWay[node]..<ways.firstWay[node + 1] {
                let destination = ways.destinations[way]
                guard let next = transfer(ways.steps[way], ways.names[destination], value) else { continue }
                if values[destination].insert(next).inserted { pending.append((destination, next)) }
            }
        }
        var named: [String: Set<Value>] = [:]
        named.reserveCapacity(ways.names.count)
        for (node, nodeValues) in values.enumerated() where !nodeValues.isEmpty {
            named[ways.names[node]] = nodeValues
        }
        return named
    }
}
