/// What generation needs to know about the graph's links and `open` routes, found once per
/// translator: every link with its placement and way, where open routes open screens no link
/// opens, the ways down the flow tree they take (each declared once), what each FlowController
/// must make for links beyond what it makes at start, and which switch flows are asked before a
/// link switches them.
///
/// Made once per ``ValidGraph`` from the placements its check found; a graph without links costs
/// nothing here. Everything here grows with the graph, not with its links times the depth of its
/// flows: a placement names the node of the flow tree its way goes through (`FlowTree.Way`), and
/// each node's way is found once, from its parent's.
struct LinkPlan: Sendable {
    /// One link and where it shows its screen.
    struct Entry: Sendable {
        /// The screen it opens.
        let screen: Screen
        /// The link as written.
        let link: Link
        /// Where it shows the screen (for a chain link, its first screen, then the chain).
        let placement: LinkPlacement
        /// The way down from the entry (`FlowTree.way(of:)`).
        let way: FlowTree.Way

        /// What the link opens, whose destination it reads from the URL: its screen, or the
        /// sub-flow a link of the sub-flow's root places (and hands the context it reads).
        var opened: String { placement.chain.isEmpty ? placement.screen : screen.name.value }
    }

    /// Every link, in the order of the screens and of the links under each.
    private(set) var entries: [Entry] = []
    /// What links open (a chain link its last screen; a link of a sub-flow's root the sub-flow),
    /// each once.
    private(set) var linkedScreens: Set<String> = []
    /// Whether a link opens a chain of screens (`through:`): `open(url:)` hands the chain on.
    var hasChains: Bool { entries.contains { !$0.placement.chain.isEmpty } }
    /// Where `open` routes open each screen or flow that no link opens, once per node, in the
    /// order of the routes (OpenRouteChecker made every open route to one node agree).
    private(set) var opened: [(node: String, placement: LinkPlacement, way: FlowTree.Way)] = []
    /// Whether the graph has `open` routes.
    private(set) var hasOpenRoutes = false
    /// The screens, then the flows, the app opens by destination where their placement without a
    /// URL says (`placement:` without `through:`), in the order declared.
    private(set) var unlinked: [(node: String, placement: LinkPlacement, way: FlowTree.Way)] = []
    /// The screens the app opens by destination after a chain of screens (`placement:` with
    /// `through:`), each with the placement of the chain's first screen, then the chain.
    private(set) var unlinkedChains: [(screen: Screen, placement: LinkPlacement, way: FlowTree.Way)] = []
    /// What placements without a URL open (a screen, the sub-flow a sub-flow's root opens, a
    /// chain's first screen), each once.
    private(set) var placedWithoutURLs: Set<String> = []
    /// Whether `NavGraphDestination.navGraphPlacement(of:)` is generated: an `open` route or a
    /// placement without a URL opens a screen, which a restored state opens again there.
    var placesWithoutURLs: Bool { hasOpenRoutes || !unlinked.isEmpty || !unlinkedChains.isEmpty }
    /// Every screen or flow an `open` route opens, or a placement without a URL (the first of its
    /// chain), once: a restored state shows it with any context, which the app chose
    /// (`navGraphReopens(_:)`).
    private(set) var openedNodes: [String] = []
    /// Each node of the flow tree some placement's way goes through, or goes through on its way to
    /// another, with the step that first shows it (from its parent, the step's flow); a parent
    /// before its children.
    private(set) var ways: [(node: String, step: LinkPlacement.Step)] = []
    /// For each flow (or the entry screen), what it makes for links beyond its children: a screen
    /// pushed onto its stack, a screen presented over the top.
    private(set) var made: [String: [String]] = [:]
    /// The switch flows a link may switch, which are asked first (`shouldOpen`).
    private(set) var asking: Set<String> = []
    /// Each screen with a link whose target the app chooses (`or:`, `orSystem:`), with the
    /// targets: the screen itself, then its links' alternatives in the order written, each once;
    /// whether the app may answer that the system opens the URL; whether its answer is awaited
    /// (one requirement per screen: awaited when any of its links says `await: true`).
    private(set) var choices: [Choice] = []

    /// What the app answers for a screen's links whose target it chooses.
    struct Choice: Sendable {
        /// The screen the links belong to.
        let screen: Screen
        /// The screen, then its links' alternatives, each once.
        let targets: [String]
        /// Whether the app may answer that the system opens the URL.
        let system: Bool
        /// Whether the app's answer is asynchronous.
        let awaited: Bool
    }

