/// Every fact about a joined graph that its checks and back ends read, each computed once, here:
/// what its declarations say directly (what replaces take the place of, the screens only links
/// show, what routes push, the one graph of how screens are shown), where screens and flows can
/// appear from the entry (a fixpoint per property, `ContainerAnalyzer`), and where each link and
/// each `open` route places its screen (`LinkPlacer`).
///
/// ``init(_:)`` is the only way to make one; nothing changes it afterwards. The checks read it and
/// report (`GraphChecker`), and a ``ValidGraph`` carries it to generation, pictures and listings.
/// Every part is linear in the size of the graph.
public struct GraphAnalysis: Sendable {
    // MARK: Read off the declarations

    /// What each `replace` route takes the place of.
    let replacements: Replacements
    /// Every route's style and destination, for the walks that ask only those (`RouteHeads`).
    let routeHeads: RouteHeads
    /// The screens that only links show, in declaration order (see `Graph.linkOnlyScreens(_:)`).
    let linkOnlyScreens: [Screen]
    /// The names of `linkOnlyScreens`.
    let linkOnlyNames: Set<String>
    /// For each screen or flow that routes push, the screens and flows whose routes push it, each
    /// once, in declaration order. A stack flow among them is a sub-flow.
    let pushers: [String: [String]]
    /// The sub-flows: the stack flows that routes push onto their source's stack.
    let subflows: Set<String>
    /// The one graph of how screens and flows are shown.
    let shows: ShowGraph
    /// The route each step of each route's `then:` names, or why there is none.
    let steps: RouteSteps

    // MARK: Where screens and flows can appear

    /// Screens and flows that some path from `entry` reaches (routes, stack roots, tab and switch children).
    public let reachable: Set<String>
    /// For each reachable screen or flow: where it can sit in the navigation stack around it.
    public let stackSpots: [String: Set<StackSpot>]
    /// For each reachable screen or flow: whether it can appear inside a navigation stack
    /// (`true`), outside one (`false`), or both.
    public let stackPlacements: [String: Set<Bool>]
    /// For each reachable screen or flow: the nearest enclosing `tabs` flows it can appear in
    /// (`nil` for "none").
    public let enclosingTabs: [String: Set<String?>]
    /// For each reachable screen or flow: the nearest enclosing `switch` flows it can appear in
    /// (`nil` for "none").
    public let enclosingSwitches: [String: Set<String?>]
    /// For each reachable screen or flow: the child of the nearest enclosing `switch` flow it can
    /// appear under (`nil` for "none"): the gates (log-in) a way to it passes. A link places a
    /// presented screen under the one it always appears under.
    public let enclosingSwitchChildren: [String: Set<String?>]
    /// For each screen or flow inside the stack of a split flow: the columns it can be in. The
    /// first column's screen is in the first; a screen a later column lists is, once pushed, in
    /// that column; any other pushed screen (or pushed sub-flow) is in its pusher's. Absent for
    /// what is in no split flow.
    public let splitColumns: [String: Set<SplitColumn>]
    /// For each screen or flow reachable in a graph that opens windows (`style: window`): the
    /// nearest switch flow it can appear under with the child it is under (`nil` for "none"), as
    /// `enclosingSwitchChildren` says, except that a window's content stays under the switch of
    /// the window route's source: what a window asks before it shows (a log-in). Empty for a
    /// graph without windows.
    public let windowGates: [String: Set<LinkPlacement.Step?>]

    // MARK: Where links and open routes place their screens

    /// What the entry shows through flow children alone: the way down to a placement's flow.
    public let flowTree: FlowTree
    /// For each linked screen, what each of its links came to, in the order the links are written.
    let linkOutcomes: [String: [LinkPlacer.Outcome]]
    /// For each linked screen, where each of its links shows it (`LinkPlacement`), in the order the
    /// links are written (those placed); for a graph without errors, one placement per link.
    public let linkPlacements: [String: [LinkPlacement]]
    /// For each screen with a placement without a URL (`placement:`), what it came to.
    let unlinkedOutcomes: [String: LinkPlacer.Outcome]
    /// For each screen with a placement without a URL (`placement:`), where it opens the screen
    /// (those placed; for a chain, its first screen, then the chain).
    public let unlinkedPlacements: [String: LinkPlacement]
    /// For each screen or set of shared routes with `open` routes to declared destinations, what
    /// each of them came to, by route name.
    let openOutcomes: [String: [String: LinkPlacer.Outcome]]
    /// For each screen or set of shared routes with `open` routes: where each of them opens its
    /// destination, by route name (those placed).
    public let openPlacements: [String: [String: LinkPlacement]]

