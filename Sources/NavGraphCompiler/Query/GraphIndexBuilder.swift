/// Lists the nodes of a joined graph for ``GraphIndex``, each with the range of the name as written.
struct GraphIndexBuilder {
    /// The lines of each file, by path: the text of a type expression, to find the names in it.
    private let lines: [String: LineTable]
    private(set) var nodes: [GraphNode] = []

    init(files: [SourceFile]) {
        lines = Dictionary(files.map { ($0.path, LineTable($0.contents)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Adds the entry and every declaration of `graph` with the names each one uses.
    mutating func add(_ graph: Graph) {
        // Without any entry the resolver leaves an empty name, which is written nowhere.
        if !graph.entry.value.isEmpty { name(.reference, graph.entry) }
        for type in graph.types {
            name(.type, type.name)
            for written in type.kind.writtenTypes { uses(written) }
        }
        for screen in graph.screens {
            name(.screen, screen.name)
            uses(screen.context)
            uses(screen.feedback)
            routes(screen.ownRoutes, of: screen.name.value)
            for listing in screen.sharedRoutes { name(.reference, listing) }
            for case let flow? in screen.links.map(\.flow) { name(.reference, flow) }
        }
        for set in graph.sharedRouteSets {
            name(.sharedRoutes, set.name)
            routes(set.routes, of: set.name.value)
        }
        for flow in graph.flows {
            name(.flow, flow.name)
            for child in flow.listedNames { name(.reference, child) }
            if let initial = flow.initial { name(.reference, initial) }
            uses(flow.context)
            uses(flow.feedback)
            routes(flow.routes, of: flow.name.value)
        }
    }

    /// The routes of a screen, a shared set or a flow, each once: a shared route at its set.
    private mutating func routes(_ routes: [Route], of owner: String) {
        for route in routes {
            name(.route(of: owner), route.name)
            name(.reference, route.destination)
            if let placedIn = route.placedIn { name(.reference, placedIn) }
            uses(route.context)
            uses(route.feedback)
        }
    }

    private mutating func name(_ kind: GraphNode.Kind, _ name: Located<String>) {
        nodes.append(GraphNode(kind: kind, name: name.value, range: name.range))
    }

    /// The declared names inside a written type expression, each at its own place in the text
    /// (`[ItemID: Item]` gives two references) when the expression is written on one line:
    /// plain, quoted or a flow collection, each name found as written between the expression's
    /// ends. An expression over several lines (folded, a block scalar or a block list), or a name
    /// spelled with an escape, gives each name the whole expression's range.
    private mutating func uses(_ type: Located<TypeExpression>?) {
        guard let type else { return }
        let whole = type.range
        let text = text(of: whole)
        var searchFrom = 0
        for name in type.value.namedReferences {
            guard let offset = Self.offset(of: name, in: text, from: searchFrom) else {
                nodes.append(GraphNode(kind: .reference, name: name, range: whole))
                continue
            }
            searchFrom = offset + name.unicodeScalars.count
            var start = whole.start
            start.column += offset
            var end = start
            end.column += name.unicodeScalars.count
            nodes.append(GraphNode(kind: .reference, name: name, range: SourceRange(start: start, end: end)))
        }
    }

    /// The characters of a `range` on one line, as the file has them; none for a range over
    /// several lines or in a file not given.
    private func text(of range: SourceRange) -> [Unicode.Scalar] {
        guard range.start.line == range.end.line, let line = lines[range.start.file]?.line(range.start.line) else { return [] }
        let scalars = Array(String(decoding: line, as: UTF8.self).unicodeScalars)
        let first = range.start.column - 1
        let end = range.end.column - 1
        guard first >= 0, first <= end, end <= scalars.count else { return [] }
        return Array(scalars[first..<end])
    }

    /// Where `name` is written as a whole word in `text`, at or after `from` (in Unicode scalars).
    private static func offset(of name: String, in text: [Unicode.Scalar], from: Int) -> Int? {
        let wanted = Array(name.unicodeScalars)
        guard !wanted.isEmpty, text.count >= wanted.count else { return nil }
        let isWord = { (scalar: Unicode.Scalar) in scalar.properties.isXIDContinue }
        var index = from
        while index + wanted.count <= text.count {
            if Array(text[index..<index + wanted.count]) == wanted,
                index == 0 || !isWord(text[index - 1]),
                index + wanted.count == text.count || !isWord(text[index + wanted.count]) {
                return index
            }
            index += 1
        }
        return nil
    }
}
