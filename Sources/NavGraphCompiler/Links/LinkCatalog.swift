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
        /// The way down from the entry to the placement's flow (`FlowTree.way(of:)`): the catalog's
        /// `steps(of:)` spells it out.
        public var way: FlowTree.Way
        /// The query items a URL must carry to match: those bound to a non-optional value.
        public var requiredQueryItems: [String]
        /// The one custom scheme the link answers (`scheme:`), if it names one.
        public var scheme: String?
        /// The one associated domain the link answers (`domain:`), if it names one.
        public var domain: String? = nil
        /// The other screens the link may open instead, as the app chooses (`or:`).
        public var alternatives: [String] = []
        /// Whether the app may answer that the URL is the system's to open (`orSystem: true`).
        public var systemMayOpen = false
        /// Whether the app's answer is awaited, the link pending meanwhile (`await: true`).
        public var answerIsAwaited = false
        /// For a link that pushes onto a split flow: the column each screen it pushes shows in
        /// while the split view shows its columns (the linked screen, then its chain's).
        public var columns: [String: SplitColumnRole] = [:]
        /// For a pattern the link answered before (`formerly:`): the link's pattern now.
        public var replacedBy: LinkPattern? = nil
        /// Whether the link binds the whole URL of its scheme (`url:`).
        public var takesWholeURL = false
        /// `case:`: the enum case the link opens its screen with; `nil` for none.
        public var enumCase: String? = nil
        /// `set:`: the constants the link binds beside its parameters; `nil` for none.
        public var constants: LinkConstants? = nil
        /// For each screen of the link's chain (`through:`) opened with a `case:` or `set:`, by
        /// the screen's name: those values.
        public var chainValues: [String: LinkOpeningValues] = [:]
        /// Whether the link opens its screen in a new window where several show (`window: new`).
        public var opensNewWindow = false
        /// Whether the link opens its screen in a new instance of the flow made from data it is
        /// placed in (`instance: new`).
        public var opensNewInstance = false

        /// The screen as listed: `Account (or Help)` for a link whose target the app chooses,
        /// `Status (or Remote, the system; awaited)` where the system may open the URL instead and
        /// the app's answer is awaited; `Sidebar (case: smartFeed, set: unread)` for a link that
        /// opens its screen with a case or constants; `ItemDetail (formerly of /items/{id})` for a
        /// pattern a link answered before.
        public var listedScreen: String {
            listedAnswer + (values.map { " (\($0.written))" } ?? "") + (replacedBy.map { " (formerly of \($0.text))" } ?? "")
        }

        /// `case:` and `set:` of the link's own screen; `nil` when it has neither.
        public var values: LinkOpeningValues? {
            LinkOpeningValues(enumCase: enumCase, constants: constants)
        }

        /// What the link opens, with what the app may answer instead: `Status`,
        /// `Status (or Remote, the system; awaited)`.
        public var listedAnswer: String {
            let others = alternatives + (systemMayOpen ? ["the system"] : [])
            return others.isEmpty ? screen : "\(screen) (or \(others.joined(separator: ", "))\(answerIsAwaited ? "; awaited" : ""))"
        }

        /// The pattern as listed: `feed:/{url*}` for a link of one scheme,
        /// `https://shop.example.com/items/{id}` for a link of one domain.
        public var listedPattern: String { (scheme.map { $0 + ":" } ?? domain.map { "https://" + $0 } ?? "") + pattern.text }
    }

    /// A screen's or flow's placement without a URL (`placement:`): where `open(_:)`, or for a
    /// chain the generated `open<Screen>(...)`, opens it.
    public struct Unlinked: Sendable, Hashable {
        /// The screen it opens (last, after a chain), or the flow.
        public var screen: String
        /// Where `placement:` is written.
        public var location: SourceLocation
        /// Where it shows the screen (for a chain, its first screen, then the chain).
        public var placement: LinkPlacement
        /// The way down from the entry to the placement's flow.
        public var way: FlowTree.Way
        /// For a push onto a split flow: the column each screen it pushes shows in.
        public var columns: [String: SplitColumnRole] = [:]
        /// Whether it opens the screen in a new window where several show (`window: new`).
        public var opensNewWindow = false
        /// For a chain: the case each screen of it whose context is an enum opens with
        /// (`through: [{ screen: Timeline, case: feed }]`), by the screen's name.
        public var chainCases: [String: String] = [:]

        /// How the app opens it, in the listing's first column: `open(_:)`, or
        /// `openArticle(...)` for a chain.
        public var listedOpener: String {
            placement.chain.isEmpty ? "open(_:)" : GeneratedNames.chainOpener(screen) + "(...)"
        }
    }

    /// The links in the order of the screens and of the links under each.
    public var entries: [Entry]
    /// The placements without a URL, in the order of the screens, then of the flows.
    public var unlinked: [Unlinked] = []
    /// What the entry shows through flow children: the ways the links take down from it.
    public var flowTree: FlowTree

    /// The catalog of a graph checked without errors (links of a broken graph have no reliable
    /// placement).
    public init(_ valid: ValidGraph) {
        let graph = valid.graph
        let analysis = valid.analysis
        let tree = valid.flowTree
        flowTree = tree
        let resolver = TypeResolver(graph: graph)
        entries = graph.screens.flatMap { screen in
            zip(screen.links, analysis.linkPlacements[screen.name.value] ?? []).map { link, placement in
                Entry(
                    screen: screen.name.value, pattern: link.pattern.value, location: link.pattern.location,
                    placement: placement, way: tree.way(of: placement),
                    requiredQueryItems: Self.requiredQueryItems(link, of: screen, graph, resolver), scheme: link.scheme?.value,
                    domain: link.domain?.value, alternatives: link.alternatives.map(\.value),
                    systemMayOpen: link.systemMayOpen, answerIsAwaited: link.answerIsAwaited,
                    columns: Self.columns(of: placement, graph), replacedBy: link.replacedBy?.value, takesWholeURL: link.takesWholeURL,
                    enumCase: link.enumCase?.value, constants: link.constants?.value,
                    chainValues: Self.chainValues(of: link), opensNewWindow: link.opensNewWindow, opensNewInstance: link.opensNewInstance)
            }
        }
        // The screens', then the flows' (a tab a shortcut item shows), in the order declared.
        let written = graph.screens.map { ($0.name.value, $0.placement) } + graph.flows.map { ($0.name.value, $0.placement) }
        unlinked = written.compactMap { name, written in
            guard let written, let placement = analysis.unlinkedPlacements[name] else { return nil }
            return Unlinked(
                screen: name, location: written.key.location, placement: placement, way: tree.way(of: placement),
                columns: Self.columns(of: placement, graph), opensNewWindow: written.opensNewWindow,
                chainCases: written.chainCases.mapValues(\.value))
        }
    }

    /// `case:` and `set:` of each screen of `link`'s chain that has either.
    private static func chainValues(of link: Link) -> [String: LinkOpeningValues] {
        Dictionary(link.chain.compactMap { screen in
            LinkOpeningValues(enumCase: link.chainCases[screen.value]?.value, constants: link.chainConstants[screen.value]?.value).map { (screen.value, $0) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Every step `entry`'s link takes from the entry (`FlowTree.steps(of:)`).
    public func steps(of entry: Entry) -> [LinkPlacement.Step] {
        flowTree.steps(of: entry.placement)
    }

    /// `entry`'s placement as one line for people (`LinkPlacement.summary`).
    public func summary(of entry: Entry) -> String {
        let steps = steps(of: entry)
        return entry.placement.summary(steps: steps, columns: entry.columns) + Self.newWindow(entry.opensNewWindow)
            + (entry.opensNewInstance ? Self.newInstance(steps) : "")
    }

    /// What `instance: new` adds to a placement's line: the tab of the flow made from data on the
    /// way is a new one, for the key the tabs flow's `newKey()` gives.
    private static func newInstance(_ steps: [LinkPlacement.Step]) -> String {
        // The checked graph places it inside a flow made from data, a stack, whose root is a
        // screen: the last tabs step on the way selects it.
        let step = steps.last { $0.kind == .tabs }
        return "; in a new \(step?.child ?? "tab") for \(step?.flow ?? "its tabs flow")'s newKey(), selected"
    }

    /// What `window: new` adds to a placement's line: where several windows show, the screen
    /// opens at the root of a new one instead.
    private static func newWindow(_ opens: Bool) -> String {
        opens ? "; in a new window where several show" : ""
    }

    /// A placement without a URL as one line for people (`LinkPlacement.summary`).
    public func summary(of unlinked: Unlinked) -> String {
        unlinked.placement.summary(steps: flowTree.steps(of: unlinked.placement), columns: unlinked.columns) + Self.cases(unlinked)
            + Self.newWindow(unlinked.opensNewWindow)
    }

    /// What a chain's cases add to its line, in the chain's order: `; Timeline with case feed`.
    private static func cases(_ unlinked: Unlinked) -> String {
        let screens = [unlinked.placement.screen] + unlinked.placement.chain.map(\.screen)
        return screens.compactMap { screen in unlinked.chainCases[screen].map { "; \(screen) with case \($0)" } }.joined()
    }

    /// The columns of the screens a placement pushes onto a split flow: each starts the column
    /// that lists it when pushed from an earlier one, or stays in the column below it, the first
    /// pushed from the sidebar (the split's root).
    private static func columns(of placement: LinkPlacement, _ graph: Graph) -> [String: SplitColumnRole] {
        guard placement.arrival == .pushed, let name = placement.flow, let split = graph.flow(named: name), split.kind == .split else { return [:] }
        var column = SplitColumn(split: name, index: 0)
        var roles: [String: SplitColumnRole] = [:]
        for screen in [placement.screen] + placement.chain.map(\.screen) {
            column = split.column(afterPushing: screen, from: column)
            roles[screen] = split.columnRole(column.index)
        }
        return roles
    }

    /// Query items read and ignored (they must be there), or bound to the whole non-optional
    /// context (or enum case value), or to a non-optional record field, of the link's screen or
    /// of a screen of its chain: what a URL must carry to match (the checker tells links of one
    /// path apart by them).
    static func requiredQueryItems(_ link: Link, of screen: Screen, _ graph: Graph, _ resolver: TypeResolver) -> [String] {
        // Most links read no query: nothing to find, and no screen of the chain to copy out.
        guard !link.pattern.value.query.isEmpty else { return [] }
        let scopes = [(screen, link)] + link.chain.compactMap { name in
            graph.screen(named: name.value).map { ($0, link.bindingChainScreen(name.value)) }
        }
        // What each scope binds is found once, not per query item: a link may have thousands.
        let requirements = Dictionary(
            scopes.map { ($0.1.pattern.value.boundScreen, requirement(of: $0.1, on: $0.0, graph, resolver)) },
            uniquingKeysWith: { first, _ in first })
        return link.pattern.value.query.filter { item in
            item.parameter.isIgnored || requirements[item.parameter.chainScreen]?(item) == true
        }.map(\.name)
    }

    /// Whether a query item, one of the parameters `link` binds `screen`'s context with, is bound
    /// to a non-optional value.
    private static func requirement(
        of link: Link, on screen: Screen, _ graph: Graph, _ resolver: TypeResolver
    ) -> (LinkPattern.QueryItem) -> Bool {
        guard let context = LinkBinding.boundType(of: link, on: screen, in: graph, resolver: resolver) else { return { _ in false } }
        if case .optional = context { return { _ in false } }
        guard case .named(let name) = context, case .record(let fields) = graph.type(named: name)?.kind else { return { _ in true } }
        let byName = LinkBinding.fieldsByName(fields)
        return { item in
            guard let field = byName[item.parameter.field], let type = resolver.canonical(field.type.value) else { return false }
            if case .optional = type { return false }
            return true
        }
    }
}
