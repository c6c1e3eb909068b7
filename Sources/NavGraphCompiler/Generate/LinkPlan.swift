/// What generation needs to know about the graph's links and `open` routes, found once per
/// translator: every link with its placement and steps, where open routes open screens no link
/// opens, what each FlowController must make for links beyond what it
/// makes at start, and which switch flows are asked before a link switches them.
///
/// Made once per ``ValidGraph`` from the placements its check found; a graph without links costs
/// nothing here.
struct LinkPlan: Sendable {
    /// One link and where it shows its screen.
    struct Entry: Sendable {
        /// The screen it opens.
        let screen: Screen
        /// The link as written.
        let link: Link
        /// Where it shows the screen (for a chain link, its first screen, then the chain).
        let placement: LinkPlacement
        /// The way down from the entry (`FlowTree.steps(of:)`).
        let steps: [LinkPlacement.Step]
    }

    /// Every link, in the order of the screens and of the links under each.
    private(set) var entries: [Entry] = []
    /// Whether a link opens a chain of screens (`through:`): `open(url:)` hands the chain on.
    var hasChains: Bool { entries.contains { !$0.placement.chain.isEmpty } }
    /// Where `open` routes open each screen that no link opens, once per screen, in the order of
    /// the routes (OpenRouteChecker made every open route to one screen agree).
    private(set) var opened: [(screen: Screen, placement: LinkPlacement, steps: [LinkPlacement.Step])] = []
    /// Whether the graph has `open` routes: `NavGraphDestination.navGraphPlacement(of:)` is generated.
    private(set) var hasOpenRoutes = false
    /// Every screen an `open` route opens, once, in the order of the routes: a restored state
    /// shows it with any context, which the app chose (`navGraphReopens(_:)`).
    private(set) var openedScreens: [String] = []
    /// For each flow (or the entry screen), what it makes for links beyond its children: a screen
    /// pushed onto its stack, a screen presented over the top.
    private(set) var made: [String: [String]] = [:]
    /// The switch flows a link may switch, which are asked first (`shouldOpen`), in order found.
    private(set) var asking: [String] = []
    /// Each screen with a link whose target the app chooses (`or:`), with the targets: the screen
    /// itself, then its links' alternatives in the order written, each once.
    private(set) var choices: [(screen: Screen, targets: [String])] = []

    /// The plan of a graph checked without errors, from the link placements of its `analysis`
    /// and its flow `tree`.
    init(graph: Graph, analysis: GraphAnalysis) {
        let tree = analysis.flowTree
        for screen in graph.screens {
            for (link, placement) in zip(screen.links, analysis.linkPlacements[screen.name.value] ?? []) {
                let steps = tree.steps(of: placement)
                entries.append(Entry(screen: screen, link: link, placement: placement, steps: steps))
                // A chain's placement shows its first screen; routes make the others.
                add(placement, steps: steps, graph: graph)
            }
        }
        for screen in graph.screens {
            let alternatives = screen.links.flatMap(\.alternatives).map(\.value)
            guard !alternatives.isEmpty else { continue }
            var targets = [screen.name.value]
            for alternative in alternatives where !targets.contains(alternative) { targets.append(alternative) }
            choices.append((screen, targets))
        }
        var placed = Set(entries.map(\.screen.name.value))
        var openedOnce: Set<String> = []
        for (owner, routes) in graph.routeDeclarers {
            guard let placements = analysis.openPlacements[owner] else { continue }
            hasOpenRoutes = true
            for route in routes {
                guard let placement = placements[route.name.value], let screen = graph.screen(named: route.destination.value) else { continue }
                if openedOnce.insert(screen.name.value).inserted { openedScreens.append(screen.name.value) }
                guard placed.insert(screen.name.value).inserted else { continue }
                let steps = tree.steps(of: placement)
                opened.append((screen, placement, steps))
                add(placement, steps: steps, graph: graph)
            }
        }
    }

    /// What following `placement` asks of the flows: `shouldOpen` of the switch flows on the
    /// way, and its screen made by the stack it is pushed onto or by the entry.
    private mutating func add(_ placement: LinkPlacement, steps: [LinkPlacement.Step], graph: Graph) {
        let screen = placement.screen
        for step in steps where step.kind.startsWithInitialChild {
            if !asking.contains(step.flow) { asking.append(step.flow) }
        }
        switch placement.arrival {
        case .shown: break
        case .pushed: if let flow = placement.flow { addMade(screen, by: flow) }
        case .presented: addMade(screen, by: graph.entry.value)
        }
    }

    /// The name of the requirement by which `maker` makes `node` for a link: `make<Node>()`, or
    /// `makeLinked<Node>()` when the entry screen `maker` has a route of that `make` name that
    /// shows another screen.
    func makeName(of node: String, by maker: String, in graph: Graph) -> String {
        let name = GeneratedNames.makeChild(node)
        guard let route = routeMaking(name, by: maker, in: graph), route.destination.value != node else { return name }
        return SwiftName.member("makeLinked", node)
    }

    /// Whether `maker`'s route requirement already makes `node` under the same name, so the
    /// link uses it and adds nothing.
    func reusesRoute(_ node: String, by maker: String, in graph: Graph) -> Bool {
        routeMaking(GeneratedNames.makeChild(node), by: maker, in: graph)?.destination.value == node
    }

    private func routeMaking(_ name: String, by maker: String, in graph: Graph) -> Route? {
        // Only a route that opens its destination above the source has a `make<Route>()`; a
        // flow that makes linked screens may have routes of its own too.
        let routes = graph.screen(named: maker)?.routes ?? graph.flow(named: maker)?.routes ?? []
        return routes.first { $0.style.value.opensDestination && GeneratedNames.makeRoute($0.name.value) == name }
    }

    private mutating func addMade(_ node: String, by maker: String) {
        if !(made[maker] ?? []).contains(node) { made[maker, default: []].append(node) }
    }
}
