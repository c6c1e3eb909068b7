/// Translates the graph's `types:` into Swift: a struct per record, an enum per enum
/// (String-backed while no case carries a value), a typealias per alias. External types are the
/// app's own: generated code only checks them, at their lines in the graph.
struct TypesTranslator {
    /// The graph it translates, checked without errors.
    let valid: ValidGraph
    var graph: Graph { valid.graph }
    let types: SwiftTypes

    /// The declarations of `NavGraphTypes.swift`.
    func declarations() -> [SwiftDeclaration] {
        var declarations = graph.types.compactMap(declaration)
        if let checks = externalTypeChecks() { declarations.append(checks) }
        if declarations.isEmpty { declarations.append(.comment(["The graph declares no types."])) }
        return declarations
    }

    /// A function that is never called, whose body checks each external type at its line in the
    /// graph (`#sourceLocation`): the build says "type 'Account' does not conform to the
    /// 'Sendable' protocol" at the graph's `Account:`, where the promise was made, before any
    /// error in the generated code that uses it.
    private func externalTypeChecks() -> SwiftDeclaration? {
        var body: [SwiftStatement] = []
        for type in graph.types {
            guard case .external(let codable, let sendable) = type.kind else { continue }
            body.append(.line("#sourceLocation(file: \(SwiftEscaper.stringLiteral(type.name.location.file)), line: \(type.name.location.line))"))
            let check = !sendable ? "navGraphMainActorExternalType" : codable ? "navGraphCodableExternalType" : "navGraphExternalType"
            body.append(.line("\(check)(\(SwiftName.identifier(type.name.value)).self)"))
        }
        guard !body.isEmpty else { return nil }
        return .function(
            doc: "The app defines these types: each is checked at its line in the graph (Hashable, Sendable unless the graph says not, Codable where it says so).",
            attributes: [], signature: "private navGraphCheckExternalTypes()", body: body + [.line("#sourceLocation()")])
    }

    private func declaration(_ type: TypeDeclaration) -> SwiftDeclaration? {
        let name = SwiftName.identifier(type.name.value)
        switch type.kind {
        case .alias(let target):
            return .typeAlias(doc: "`\(type.name.value)`: another name for `\(target.value)`.", name: name, type: types.spelling(target.value))
        case .record(let fields):
            let codable = types.isCodable(declaration: type)
            return .type(SwiftTypeDeclaration(
                doc: "`\(type.name.value)`, a record of the graph." + (codable ? "" : " Not Codable: it holds an external type not declared `codable: true`."),
                keyword: .struct,
                name: name,
                conformances: [StandardNames.hashable, StandardNames.sendable] + (codable ? [StandardNames.codable] : []),
                members: fields.map { field in
                    let modifiers = types.storesOutOfLine(field, of: type.name.value) ? ["@NavGraphIndirect"] : []
                    return .property(
                        doc: "", modifiers: modifiers, name: SwiftName.identifier(field.name.value),
                        type: types.spelling(field.type.value), value: nil, getter: nil)
                } + publicInitializer(fields)
            ))
        case .enumeration(let cases) where cases.allSatisfy({ $0.payload == nil }):
            return .type(SwiftTypeDeclaration(
                doc: "`\(type.name.value)`, an enum of the graph.",
                keyword: .enum,
                name: name,
                conformances: (cases.isEmpty ? [] : [StandardNames.string])
                    + [StandardNames.hashable, StandardNames.sendable, StandardNames.codable, StandardNames.caseIterable],
                members: cases.map { .enumCase(doc: "", name: SwiftName.identifier($0.name.value), payload: nil) }
            ))
        case .enumeration(let cases):
            // `indirect`: a case may carry a record that holds this enum again, which Swift
            // stores only out of line; the enum's values stay small either way.
            let codable = types.isCodable(declaration: type)
            return .type(SwiftTypeDeclaration(
                doc: "`\(type.name.value)`, an enum of the graph whose cases carry values." + (codable ? "" : " Not Codable: it holds an external type not declared `codable: true`."),
                modifiers: ["indirect"],
                keyword: .enum,
                name: name,
                conformances: [StandardNames.hashable, StandardNames.sendable] + (codable ? [StandardNames.codable] : []),
                members: cases.map { .enumCase(doc: "", name: SwiftName.identifier($0.name.value), payload: $0.payload.map { types.spelling($0.value) }) }
            ))
        case .external:
            return nil
        }
    }

    /// The memberwise initializer, written out when the graph's declarations are public: Swift's
    /// own is internal, so another module could not make the record otherwise.
    private func publicInitializer(_ fields: [RecordField]) -> [SwiftDeclaration] {
        guard graph.generationOptions.access == .public else { return [] }
        let names = fields.map { SwiftName.identifier($0.name.value) }
        let parameters = zip(names, fields).map { "\($0): \(types.spelling($1.type.value))" }
        return [.function(
            doc: "A record with every field given.", attributes: [],
            signature: "init(\(parameters.joined(separator: ", ")))",
            body: names.map { .line("self.\($0) = \($0)") }
        )]
    }
}
