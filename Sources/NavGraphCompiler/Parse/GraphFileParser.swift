/// Stage 2 of the front end: one file's syntax tree to the declarations it makes.
///
/// Checks shapes and keys (`invalid-structure`, `unknown-key`) and reads type expressions
/// (`invalid-type`); names are checked later, when all files are joined.
struct GraphFileParser {
    // The keys each mapping allows, spelled once per run rather than once per declaration.
    static let topLevelKeys = GraphFileKey.spellings
    static let screenKeys = ScreenKey.spellings
    static let typeKeys = TypeKey.spellings
    static let routeKeys = NavGraphRouteKey.spellings
    static let flowKeys = NavGraphFlowKey.spellings
    /// The keys of which a type declaration takes exactly one, which says what it is.
    static let typeForms = TypeKey.allCases.filter { $0.form == $0 }.map(\.rawValue)

    /// What the file's reading found wrong so far (the extensions reading routes and flows add to it).
    var diagnostics: DiagnosticBag
    private let path: String
    /// Declarations indented too far, read as unknown keys of the declaration above them
    /// (`KeyedMapping.Declaring`): recorded as declared without a body, so that their uses are not
    /// reported as undefined as well.
    var slipped: [IncompleteDeclaration] = []

    /// Parses one file's tree, adding what is wrong to `diagnostics`; `nil` when the file is not a mapping.
    static func parse(_ root: SyntaxNode, path: String, diagnostics: inout DiagnosticBag) -> GraphFile? {
        var parser = GraphFileParser(diagnostics: diagnostics, path: path)
        let file = parser.file(root)
        diagnostics = parser.diagnostics
        return file
    }

    private mutating func file(_ root: SyntaxNode) -> GraphFile? {
        var file = GraphFile(path: path)
        guard case .mapping = root.kind,
            let top = KeyedMapping.read(root, allowed: Self.topLevelKeys, what: "a graph file", diagnostics: &diagnostics)
        else {
            diagnostics.add(
                .invalidStructure,
                "a graph file must be a mapping with keys such as 'version', 'screens' and 'flows', not \(root.shapeDescription)",
                at: root.range)
            return nil
        }
        if let node = top["version"] { file.version = version(node) }
        if let node = top["entry"] { file.entry = name(node, what: "'entry'") }
        if let node = top["types"] {
            file.types = declarations(node, "'types'", .type, into: &file.incomplete) { $0.typeDeclaration($1, $2) }
        }
        if let node = top["screens"] {
            file.screens = declarations(node, "'screens'", .screenOrFlow, into: &file.incomplete) { $0.screen($1, $2) }
        }
        if let node = top["sharedRoutes"] {
            file.sharedRouteSets = declarations(node, "'sharedRoutes'", .sharedRouteSet, into: &file.incomplete) {
                SharedRouteSet(name: $1, routes: $0.routes($2, of: "shared routes '\($1.value)'"))
            }
        }
        if let node = top["links"], let key = top.keyNode("links") {
            file.linkOrigins = Located(LinkOriginsReader.read(node, diagnostics: &diagnostics), at: key.range)
        }
        if let node = top["generate"], let key = top.keyNode("generate") {
            file.generate = Located(GenerationOptionsReader.read(node, diagnostics: &diagnostics), at: key.range)
        }
        if let node = top["flows"] {
            file.flows = declarations(node, "'flows'", .screenOrFlow, into: &file.incomplete) { $0.flow($1, $2) }
        }
        file.incomplete += slipped
        return file
    }

    private mutating func version(_ node: SyntaxNode) -> Located<Int>? {
        guard let text = node.scalarText, !node.isNull else {
            diagnostics.add(.invalidStructure, "'version' must be a number, not \(node.shapeDescription)", at: node.range)
            return nil
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            diagnostics.add(.unsupportedVersion, "version '\(text)' is not supported; this compiler reads version 1", at: node.range)
            return nil
        }
        return Located(number, at: node.range)
    }

    /// Reads the named declarations under one top-level key, recording those with errors as incomplete.
    private mutating func declarations<Declaration>(
        _ node: SyntaxNode,
        _ what: String,
        _ namespace: IncompleteDeclaration.Namespace,
        into incomplete: inout [IncompleteDeclaration],
        read: (inout GraphFileParser, Located<String>, SyntaxNode) -> Declaration?
    ) -> [Declaration] {
        KeyedMapping.namedEntries(node, what: what, diagnostics: &diagnostics).compactMap { name, body in
            let errorsBefore = diagnostics.errorCount
            let declaration = read(&self, name, body)
            if declaration == nil || diagnostics.errorCount > errorsBefore {
                incomplete.append(IncompleteDeclaration(namespace: namespace, name: name, isDropped: declaration == nil))
            }
            return declaration
        }
    }

