/// Translates screens and routes into `NavGraphRoutes.swift`: the name of every screen and flow,
/// the graph-wide destination (a screen or flow with its context), and one route enum per screen
/// that has routes, each route's transition available as data.
///
/// Nothing here switches over the whole graph: a route enum's switches are as long as one
/// screen's routes, and `NavGraphDestination` is a struct read back through a table built from
/// chunks of at most `decoderChunkSize` entries.
struct RoutesTranslator {
    let graph: Graph
    let types: SwiftTypes

    /// The most entries in one literal of the destination decoder table.
    static let decoderChunkSize = 100

    /// The declarations of `NavGraphRoutes.swift`.
    func declarations() -> [SwiftDeclaration] {
        [nodeNames(), destinationFactories()] + destinationDecoders() + graph.screens.compactMap(routeEnum)
    }

    /// A screen or flow with what the destination needs of it.
    private struct Node {
        let name: String
        let summary: String?
        let context: TypeExpression?
        let what: String
    }

    private var nodes: [Node] {
        graph.screens.map { Node(name: $0.name.value, summary: $0.summary, context: $0.context?.value, what: "screen") }
            + graph.flows.map { Node(name: $0.name.value, summary: $0.summary, context: nil, what: "\($0.kind.rawValue) flow") }
    }

    private func nodeNames() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "The graph's screens and flows.",
            keyword: .extension,
            name: "NavGraphNodeName",
            members: nodes.map { node in
                .property(
                    doc: "",
                    modifiers: ["static"],
                    name: GeneratedNames.nodeMember(node.name),
                    type: "NavGraphNodeName",
                    value: "NavGraphNodeName(rawValue: \(SwiftEscaper.stringLiteral(node.name)))",
                    getter: nil
                )
            }
        ))
    }

    private func destinationFactories() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "One destination per screen and flow, named after it.",
            keyword: .extension,
            name: "NavGraphDestination",
            members: nodes.map(destinationFactory)
        ))
    }

    private func destinationFactory(_ node: Node) -> SwiftDeclaration {
        let member = GeneratedNames.nodeMember(node.name)
        let doc = "The \(node.what) \(node.name)" + (node.summary.map { ": \($0)" } ?? ".")
        guard let context = node.context else {
            return .property(doc: doc, modifiers: ["static"], name: member, type: "NavGraphDestination", value: nil, getter: [.line("NavGraphDestination(name: .\(member))")])
        }
        return .function(
            doc: doc,
            attributes: [],
            signature: "static \(member)(_ context: \(types.spelling(context))) -> NavGraphDestination",
            body: [.line("NavGraphDestination(name: .\(member), context: context)")]
        )
    }

    /// The table `NavGraphDestination.init(from:)` reads destinations back with, in chunks.
    private func destinationDecoders() -> [SwiftDeclaration] {
        let entries = nodes.filter { $0.context.map(types.isCodable) ?? true }.map { node -> String in
            let member = GeneratedNames.nodeMember(node.name)
            guard let context = node.context else { return ".\(member): { _ in .\(member) }," }
            return ".\(member): { .\(member)(try $0.decode(\(types.spelling(context)).self, forKey: .context)) },"
        }
        let chunks = stride(from: 0, to: entries.count, by: Self.decoderChunkSize).map {
            Array(entries[$0..<min($0 + Self.decoderChunkSize, entries.count)])
        }
        let doc = "How each screen and flow whose context is Codable is read back, for `init(from:)`."
        var members: [SwiftDeclaration] = []
        if chunks.count <= 1 {
            members.append(decoderTable(doc: doc, modifiers: ["static"], name: "decoders", entries: chunks.first ?? []))
        } else {
            let names = chunks.indices.map { "decoders\($0 + 1)" }
            members.append(.property(
                doc: doc, modifiers: ["static"], name: "decoders", type: "[NavGraphNodeName: NavGraphContextDecoder]",
                value: "[\(names.joined(separator: ", "))].reduce(into: [:]) { $0.merge($1) { first, _ in first } }",
                getter: nil
            ))
            for (name, chunk) in zip(names, chunks) {
                members.append(decoderTable(doc: "", modifiers: ["private", "static"], name: name, entries: chunk))
            }
        }
        return [.type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: "NavGraphDestination", members: members))]
    }

    private func decoderTable(doc: String, modifiers: [String], name: String, entries: [String]) -> SwiftDeclaration {
        .literal(doc: doc, modifiers: modifiers, name: name, type: "[NavGraphNodeName: NavGraphContextDecoder]", entries: entries)
    }

    private func routeEnum(_ screen: Screen) -> SwiftDeclaration? {
        guard !screen.routes.isEmpty else { return nil }
        let cases: [SwiftDeclaration] = screen.routes.map { route in
            .enumCase(doc: describe(route), name: GeneratedNames.routeCase(route.name.value), payload: route.context.map { types.spelling($0.value) })
        }
        let transition = SwiftDeclaration.property(
            doc: "How the route shows its destination.", modifiers: [], name: "transition", type: "NavGraphTransition", value: nil,
            getter: [.switchOver(subject: "self", cases: screen.routes.map { route in
                SwitchClause(pattern: "." + GeneratedNames.routeCase(route.name.value), body: [.line(transitionValue(route))])
            })]
        )
        let destination = SwiftDeclaration.property(
            doc: "Where the route leads, with the context it hands over.", modifiers: [], name: "destination", type: "NavGraphDestination", value: nil,
            getter: [.switchOver(subject: "self", cases: screen.routes.map { route in
                let member = GeneratedNames.nodeMember(route.destination.value)
                let routeCase = GeneratedNames.routeCase(route.name.value)
                // A route may leave out an optional context: the destination is made with `nil`.
                let takesContext = graph.screen(named: route.destination.value)?.context != nil
                return route.context == nil
                    ? SwitchClause(pattern: "." + routeCase, body: [.line(takesContext ? ".\(member)(nil)" : "." + member)])
                    : SwitchClause(pattern: ".\(routeCase)(let context)", body: [.line(".\(member)(context)")])
            })]
        )
        return .type(SwiftTypeDeclaration(
            doc: "Where \(screen.name.value) can go: one case per route, carrying the context the route hands over.",
            keyword: .enum,
            name: GeneratedNames.routeEnum(screen.name.value),
            conformances: [StandardNames.hashable, StandardNames.sendable],
            members: cases + [transition, destination]
        ))
    }

    /// "Presents ContactForm as a full-screen sheet in a navigation stack; expects ContactResult back."
    func describe(_ route: Route) -> String {
        let destination = route.destination.value
        var text: String
        switch route.style.value {
        case .push: text = "Pushes \(destination)"
        case .present:
            text = "Presents \(destination) (\(route.effectivePresentation.rawValue))"
            if route.embedsInStack { text += " in a navigation stack" }
        case .replace: text = "Replaces the current child of the enclosing switch flow with \(destination)"
        case .select: text = "Selects the tab \(destination)"
        }
        if let context = route.context { text += ", handing over \(context.value)" }
        if let feedback = route.feedback { text += "; expects \(feedback.value) back" }
        return text + "."
    }

    private func transitionValue(_ route: Route) -> String {
        switch route.style.value {
        case .push: ".push"
        case .present: ".present(.\(route.effectivePresentation.rawValue), embedInStack: \(route.embedsInStack))"
        case .replace: ".replace"
        case .select: ".select"
        }
    }
}
