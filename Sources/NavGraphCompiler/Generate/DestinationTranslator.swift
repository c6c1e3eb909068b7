/// Translates the graph's screens and flows into `NavGraphNavigation.swift`: the graph-wide
/// destination type (a screen or flow with its context, `Codable` for state restoration), one
/// factory per screen and flow, the table that reads destinations back, and the entry's start.
///
/// Only what the graph decides is generated: the destination's two stored properties, its
/// factories and the table of context types that reads one back. Everything else (equality,
/// hashing, Codable, reading the context) is `NavGraphDestinationValue`'s, in the runtime.
/// Nothing here switches over the whole graph: the table is built from chunks of at most
/// `decoderChunkSize` entries.
struct DestinationTranslator {
    /// The graph it translates, checked without errors.
    let valid: ValidGraph
    var graph: Graph { valid.graph }
    let types: SwiftTypes

    /// The most entries in one literal of the destination decoder table.
    static let decoderChunkSize = 100

    /// The type of the decoder table and of each of its chunks.
    private static let decoderTableType = "[NavGraphNodeName: NavGraphContextDecoder<NavGraphDestination>]"

    /// The declarations of `NavGraphNavigation.swift`.
    func declarations() -> [SwiftDeclaration] {
        [destinationType(), destinationFactories()] + destinationDecoders()
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
            + graph.flows.map { Node(name: $0.name.value, summary: $0.summary, context: $0.context?.value, what: "\($0.kind.rawValue) flow") }
    }

    // MARK: The destination type

    private func destinationType() -> SwiftDeclaration {
        let context = "(any \(StandardNames.hashable) & \(StandardNames.sendable))?"
        return .type(SwiftTypeDeclaration(
            doc: "A screen or flow of the graph with the context it is shown with: an element of a SwiftUI"
                + " `NavigationPath`, and a value to save for state restoration.\n\n"
                + "Make one with the static member named after the screen (`.itemDetail(42)`, `.settings`) or"
                + " from a route (`route.destination`); read it with `name` and `context(as:)`. Encoding fails"
                + " for a screen whose context holds an external type that is not Codable. Equality, hashing and"
                + " the Codable form come from `NavGraphDestinationValue`; the graph gives the table of context types.",
            keyword: .struct,
            name: "NavGraphDestination",
            conformances: ["NavGraphDestinationValue"],
            members: [
                .property(doc: "The screen or flow.", modifiers: [], name: "name", type: "NavGraphNodeName", value: nil, getter: nil),
                .property(doc: "The context it is shown with, if any; read it with `context(as:)`.", modifiers: ["private(set)"],
                          name: "navGraphContext", type: context, value: nil, getter: nil),
                .function(doc: "A destination with the context it is shown with, if any.", attributes: [],
                          signature: "init(name: NavGraphNodeName, navGraphContext: \(context))", body: [
                    .line("self.name = name"), .line("self.navGraphContext = navGraphContext"),
                ]),
            ]
        ))
    }

    // MARK: Factories and the decoder table

    private func destinationFactories() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "One destination per screen and flow, named after it.",
            keyword: .extension,
            name: "NavGraphDestination",
            members: nodes.map(destinationFactory) + FormerNamesTranslator(graph: graph, types: types).destinationFactories()
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

    /// The table `NavGraphDestination.init(from:)` reads destinations back with
    /// (`NavGraphDestinationValue.navGraphDecoders`), in chunks.
    private func destinationDecoders() -> [SwiftDeclaration] {
        let formers = Dictionary(grouping: graph.formerNodeNames, by: \.current).mapValues { $0.map(\.former.value) }
        let entries = nodes.filter { $0.context.map(types.isCodable) ?? true }.flatMap { node -> [String] in
            let member = GeneratedNames.nodeMember(node.name)
            let decoder = node.context.map { ".\(member)(try $0.decode(\(types.spelling($0)).self, forKey: .context))" }
            // A state saved before a rename names the screen or flow by its former name.
            let keys = ["." + member] + (formers[node.name] ?? []).map(FormerNamesTranslator.rawName)
            return keys.map { key in decoder.map { "\(key): { \($0) }," } ?? "\(key): { _ in .\(member) }," }
        }
        let chunks = stride(from: 0, to: entries.count, by: Self.decoderChunkSize).map {
            Array(entries[$0..<min($0 + Self.decoderChunkSize, entries.count)])
        }
        let doc = "How each screen and flow whose context is Codable is read back, for `init(from:)`."
        var members: [SwiftDeclaration] = []
        if chunks.count <= 1 {
            members.append(decoderTable(doc: doc, modifiers: ["static"], name: "navGraphDecoders", entries: chunks.first ?? []))
        } else {
            let names = chunks.indices.map { "navGraphDecoders\($0 + 1)" }
            members.append(.property(
                doc: doc, modifiers: ["static"], name: "navGraphDecoders", type: Self.decoderTableType,
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
        .literal(doc: doc, modifiers: modifiers, name: name, type: Self.decoderTableType, entries: entries)
    }
}
