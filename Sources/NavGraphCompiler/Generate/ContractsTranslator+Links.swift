/// What links add to the FlowController contracts: the FlowControllers that make what a link
/// shows (`make<Screen>()`, so that adding a link is a compile error until the app provides it),
/// and `shouldOpen(_:)` on each switch flow a link may switch (answered `true` unless the app
/// says otherwise, for a login asked for on demand).
extension ContractsTranslator {
    /// `make<Node>()` for each screen or flow that `node` makes for links only (none where a route
    /// of the entry screen already makes it under that name, or where it is a child of the flow `node`).
    func linkRequirements(of node: String) -> [Requirement] {
        // A flow makes every child of its own anyway (`make<Child>()`).
        let children = Set(graph.flow(named: node)?.children.map(\.value) ?? [])
        let linked = links.linkedScreens
        return linkTargetRequirements(of: node) + (links.made[node] ?? []).filter { !links.reusesRoute($0, by: node, in: graph) && !children.contains($0) }.map { made in
            Requirement(
                doc: "Makes the \(made) FlowController that " + (linked.contains(made) ? "a link shows (a URL or a notification)." : "an `open` route shows where it lives."),
                signature: "\(links.makeName(of: made, by: node, in: graph))() -> any \(GeneratedNames.contract(made))",
                todo: "Configure \(made) when a link shows it.",
                skeletonValue: "\(GeneratedNames.flowController(made))()",
                askedBy: graph.screen(named: made)?.links.first.map { Located("the links of '\(made)'", at: $0.pattern.range) }
            )
        }
    }

    /// `shouldOpen(_:)` for a switch flow a link may switch; optional for the app.
    func askRequirements(of flow: String) -> [Requirement] {
        guard links.asking.contains(flow) else { return [] }
        let doc = links.entries.isEmpty
            ? "Whether an `open` route to `destination` may switch \(flow) to another child now; when not (logged out),"
                + " the route does nothing. The default answers `true`."
            : "Whether a link to `destination` may switch \(flow) to another child now; when not (logged out),"
                + " the link is kept and tried again after every transition" + (links.hasOpenRoutes ? " (an `open` route does nothing)" : "") + ". The default answers `true`."
        return [Requirement(
            doc: doc,
            signature: Self.shouldOpenSignature, todo: "", skeletonValue: nil
        )]
    }

    /// The default `shouldOpen(_:)`, for a switch flow a link may switch.
    func askDefaults(of flow: String) -> [SwiftDeclaration] {
        guard links.asking.contains(flow) else { return [] }
        let doc = links.entries.isEmpty
            ? "Lets every `open` route switch \(flow): implement it to refuse them until a login, say."
            : "Lets every link switch \(flow): implement it to keep links until a login, say."
        return [.function(doc: doc,
                          attributes: [], signature: Self.shouldOpenSignature, body: [.line("true")])]
    }

    private static let shouldOpenSignature = "shouldOpen(_ destination: NavGraphDestination) -> Swift.Bool"
}
