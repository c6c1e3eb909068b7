/// What generation needs to know about the graph's links, found once per translator: every link
/// with its placement and steps, what each FlowController must make for links beyond what it
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
        /// Where it shows the screen.
        let placement: LinkPlacement
        /// The way down from the entry (`FlowTree.steps(of:)`).
        let steps: [LinkPlacement.Step]
    }

    /// Every link, in the order of the screens and of the links under each.
    private(set) var entries: [Entry] = []
    /// For each flow (or the entry screen), what it makes for links beyond its children: a screen
    /// pushed onto its stack, a screen presented over the top.
    private(set) var made: [String: [String]] = [:]
    /// The switch flows a link may switch, which are asked first (`shouldOpen`), in order found.
    private(set) var asking: [String] = []

    /// The plan of a graph checked without errors, from the link placements of its `analysis`
    /// and its flow `tree`.
    init(graph: Graph, analysis: GraphAnalysis, tree: FlowTree) {
        for screen in graph.screens {
            for (link, placement) in zip(screen.links, analysis.linkPlacements[screen.name.value] ?? []) {
                let steps = tree.steps(of: placement)
                entries.append(Entry(screen: screen, link: link, placement: placement, steps: steps))
                for step in steps where step.kind.startsWithInitialChild {
                    if !asking.contains(step.flow) { asking.append(step.flow) }
                }
                switch placement.arrival {
                case .shown: break
                case .pushed: if let flow = placement.flow { addMade(screen.name.value, by: flow) }
                case .presented: addMade(screen.name.value, by: graph.entry.value)
                }
            }
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
