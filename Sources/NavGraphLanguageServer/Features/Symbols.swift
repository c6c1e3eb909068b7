import NavGraphCompiler

extension GraphSnapshot {
    /// The outline of a file: its screens, flows, types and sets of shared routes, each with its
    /// routes, fields or cases.
    func documentSymbols(in path: String) -> [DocumentSymbol] {
        let declared = index.nodes(in: path).filter(\.isDeclaration)
        var symbols: [DocumentSymbol] = []
        for node in declared {
            if let owner = Self.owner(of: node), let last = symbols.indices.last, symbols[last].name == owner {
                var child = symbol(node)
                child.detail = detail(of: node)
                symbols[last].children = (symbols[last].children ?? []) + [child]
                // The parent's range reaches over its children, as LSP requires.
                symbols[last].range.end = max(symbols[last].range.end, child.range.end)
            } else if Self.owner(of: node) == nil {
                var top = symbol(node)
                top.detail = detail(of: node)
                symbols.append(top)
            }
        }
        return symbols
    }

    /// Workspace symbols: every declaration whose name contains `query` (case ignored).
    func workspaceSymbols(matching query: String) -> [SymbolInformation] {
        let wanted = query.lowercased()
        return index.declarations.filter { wanted.isEmpty || $0.name.lowercased().contains(wanted) }.map { node in
            SymbolInformation(name: node.name, kind: Self.symbolKind(node), location: indexedLocation(node.range), containerName: Self.owner(of: node))
        }
    }

    private func symbol(_ node: GraphNode) -> DocumentSymbol {
        let range = indexedRange(node.range)
        return DocumentSymbol(name: node.name, detail: nil, kind: Self.symbolKind(node), range: range, selectionRange: range, children: nil)
    }

    private func detail(of node: GraphNode) -> String? {
        switch node.kind {
        case .screen: "screen"
        case .flow: graph.flow(named: node.name).map { "\($0.kind.rawValue) flow" }
        case .type: "type"
        case .sharedRoutes: "shared routes"
        case .route(let owner): routes(of: owner).first { $0.name.range == node.range }.map { describe($0) }
        case .field(let record): "field of \(record)"
        case .enumCase(let type): "case of \(type)"
        case .reference: nil
        }
    }

    /// The declaration a route, field or case is declared in.
    private static func owner(of node: GraphNode) -> String? {
        switch node.kind {
        case .route(let owner), .field(let owner), .enumCase(let owner): owner
        default: nil
        }
    }

    private static func symbolKind(_ node: GraphNode) -> Int {
        switch node.kind {
        case .screen: DocumentSymbol.Kind.class
        case .flow: DocumentSymbol.Kind.module
        case .type: DocumentSymbol.Kind.struct
        case .sharedRoutes: DocumentSymbol.Kind.interface
        case .route: DocumentSymbol.Kind.method
        case .field: DocumentSymbol.Kind.field
        case .enumCase: DocumentSymbol.Kind.enumMember
        case .reference: DocumentSymbol.Kind.field
        }
    }

    /// Folding ranges by indentation: a line folds the lines after it that are indented more
    /// (blank lines and comments between them included), as YAML's block structure nests.
    func foldingRanges(in path: String) -> [FoldingRange] {
        guard let source = texts[path] else { return [] }
        let lines = String(decoding: source.contents, as: UTF8.self).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        var open: [(line: Int, indent: Int)] = []
        var ranges: [FoldingRange] = []
        var lastContent = 0
        for (number, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let indent = line.count - trimmed.count
            while let top = open.last, top.indent >= indent {
                open.removeLast()
                if lastContent > top.line { ranges.append(FoldingRange(startLine: top.line, endLine: lastContent)) }
            }
            open.append((number, indent))
            lastContent = number
        }
        for top in open.reversed() where lastContent > top.line {
            ranges.append(FoldingRange(startLine: top.line, endLine: lastContent))
        }
        return ranges.sorted { $0.startLine < $1.startLine }
    }
}

extension Position: Comparable {
    /// Orders by line, then column.
    public static func < (lhs: Position, rhs: Position) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.character < rhs.character
    }
}