    /// The analysis of `graph`, whose entry names a declared screen or flow. Names may be
    /// undefined and declarations incomplete: the facts then hold what the graph says, and the
    /// checks decide what they may report (`GraphChecker`).
    init(_ graph: Graph) {
        replacements = Replacements(graph: graph)
        let heads = RouteHeads(graph)
        routeHeads = heads
        linkOnlyScreens = graph.linkOnlyScreens(heads)
        linkOnlyNames = Set(linkOnlyScreens.map(\.name.value))
        pushers = Self.pushers(in: heads)
        subflows = Set(pushers.keys.filter { graph.flow(named: $0)?.kind == .stack })
        shows = ShowGraph(graph: graph, heads: heads, replacements: replacements, linkOnlyScreens: linkOnlyScreens)
        steps = RouteSteps(graph: graph)
        let containers = ContainerAnalyzer(graph: graph, shows: shows, replacements: replacements).analyze()
        reachable = containers.reachable
        stackSpots = containers.stackSpots
        stackPlacements = containers.stackSpots.mapValues { Set($0.map { $0.stack != nil }) }
        enclosingTabs = containers.enclosingTabs
        enclosingSwitches = containers.enclosingSwitches
        enclosingSwitchChildren = containers.enclosingSwitchChildren
        splitColumns = containers.splitColumns
        windowGates = containers.windowGates
        // A link to what a window shows goes through its opener's gate (a log-in) where there is
        // one window and it is presented over the top there: placed under the switch child the
        // window route's source is under, as a window is (`windowGates`), not under none.
        let gates = windowGates.isEmpty ? enclosingSwitchChildren : windowGates.mapValues { Set($0.map { $0?.child }) }
        let placer = LinkPlacer(
            graph: graph, reachable: reachable, stackSpots: stackSpots, stackPlacements: stackPlacements,
            enclosingSwitchChildren: gates, linkOnlyScreens: linkOnlyScreens, heads: heads, subflows: subflows)
        flowTree = placer.tree
        linkOutcomes = placer.placeLinks()
        linkPlacements = linkOutcomes.compactMapValues { outcomes in
            let placed = outcomes.compactMap(\.placement)
            return placed.isEmpty ? nil : placed
        }
        unlinkedOutcomes = placer.placeUnlinked()
        unlinkedPlacements = unlinkedOutcomes.compactMapValues(\.placement)
        openOutcomes = placer.placeOpenRoutes()
        openPlacements = openOutcomes.compactMapValues { outcomes in
            let placed = outcomes.compactMapValues(\.placement)
            return placed.isEmpty ? nil : placed
        }
    }

    /// The indexes of the columns of the split flow `split` that `name` can be in, in order;
    /// empty when it is never inside that split's stack.
    public func columns(of name: String, in split: String) -> [Int] {
        (splitColumns[name] ?? []).filter { $0.split == split }.map(\.index).sorted()
    }

    /// For each pushed screen or flow, who pushes it: one pass over the routes.
    private static func pushers(in heads: RouteHeads) -> [String: [String]] {
        var pushers: [String: [String]] = [:]
        // Each destination once per source (a screen and a flow of one name are two), without a
        // set of destinations made for each source: the source that last listed each destination.
        var lastSource: [String: Int] = [:]
        for ordinal in heads.owners.indices {
            let source = heads.owners[ordinal].name
            for index in heads.heads(of: ordinal) where heads.styles[index].pushesOntoStack {
                let destination = heads.destinations[index]
                guard lastSource.updateValue(ordinal, forKey: destination) != ordinal else { continue }
                pushers[destination, default: []].append(source.value)
            }
        }
        return pushers
    }
}