    // MARK: Names and text

    /// A name written as a value (`to`, `entry`, `root`...).
    mutating func name(_ node: SyntaxNode, what: String) -> Located<String>? {
        NameReader.read(node, what: what, diagnostics: &diagnostics)
    }

    /// A `summary:`, text copied into doc comments.
    mutating func summary(_ node: SyntaxNode?) -> String? {
        guard let node, !node.isNull else { return nil }
        guard let text = node.scalarText else {
            diagnostics.add(.invalidStructure, "'summary' must be text, not \(node.shapeDescription)", at: node.range)
            return nil
        }
        return text
    }

    /// A type expression (`context:`, `feedback:`, a field's type), when one is written.
    mutating func type(_ node: SyntaxNode?) -> Located<TypeExpression>? {
        guard let node else { return nil }
        return TypeExpressionReader.read(node, diagnostics: &diagnostics)
    }

    /// A value that must be one of an enumeration's words, with a suggestion when close among
    /// the `offered` ones.
    mutating func word<Word: RawRepresentable & CaseIterable>(
        _ node: SyntaxNode, as type: Word.Type, what: String, offered: (Word) -> Bool = { _ in true }
    ) -> Located<Word>? where Word.RawValue == String {
        WordReader.read(node, as: type, what: what, offered: offered, diagnostics: &diagnostics)
    }

    /// `formerly:` of a screen, flow or route: the names it had before, a name or a list of one
    /// or more; empty when absent.
    mutating func formerNames(_ node: SyntaxNode?) -> [Located<String>] {
        guard let node else { return [] }
        return FormerlyReader.read(node, what: "names the declaration had before, as in 'formerly: ProductDetail'", diagnostics: &diagnostics)
    }

    // MARK: Types

    private mutating func typeDeclaration(_ name: Located<String>, _ body: SyntaxNode) -> TypeDeclaration? {
        guard case .mapping = body.kind else {
            return type(body).map { TypeDeclaration(name: name, kind: .alias($0)) }
        }
        guard let mapping = KeyedMapping.read(
            body, allowed: Self.typeKeys, what: "type '\(name.value)'", declaring: .init(kind: "type", name: name), diagnostics: &diagnostics)
        else { return nil }
        slipped += mapping.slipped.map { IncompleteDeclaration(namespace: .type, name: $0, isDropped: true) }
        let forms = Self.typeForms.filter { mapping[$0] != nil }
        guard forms.count == 1, let form = forms.first else {
            let message = forms.isEmpty
                ? "type '\(name.value)' needs 'fields' (a record), 'cases' (an enum) or 'external: true'"
                : "type '\(name.value)' takes only one of 'fields', 'cases' and 'external'"
            diagnostics.add(.invalidStructure, message, at: forms.count > 1 ? mapping.keyNode(forms[1])!.location : name.location)
            return nil
        }
        let value = mapping[form]!
        let codable = mapping["codable"].flatMap { flag($0, key: "codable") }
        let sendable = mapping["sendable"].flatMap { flag($0, key: "sendable") }
        for key in ["codable", "sendable"] where form != "external" {
            guard let keyNode = mapping.keyNode(key) else { continue }
            diagnostics.add(
                .invalidStructure,
                "'\(key)' applies only to an external type: " + (key == "codable"
                    ? "a record or an enum is Codable when what it holds is"
                    : "a record or an enum is always Sendable, holding what is not in a NavGraphMainActorValue"),
                at: keyNode.range)
        }
        // A saved state is decoded wherever the app decodes it, off the main actor too, where a
        // value that is not Sendable cannot be made; the app saves its identifier instead.
        if codable?.value == true, sendable?.value == false, let key = mapping.keyNode("sendable") {
            diagnostics.add(
                .invalidStructure,
                "an external type that is not Sendable cannot be 'codable': a saved state is decoded off the main actor too; hand over its identifier (a SwiftData model's persistentModelID) to save it",
                at: key.range)
        }
        switch form {
        case "fields":
            let fields = KeyedMapping.namedEntries(value, what: "'fields'", diagnostics: &diagnostics).compactMap { field, fieldType in
                type(fieldType).map { RecordField(name: field, type: $0) }
            }
            return TypeDeclaration(name: name, kind: .record(fields))
        case "cases":
            return enumCases(value, of: name).map { TypeDeclaration(name: name, kind: .enumeration($0)) }
        default:
            guard value.scalarText == "true" else {
                diagnostics.add(.invalidStructure, "'external' can only be 'true'", at: value.range)
                return nil
            }
            return TypeDeclaration(name: name, kind: .external(codable: codable?.value ?? false, sendable: sendable?.value ?? true))
        }
    }

