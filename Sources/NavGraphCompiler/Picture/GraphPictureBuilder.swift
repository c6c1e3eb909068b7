extension GraphPicture {
    /// Lays out a graph's structure as a picture.
    ///
    /// - A flow is drawn inside the first flow (in declaration order) that lists it as a child; a
    ///   sub-flow (a stack flow routes push) inside the stack whose screens push it, or the
    ///   innermost flow around all those stacks.
    /// - A screen is drawn inside the first flow that lists it as a root or child; a screen no flow
    ///   lists is drawn inside a stack when it is pushed from that stack's screens and no other's.
    /// - Screens and flows outside `analysis.reachable` are marked unreachable.
    /// - Screens with links carry their patterns (with the screens a link may open instead), and are drawn marked.
    /// - The flow of a tabs flow's children made from data is drawn inside it, where the entry is
    ///   written, its frame saying `one per <Key>`.
    /// - Tabs and container children the app may hide say so (`hideable`), and so does a tabs flow's route that a tab
    ///   item performs (an action tab), on its edge; a screen a split flow's columns list says which
    ///   column it is (`sidebar`, `content`, `detail`), and the split's frame lists its columns.
    /// - A tabs flow whose bar the app draws says so in its frame's title (`bar: app`).
    public init(_ valid: ValidGraph) {
        self.init(graph: valid.graph, analysis: valid.analysis)
    }

    /// The layout of any graph with an entry and its analysis, for the tests of shapes a valid
    /// graph never has (a flow with no screen to show first).
    init(graph: Graph, analysis: GraphAnalysis) {
        let placement = PicturePlacement(graph: graph, analysis: analysis)
        let isReachable = { (name: String) in analysis.reachable.contains(name) }
        let hideable = Dictionary(graph.flows.flatMap { flow in flow.hideable.map { ($0.value, flow.kind) } }, uniquingKeysWith: { first, _ in first })
        let columns = Self.columnLabels(graph)
        let madeFromData = Dictionary(
            graph.flows.flatMap { flow in flow.instances.map { ($0.flow.value, $0.key.value.description) } }, uniquingKeysWith: { first, _ in first })
        let node = { (name: String) in
            PictureNode(
                name: name, isReachable: isReachable(name), links: graph.screen(named: name)?.links.filter { $0.replacedBy == nil }.map(Self.linkLabel) ?? [],
                kind: graph.screen(named: name)?.effectiveKind ?? .view, hideableIn: hideable[name], column: columns[name])
        }

        func endpoint(_ name: String) -> PictureEndpoint {
            graph.flow(named: name) != nil ? .cluster(name) : .node(name)
        }

        func cluster(_ flow: Flow) -> PictureCluster {
            let name = flow.name.value
            var nodes = placement.screens(in: name).map(node)
            let anchor = placement.anchor(of: name) ?? name
            if placement.anchor(of: name) == nil {
                nodes.append(PictureNode(name: name, isReachable: isReachable(name)))
            }
            return PictureCluster(
                name: name,
                kind: flow.kind,
                isReachable: isReachable(name),
                anchor: anchor,
                nodes: nodes,
                clusters: placement.flows(in: name).compactMap(graph.flow(named:)).map(cluster),
                isSubflow: placement.isSubflow(name),
                isHideable: hideable[name] != nil,
                columns: flow.columns.map { $0.map(\.value) },
                madeFromData: madeFromData[name], appDrawsBar: flow.tabBar != nil
            )
        }

        let sources = placement.uniqueScreens.map { ($0.name.value, $0.routes) } + graph.flows.map { ($0.name.value, $0.routes) }
        // A tabs flow's route that a tab item performs (an action tab) says so on its edge.
        let actionTabs = Set(graph.flows.flatMap { flow in flow.actionTabs.map { "\(flow.name.value).\($0.route.value)" } })
        let edges = sources.flatMap { source, routes in
            routes.map { route in
                PictureEdge(
                    from: endpoint(source),
                    to: endpoint(route.destination.value),
                    labelLines: Self.labelLines(of: route) + (actionTabs.contains("\(source).\(route.name.value)") ? ["(action tab)"] : []),
                    style: route.style.value
                )
            }
        }
        self.init(
            entry: endpoint(graph.entry.value),
            clusters: placement.flows(in: nil).compactMap(graph.flow(named:)).map(cluster),
            nodes: placement.screens(in: nil).map(node),
            edges: edges
        )
    }

    /// For each screen the split flows' columns list, its column: `sidebar`, or, listed by
    /// several split flows, `sidebar of Reader, detail of Wide`.
    static func columnLabels(_ graph: Graph) -> [String: String] {
        var listings: [String: [(split: String, role: SplitColumnRole)]] = [:]
        for split in graph.flows where split.kind == .split {
            for (index, column) in split.columns.enumerated() {
                for name in column { listings[name.value, default: []].append((split.name.value, split.columnRole(index))) }
            }
        }
        return listings.mapValues { listed in
            listed.count == 1 ? listed[0].role.rawValue : listed.map { "\($0.role.rawValue) of \($0.split)" }.joined(separator: ", ")
        }
    }

    /// A link's pattern, and the screens it may open instead (`/account/{section} or Help`) or
    /// shows before its own (`/showunread?id={id} through Timeline`), and `in a new instance`
    /// for one that opens a new tab made from data (`instance: new`).
    static func linkLabel(_ link: Link) -> String {
        link.pattern.value.text
            + (link.alternatives.isEmpty ? "" : " or " + link.alternatives.map(\.value).joined(separator: ", "))
            + (link.chain.isEmpty ? "" : " through " + link.chain.map(\.value).joined(separator: ", "))
            + (link.opensNewInstance ? " in a new instance" : "")
    }

    /// The route's name (`StatusRow.account` for a route a screen offers from a set of shared
    /// routes), then what it carries written like a Swift function type: `(ItemID) →
    /// ContactResult`, `(ItemID)`, or `() → ContactResult`; for an unwind that hands back a value,
    /// `hands back URL`; last, for a presentation other than a plain sheet, how it is shown
    /// (`overFullScreen`, `popover, compact: sheet`).
    static func labelLines(of route: Route) -> [String] {
        let name = route.sharedFrom.map { "\($0.value).\(route.name.value)" } ?? route.name.value
        if let handed = route.handsBack { return [name, "hands back \(handed.value)"] }
        var lines = [name]
        if route.context != nil || route.feedback != nil {
            let context = "(\(route.context?.value.description ?? ""))"
            lines.append(context + (route.feedback.map { " → \($0.value)" } ?? ""))
        }
        // An open route that opens a new tab made from data says so under its dotted line.
        return lines + presentationLine(of: route) + (route.opensNewInstance ? ["in a new instance"] : [])
    }

    /// How a `present` route shows its destination, when that is not the default sheet.
    private static func presentationLine(of route: Route) -> [String] {
        guard route.style.value.presentsModally, route.effectivePresentation != .graphDefault || route.compact != nil else { return [] }
        let presentation = route.effectivePresentation.rawValue
        return [route.compact.map { "\(presentation), compact: \($0.value.rawValue)" } ?? presentation]
    }
}
