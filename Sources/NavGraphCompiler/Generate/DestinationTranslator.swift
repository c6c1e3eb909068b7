/// Translates the graph's screens and flows into `NavGraphNavigation.swift`: the graph-wide
/// destination type (a screen or flow with its context, `Codable` for state restoration), one
/// factory per screen and flow, the table that reads destinations back, and the entry's start.
///
/// The destination lives in generated code, not in NavGraphRuntime, because reading one back
/// needs the graph's own table of context types. Nothing here switches over the whole graph: the
/// table is built from chunks of at most `decoderChunkSize` entries.
struct DestinationTranslator {
    let graph: Graph
    let types: SwiftTypes

    /// The most entries in one literal of the destination decoder table.
    static let decoderChunkSize = 100

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
            + graph.flows.map { Node(name: $0.name.value, summary: $0.summary, context: nil, what: "\($0.kind.rawValue) flow") }
    }

    // MARK: The destination type

    private func destinationType() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "A screen or flow of the graph with the context it is shown with: an element of a SwiftUI"
                + " `NavigationPath`, and a value to save for state restoration.\n\n"
                + "Make one with the static member named after the screen (`.itemDetail(42)`, `.settings`) or"
                + " from a route (`route.destination`); read it with `name` and `context(as:)`. Encoding fails"
                + " for a screen whose context holds an external type that is not Codable.",
            keyword: .struct,
            name: "NavGraphDestination",
            conformances: [StandardNames.hashable, StandardNames.sendable, StandardNames.codable, StandardNames.customStringConvertible],
            members: [
                .typeAlias(
                    doc: "Reads a destination's context back, for one screen or flow.", name: "NavGraphContextDecoder",
                    type: "@Sendable (Swift.KeyedDecodingContainer<NavGraphCodingKeys>) throws -> NavGraphDestination"
                ),
                .type(SwiftTypeDeclaration(
                    doc: "The keys of a destination's encoded form.", keyword: .enum, name: "NavGraphCodingKeys",
                    conformances: [StandardNames.string, StandardNames.codingKey],
                    members: [.enumCase(doc: "", name: "name", payload: nil), .enumCase(doc: "", name: "context", payload: nil)]
                )),
                .property(doc: "The screen or flow.", modifiers: [], name: "name", type: "NavGraphNodeName", value: nil, getter: nil),
                .property(doc: "", modifiers: ["private"], name: "context", type: "(any Swift.Hashable & Swift.Sendable)?", value: nil, getter: nil),
                .function(doc: "A destination that takes no context.", attributes: [], signature: "init(name: NavGraphNodeName)", body: [
                    .line("self.name = name"), .line("context = nil"),
                ]),
                .function(
                    doc: "A destination with its context.", attributes: [],
                    signature: "init<Context: Swift.Hashable & Swift.Sendable>(name: NavGraphNodeName, context: Context)",
                    body: [.line("self.name = name"), .line("self.context = context")]
                ),
                .function(doc: "The context, if there is one and it is a `Context` (given, or inferred from the type the caller expects).", attributes: [],
                          signature: "context<Context>(as type: Context.Type = Context.self) -> Context?", body: [.line("context as? Context")]),
                .property(doc: "The screen's name and its context.", modifiers: [], name: "description", type: StandardNames.string, value: nil,
                          getter: [.line(#"context.map { "\(name)(\($0))" } ?? name.rawValue"#)]),
                .function(doc: "Whether both are the same screen or flow with equal contexts.", attributes: [],
                          signature: "static == (lhs: NavGraphDestination, rhs: NavGraphDestination) -> Swift.Bool", body: [
                    .line("guard lhs.name == rhs.name else { return false }"),
                    .switchOver(subject: "(lhs.context, rhs.context)", cases: [
                        SwitchClause(pattern: "(nil, nil)", body: [.line("return true")]),
                        SwitchClause(pattern: "(let left?, let right?)", body: [.line("return Swift.AnyHashable(left) == Swift.AnyHashable(right)")]),
                        SwitchClause(pattern: "(_, _)", body: [.line("return false")]),
                    ]),
                ]),
                .function(doc: "Hashes the name and the context.", attributes: [], signature: "hash(into hasher: inout Swift.Hasher)", body: [
                    .line("hasher.combine(name)"), .line("hasher.combine(context.map { Swift.AnyHashable($0) })"),
                ]),
                .function(doc: "Reads a destination back with the graph's table of context types.", attributes: [],
                          signature: "init(from decoder: any Swift.Decoder) throws", body: [
                    .line("let container = try decoder.container(keyedBy: NavGraphCodingKeys.self)"),
                    .line("let name = try container.decode(NavGraphNodeName.self, forKey: .name)"),
                    .block(opening: "guard let read = Self.decoders[name] else {", body: [
                        .line("throw Swift.DecodingError.dataCorruptedError("),
                        .line(#"    forKey: .name, in: container, debugDescription: "\(name) is not a screen or flow whose context can be read back""#),
                        .line(")"),
                    ]),
                    .line("self = try read(container)"),
                ]),
                .function(doc: "Writes the name and, when there is one, the context.", attributes: [],
                          signature: "encode(to encoder: any Swift.Encoder) throws", body: [
                    .line("var container = encoder.container(keyedBy: NavGraphCodingKeys.self)"),
                    .line("try container.encode(name, forKey: .name)"),
                    .line("guard let context else { return }"),
                    .block(opening: "guard let encodable = context as? any Swift.Encodable else {", body: [
                        .line("throw Swift.EncodingError.invalidValue(context, Swift.EncodingError.Context("),
                        .line(#"    codingPath: container.codingPath, debugDescription: "the context of \(name) is not Codable""#),
                        .line("))"),
                    ]),
                    .line("try container.encode(encodable, forKey: .context)"),
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
}
