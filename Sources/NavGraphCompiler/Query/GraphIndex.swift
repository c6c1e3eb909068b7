/// The questions an editor (a language server) asks of a graph, answered from what was read:
/// name → declaration, declaration → references, position → node.
///
/// Built from a ``CheckedGraph``, so it works on a graph with errors too: everything declared in
/// the files that could be read is there (``CheckedGraph/declarations``), each with its exact
/// range. A declaration dropped for an error in its body is not (it has no parts to point at).
public struct GraphIndex: Sendable {
    /// Every node, declarations and references, in the order written per file.
    public private(set) var nodes: [GraphNode] = []

    /// The index of `checked`; `files` (the files that were checked) give the text of each type
    /// expression, to place the names inside it. Every range comes from the reader: what a
    /// diagnostic is about is ``Diagnostic/range``.
    public init(_ checked: CheckedGraph, files: [SourceFile]) {
        var builder = GraphIndexBuilder(files: files)
        builder.add(checked.declarations)
        nodes = builder.nodes
    }

    /// The declaration of the screen, flow, type or set of shared routes `name` (the first one,
    /// when it is declared twice).
    public func declaration(named name: String) -> GraphNode? {
        nodes.first { node in
            node.name == name && (node.kind == .screen || node.kind == .flow || node.kind == .type || node.kind == .sharedRoutes)
        }
    }

    /// Every use of the screen, flow or type `name`, in file, line and column order.
    public func references(to name: String) -> [GraphNode] {
        nodes.filter { $0.kind == .reference && $0.name == name }.sorted { $0.range.start < $1.range.start }
    }

    /// The node written at `location`: the innermost one whose range holds it, or `nil` between nodes.
    public func node(at location: SourceLocation) -> GraphNode? {
        nodes.filter { $0.range.contains(location) }.min { width($0.range) < width($1.range) }
    }

    /// How far a range reaches, lines first: of two ranges that both hold a place, the narrower
    /// one is inside the other.
    private func width(_ range: SourceRange) -> (lines: Int, columns: Int) {
        (range.end.line - range.start.line, range.end.column - range.start.column)
    }
}