    /// The nodes of `ways`.
    private(set) var wayNodes: Set<String> = []
    /// The ways of the places `in:` lists after its first (`LinkPlacement.alsoIn`), declared with
    /// the others.
    private var elsewhereWays: [FlowTree.Way] = []
    /// `made` as sets, to add each once.
    private var madeNodes: [String: Set<String>] = [:]

    /// The plan of a graph checked without errors, from the link placements of its `analysis`
    /// and its flow `tree`.
    init(graph: Graph, analysis: GraphAnalysis) {
        let tree = analysis.flowTree
        for screen in graph.screens {
            for (link, placement) in zip(screen.links, analysis.linkPlacements[screen.name.value] ?? []) {
                let entry = Entry(screen: screen, link: link, placement: placement, way: tree.way(of: placement))
                entries.append(entry)
                linkedScreens.insert(entry.opened)
                // A chain's placement shows its first screen; routes make the others.
                add(placement, way: entry.way, graph: graph, tree: tree)
            }
        }
        for screen in graph.screens {
            let asking = screen.links.filter(\.asksTheApp)
            guard !asking.isEmpty else { continue }
            var targets = [screen.name.value]
            for alternative in asking.flatMap(\.alternatives).map(\.value) where !targets.contains(alternative) { targets.append(alternative) }
            choices.append(Choice(
                screen: screen, targets: targets, system: asking.contains(where: \.systemMayOpen), awaited: asking.contains(where: \.answerIsAwaited)))
        }
        var placed = linkedScreens
        var openedOnce: Set<String> = []
        // A flow's placement (a tab a shortcut item shows) is opened by `open(_:)` as a screen's.
        let placedNodes = graph.screens.map { ($0.name.value, $0 as Screen?) } + graph.flows.map { ($0.name.value, nil as Screen?) }
        for (name, screen) in placedNodes {
            // A sub-flow its root's placement opens already (PlacementChecker made the two agree).
            guard let placement = analysis.unlinkedPlacements[name], screen != nil || !placedWithoutURLs.contains(name) else { continue }
            let way = tree.way(of: placement)
            add(placement, way: way, graph: graph, tree: tree)
            // The app gives the screen (or the chain's first) any context: a restored state may show it.
            if openedOnce.insert(placement.screen).inserted { openedNodes.append(placement.screen) }
            placedWithoutURLs.insert(placement.screen)
            if let screen, !placement.chain.isEmpty {
                unlinkedChains.append((screen, placement, way))
            } else {
                unlinked.append((name, placement, way))
                placed.insert(placement.screen)
            }
        }
        for (owner, routes) in graph.routeDeclarers {
            guard let placements = analysis.openPlacements[owner] else { continue }
            hasOpenRoutes = true
            for route in routes {
                let node = route.destination.value
                guard let placement = placements[route.name.value], graph.declaresNode(node) else { continue }
                if openedOnce.insert(node).inserted { openedNodes.append(node) }
                guard placed.insert(node).inserted else { continue }
                let way = tree.way(of: placement)
                opened.append((node, placement, way))
                add(placement, way: way, graph: graph, tree: tree)
            }
        }
        ways = tree.waySteps(to: (entries.map(\.way) + opened.map(\.way) + unlinked.map(\.way) + unlinkedChains.map(\.way) + elsewhereWays).compactMap(\.through))
        wayNodes = Set(ways.map(\.node))
        for way in ways where way.step.kind.startsWithInitialChild { asking.insert(way.step.flow) }
    }

    /// What following `placement` asks of the flows: `shouldOpen` of the switch flows on the
    /// way, and its screen made by the stack it is pushed onto or by the entry.
    private mutating func add(_ placement: LinkPlacement, way: FlowTree.Way, graph: Graph, tree: FlowTree) {
        // The other places an `in:` list names are ways of their own, made and asked as the first.
        for other in placement.alsoIn {
            let otherWay = tree.way(of: other)
            elsewhereWays.append(otherWay)
            add(other, way: otherWay, graph: graph, tree: tree)
        }
        let screen = placement.screen
        // The switch flows of the shared ways are added with them, once.
        if let last = way.last, last.kind.startsWithInitialChild { asking.insert(last.flow) }
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
        if madeNodes[maker, default: []].insert(node).inserted { made[maker, default: []].append(node) }
    }
}
