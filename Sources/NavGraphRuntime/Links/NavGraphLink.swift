/// One link pattern of the graph as data: its path segments and query items, where it shows its
/// screen, and how the destination is read from the parameters. The generated table lists one
/// per link; `NavGraphLinkTable` matches URLs against them.
public struct NavGraphLink<Destination: Sendable>: Sendable {
    /// One path segment of a pattern (`.literal("items")`, `.parameter("id")`).
    public typealias Segment = NavGraphLinkSegment

    /// The values a link's parameters would have to bind to make a destination (by parameter
    /// name; `nil` for an optional one left out), or `nil` when no binding makes it (another
    /// case of the screen's enum): `make` read backwards.
    public typealias Values = @Sendable (Destination) -> [String: (any NavGraphLinkValue)?]?

    /// A screen a chain link shows before its own (`through:` in the graph).
    public struct Chained: Sendable {
        /// The route of this screen that pushes the next screen of the chain.
        public var route: String
        /// Reads this screen's destination from the parameters; throws when one is missing or
        /// unreadable.
        public var make: @Sendable (NavGraphLinkValues) throws -> Destination
        /// What this screen's parameters bind to make a destination (`make` read backwards).
        public var values: Values

        /// Creates one screen of a chain.
        public init(route: String, make: @escaping @Sendable (NavGraphLinkValues) throws -> Destination, values: @escaping Values = { _ in [:] }) {
            self.route = route
            self.make = make
            self.values = values
        }
    }

    /// The one custom URL scheme the link answers (`feed`), lowercased; `nil` for every scheme
    /// and domain the graph declares.
    public var scheme: String?
    /// The one associated domain whose `https` URLs the link answers (`shop.example.com`),
    /// lowercased; `nil` for every scheme and domain the graph declares.
    public var domain: String?
    /// The path's segments, in order; empty for `/`.
    public var path: [Segment]
    /// For each query item the pattern reads, its name in the URL and the parameter it binds (the
    /// fragment's items, for a link with a fragment).
    public var query: [(item: String, parameter: String)]
    /// The segments of the route the link reads in the URL's fragment, after its path
    /// (`/#/room/{id}`: `room`, `{id}`); `nil` for a link that ignores the fragment.
    public var fragment: [Segment]?
    /// The query items (of `query`) a URL must carry, non-empty, to match: those bound to a
    /// non-optional value or read and ignored. A link of the same path that requires fewer is
    /// tried after this one (`nnw://showunread?id=…` before `nnw://showunread`).
    public var requiring: Set<String>
    /// Whether the link binds the whole URL of its scheme, as received, to its one parameter
    /// (its path is that one `.rest`): `feed:https://example.com/rss` handed to "add feed". Tried
    /// after the scheme's other links.
    public var takesWholeURL: Bool
    /// Where the link shows its screen; for a chain link, the chain's first screen.
    public var placement: NavGraphPlacement<Destination>
    /// For a chain link, the screens it shows before its own, in order; empty for most links.
    public var through: [Chained]
    /// The other screens the link may open instead of its own, as the app chooses when a URL
    /// opens it (`or:` in the graph); empty for most links.
    public var alternatives: [NavGraphNodeName]
    /// How the app answers what the link opens, beside `alternatives` (`orSystem:`, `await:`).
    public var choice: NavGraphLinkChoice
    /// Reads the destination from the parameters; throws when one is missing or unreadable.
    public var make: @Sendable (NavGraphLinkValues) throws -> Destination
    /// What the parameters bind to make a destination (`make` read backwards): what
    /// `NavGraphLinkTable.reads(_:)` checks a destination that came without a URL by.
    public var values: Values

    /// What URLs the link answers, as `NavGraphLinkMatcher` matches them.
    var pattern: NavGraphLinkPattern {
        NavGraphLinkPattern(
            scheme: scheme, domain: domain, path: path,
            query: query.map { NavGraphLinkPattern.QueryItem(item: $0.item, parameter: $0.parameter, isRequired: requiring.contains($0.item)) },
            fragment: fragment, takesWholeURL: takesWholeURL)
    }

    /// Creates a link; generated code makes one per pattern of the graph (`values` for a link
    /// that binds a context; a link that binds nothing reads nothing back).
    public init(
        scheme: String? = nil,
        domain: String? = nil,
        path: [Segment],
        query: [(item: String, parameter: String)] = [],
        requiring: Set<String> = [],
        fragment: [Segment]? = nil,
        takesWholeURL: Bool = false,
        placement: NavGraphPlacement<Destination>,
        alternatives: [NavGraphNodeName] = [],
        choice: NavGraphLinkChoice = NavGraphLinkChoice(),
        through: [Chained] = [],
        make: @escaping @Sendable (NavGraphLinkValues) throws -> Destination,
        values: @escaping Values = { _ in [:] }
    ) {
        self.choice = choice
        self.scheme = scheme?.lowercased()
        self.domain = domain?.lowercased()
        self.path = path
        self.query = query
        self.requiring = requiring
        self.fragment = fragment
        self.takesWholeURL = takesWholeURL
        self.placement = placement
        self.alternatives = alternatives
        self.through = through
        self.make = make
        self.values = values
    }
}