    /// The cases of an enum: each a name, or a one-key mapping `name: Type` for a case that
    /// carries a value.
    private mutating func enumCases(_ node: SyntaxNode, of type: Located<String>) -> [EnumCase]? {
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'cases' of '\(type.value)' must be a list of one or more names", at: node.range)
            return nil
        }
        return items.compactMap { item in
            if case .mapping = item.kind {
                let entries = KeyedMapping.namedEntries(item, what: "a case of '\(type.value)'", diagnostics: &diagnostics)
                guard entries.count == 1, let entry = entries.first else {
                    diagnostics.add(
                        .invalidStructure, "an enum case that carries a value is one 'name: Type', not \(entries.count) keys", at: item.range)
                    return nil
                }
                return self.type(entry.value).map { EnumCase(name: entry.name, payload: $0) }
            }
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "an enum case must be a name or 'name: Type', not \(item.shapeDescription)", at: item.range)
                return nil
            }
            return EnumCase(name: Located(text, at: item.range))
        }
    }

    // MARK: Screens

    private mutating func screen(_ name: Located<String>, _ body: SyntaxNode) -> Screen? {
        guard let mapping = KeyedMapping.read(
            body, allowed: Self.screenKeys, what: "screen '\(name.value)'", declaring: .init(kind: "screen", name: name), diagnostics: &diagnostics)
        else { return nil }
        slipped += mapping.slipped.map { IncompleteDeclaration(namespace: .screenOrFlow, name: $0, isDropped: true) }
        let kind = mapping["kind"].flatMap { word($0, as: NavGraphScreenKind.self, what: "screen kind") }
        // A dialog's buttons, or the system's own controls on a system sheet, hand back its feedback.
        let handsBack = kind?.value.isDialog == true ? "its buttons hand back" : "the system hands back"
        if let kind, kind.value.isSystemOwned, let routesKey = mapping.keyNode("routes") {
            diagnostics.add(
                AlertChecker.code(for: kind.value),
                "\(kind.value.rawValue) '\(name.value)' takes no routes: \(handsBack) its feedback, and the screen that presented it goes on from there",
                at: routesKey.range)
        }
        if let kind, kind.value.isSystemOwned, let sharedKey = mapping.keyNode("sharedRoutes") {
            diagnostics.add(
                AlertChecker.code(for: kind.value),
                "\(kind.value.rawValue) '\(name.value)' offers no shared routes: \(handsBack) its feedback, and the screen that presented it goes on from there",
                at: sharedKey.range)
        }
        let isSystemOwned = kind?.value.isSystemOwned == true
        let routeNode = isSystemOwned ? nil : mapping["routes"]
        var screen = Screen(
            name: name, summary: summary(mapping["summary"]), kind: kind, context: type(mapping["context"]),
            feedback: type(mapping["feedback"]), routes: routeNode.map { routes($0, of: "screen '\(name.value)'") } ?? [],
            links: mapping["links"].map { LinkReader.read($0, diagnostics: &diagnostics) } ?? [])
        if !isSystemOwned, let node = mapping["sharedRoutes"] { screen.sharedRoutes = sharedRouteNames(node) }
        if let node = mapping["placement"], let key = mapping.keyNode("placement") {
            screen.placement = PlacementReader.read(node, key: key, diagnostics: &diagnostics)
        }
        screen.formerNames = formerNames(mapping[ScreenKey.formerly.rawValue])
        return screen
    }

    /// A screen's `sharedRoutes:`: a list of one or more names of sets of shared routes.
    private mutating func sharedRouteNames(_ node: SyntaxNode) -> [Located<String>] {
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            diagnostics.add(
                .invalidStructure, "'sharedRoutes' of a screen must be a list of one or more names of sets declared under the top-level 'sharedRoutes'",
                at: node.range)
            return []
        }
        return items.compactMap { item in
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "a set of shared routes is named, not \(item.shapeDescription)", at: item.range)
                return nil
            }
            return Located(text, at: item.range)
        }
    }

    /// `true` or `false`, the value of `key`.
    mutating func flag(_ node: SyntaxNode, key: String) -> Located<Bool>? {
        guard let text = node.scalarText, !node.isNull, let value = Bool(text) else {
            diagnostics.add(.invalidStructure, "'\(key)' must be 'true' or 'false'", at: node.range)
            return nil
        }
        return Located(value, at: node.range)
    }
}
