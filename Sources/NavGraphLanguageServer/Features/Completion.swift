import NavGraphCompiler

extension GraphSnapshot {
    /// Completion at `position`: keys where a key goes, names where a name goes, words where a
    /// word goes, each with its documentation; it works inside mappings not yet finished.
    ///
    /// Keys and words replace the word typed so far (`textEdit`). A declared name is sent as
    /// little as it can be, since a graph may offer thousands: its label (which the editor
    /// puts in place of the word typed, as it finds words), and its documentation only when
    /// the editor asks (`completionItem/resolve`).
    func completion(at position: Position, in path: String) -> CompletionList {
        guard let source = texts[path], let offset = byteOffset(of: position, in: path),
            let cursor = CursorSyntax.at(byte: offset, in: source)
        else { return CompletionList(isIncomplete: false, items: []) }
        let start = Position(line: position.line, character: max(0, position.character - cursor.typed.utf16.count))
        let replaced = Range(start: start, end: position)
        var seen: Set<String> = []
        let offered = GraphGrammar.expectations(at: cursor).flatMap { items(for: $0) }.filter { seen.insert($0.label).inserted }
        return CompletionList(isIncomplete: false, items: offered.map { item in
            guard item.data == nil else { return item }
            var item = item
            item.textEdit = TextEdit(range: replaced, newText: item.textEdit?.newText ?? item.label)
            return item
        })
    }

    private func items(for expectation: GraphGrammar.Expectation) -> [CompletionItem] {
        switch expectation {
        case .key(let mapping):
            return mapping.keys.map { key in
                CompletionItem(
                    label: key, kind: CompletionItem.Kind.property, detail: "key",
                    documentation: SchemaDocumentation.description(of: key, in: mapping).map(MarkupContent.markdown),
                    textEdit: TextEdit(range: Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), newText: key + ": "),
                    sortText: "1" + key)
            }
        case .word(let words, let key, let mapping):
            let documentation = SchemaDocumentation.description(of: key, in: mapping).map(MarkupContent.markdown)
            return words.map { CompletionItem(label: $0, kind: CompletionItem.Kind.enumMember, detail: key, documentation: documentation, sortText: "0" + $0) }
        case .name(let namespace):
            return index.declarations.filter { $0.key.namespace == namespace }.map(nameItem)
        case .type:
            let builtins = BuiltinType.allCases.map {
                CompletionItem(label: $0.rawValue, kind: CompletionItem.Kind.typeParameter, detail: "built-in type", sortText: "2" + $0.rawValue)
            }
            return index.declarations.filter { $0.key.namespace == .type }.map(nameItem) + builtins
        case .contextCase(let screen):
            guard let context = graph.screen(named: screen)?.context, case .named(let type) = context.value else { return [] }
            return index.declarations.filter { $0.key.namespace == .enumCase(type: type) }.map(nameItem)
        }
    }

    /// A declared name; its documentation comes with `completionItem/resolve` (``resolve(_:)``).
    private func nameItem(_ node: GraphNode) -> CompletionItem {
        let kind: Int
        let detail: String
        switch node.kind {
        case .screen: (kind, detail) = (CompletionItem.Kind.class, "screen")
        case .flow: (kind, detail) = (CompletionItem.Kind.module, "flow")
        case .type: (kind, detail) = (CompletionItem.Kind.struct, "type")
        case .sharedRoutes: (kind, detail) = (CompletionItem.Kind.interface, "shared routes")
        case .enumCase(let type): (kind, detail) = (CompletionItem.Kind.enumMember, "case of \(type)")
        case .field(let record): (kind, detail) = (CompletionItem.Kind.field, "field of \(record)")
        case .route(let owner): (kind, detail) = (CompletionItem.Kind.value, "route of \(owner)")
        case .reference: (kind, detail) = (CompletionItem.Kind.value, "")
        }
        return CompletionItem(
            label: node.name, kind: kind, detail: detail, sortText: "0" + node.name,
            data: CompletionItem.ResolveData(namespace: NamespaceSpelling.spelling(of: node.key.namespace), name: node.name))
    }

    /// A completion of a declared name with its documentation: what hover says of it, without
    /// the routes that reach it.
    func resolve(_ item: CompletionItem) -> CompletionItem {
        guard let data = item.data, let namespace = NamespaceSpelling.namespace(data.namespace) else { return item }
        var resolved = item
        resolved.documentation = hoverText(DeclarationKey(namespace, data.name), withReachingRoutes: false).map(MarkupContent.markdown)
        return resolved
    }
}

/// A namespace written as text in a completion's `data`, and read back.
enum NamespaceSpelling {
    static func spelling(of namespace: DeclarationKey.Namespace) -> String {
        switch namespace {
        case .screenOrFlow: "screenOrFlow"
        case .type: "type"
        case .sharedRoutes: "sharedRoutes"
        case .route(let owner): "route:" + owner
        case .field(let record): "field:" + record
        case .enumCase(let type): "enumCase:" + type
        }
    }

    static func namespace(_ spelling: String) -> DeclarationKey.Namespace? {
        let parts = spelling.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first, parts.count) {
        case ("screenOrFlow", 1): return .screenOrFlow
        case ("type", 1): return .type
        case ("sharedRoutes", 1): return .sharedRoutes
        case ("route", 2): return .route(owner: parts[1])
        case ("field", 2): return .field(record: parts[1])
        case ("enumCase", 2): return .enumCase(type: parts[1])
        default: return nil
        }
    }
}
