/// Every link of a ``ValidGraph`` with its screen, placement and the query items it needs: what
/// `navgraph links` lists and what the apple-app-site-association file is made from.
public struct LinkCatalog: Sendable {
    /// One link.
    public struct Entry: Sendable, Hashable {
        /// The screen the link opens.
        public var screen: String
        /// The pattern.
        public var pattern: LinkPattern
        /// Where the pattern is written.
        public var location: SourceLocation
        /// Where the link shows the screen.
        public var placement: LinkPlacement
        /// The steps from the entry down to the placement's flow (`FlowTree.steps(of:)`).
        public var steps: [LinkPlacement.Step]
        /// The query items a URL must carry to match: those bound to a non-optional value.
        public var requiredQueryItems: [String]
        /// The one custom scheme the link answers (`scheme:`), if it names one.
        public var scheme: String?
        /// The one associated domain the link answers (`domain:`), if it names one.
        public var domain: String? = nil

        /// The pattern as listed: `feed:/{url*}` for a link of one scheme,
        /// `https://shop.example.com/items/{id}` for a link of one domain.
        public var listedPattern: String { (scheme.map { $0 + ":" } ?? domain.map { "https://" + $0 } ?? "") + pattern.text }
    }

    /// The links in the order of the screens and of the links under each.
    public var entries: [Entry]

    /// The catalog of a graph checked without errors (links of a broken graph have no reliable
    /// placement).
    public init(_ valid: ValidGraph) {
        let graph = valid.graph
        let analysis = valid.analysis
        let tree = valid.flowTree
        let resolver = TypeResolver(graph: graph)
        entries = graph.screens.flatMap { screen in
            zip(screen.links, analysis.linkPlacements[screen.name.value] ?? []).map { link, placement in
                Entry(
                    screen: screen.name.value, pattern: link.pattern.value, location: link.pattern.location,
                    placement: placement, steps: tree.steps(of: placement),
                    requiredQueryItems: Self.requiredQueryItems(link, of: screen, graph, resolver), scheme: link.scheme?.value,
                    domain: link.domain?.value)
            }
        }
    }

    /// Query items bound to the whole non-optional context (or enum case value), or to a
    /// non-optional record field.
    private static func requiredQueryItems(_ link: Link, of screen: Screen, _ graph: Graph, _ resolver: TypeResolver) -> [String] {
        let pattern = link.pattern.value
        guard let context = LinkBinding.boundType(of: link, on: screen, in: graph, resolver: resolver) else { return [] }
        if case .optional = context { return [] }
        guard case .named(let name) = context, case .record(let fields) = graph.type(named: name)?.kind else {
            return pattern.query.map(\.name)
        }
        return pattern.query.filter { item in
            guard let field = fields.first(where: { $0.name.value == item.parameter.name }),
                let type = resolver.canonical(field.type.value)
            else { return false }
            if case .optional = type { return false }
            return true
        }.map(\.name)
    }
}
