/// What links add to the FlowController contracts: the FlowControllers that make what a link
/// shows (`make<Screen>()`, so that adding a link is a compile error until the app provides it).
/// The gate a link asks of each switch flow it may switch, `shouldOpen(_:)`, is in
/// ContractsTranslator+Gates.swift.
extension ContractsTranslator {
    /// `make<Node>()` for each screen or flow that `node` makes for links only (none where a route
    /// of the entry screen already makes it under that name, or where it is a child of the flow `node`).
    func linkRequirements(of node: String) -> [Requirement] {
        // A flow makes every child of its own anyway (`make<Child>()`).
        let children = Set(graph.flow(named: node)?.children.map(\.value) ?? [])
        let linked = links.linkedScreens
        return linkTargetRequirements(of: node) + (links.made[node] ?? []).filter { !links.reusesRoute($0, by: node, in: graph) && !children.contains($0) }.map { made in
            let shownBy = linked.contains(made) ? "a link shows (a URL or a notification)."
                : links.placedWithoutURLs.contains(made) ? "a placement without a URL shows (`open(_:)`: a notification, Handoff, an intent)."
                : "an `open` route shows where it lives."
            return Requirement(
                doc: "Makes the \(made) FlowController that " + shownBy,
                signature: "\(links.makeName(of: made, by: node, in: graph))() -> any \(GeneratedNames.contract(made))",
                todo: "Configure \(made) when a link shows it.",
                skeletonValue: "\(GeneratedNames.flowController(made))()",
                askedBy: graph.screen(named: made)?.links.first.map { Located("the links of '\(made)'", at: $0.pattern.range) }
            )
        }
    }
}

extension ContractsTranslator {
    /// `navGraphPushingRoutes` of a screen whose routes (its own, or a shared set's it offers) push
    /// a screen a link opens: a link tapped on it (`open(url:from:)`) opens by that route, above it.
    func pushingRoutesProperty(of screen: Screen) -> [SwiftDeclaration] {
        // The plan's set, made once: a set made here per screen made generation quadratic.
        let routes = screen.routes.filter { $0.style.value.pushesOntoStack && links.linkedScreens.contains($0.destination.value) }.map(\.name.value)
        guard !routes.isEmpty else { return [] }
        return [.property(
            doc: "The routes of \(screen.name.value) that push a screen a link opens: a link tapped on \(screen.name.value) to one of them opens by the route, above it (`open(url:from:)`).",
            modifiers: [], name: "navGraphPushingRoutes", type: "[Swift.String]", value: nil,
            getter: [.line("[" + routes.map(SwiftEscaper.stringLiteral).joined(separator: ", ") + "]")]
        )]
    }
}
