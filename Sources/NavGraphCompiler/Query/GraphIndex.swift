/// The questions an editor (a language server) asks of a graph, answered from what was read:
/// name → declaration, declaration → references, position → node.
///
/// Built from a ``CheckedGraph``, so it works on a graph with errors too: everything declared in
/// the files that could be read is there (``CheckedGraph/declarations``), each with its exact
/// range. A declaration dropped for an error in its body is not (it has no parts to point at).
/// Declarations and uses are keyed by what they resolve to (``DeclarationKey``), not by the
/// name's text.
public struct GraphIndex: Sendable {
    /// Every node, declarations and references, in the order written per file.
    public private(set) var nodes: [GraphNode] = []
    private var declarationsByKey: [DeclarationKey: [GraphNode]] = [:]
    private var referencesByKey: [DeclarationKey: [GraphNode]] = [:]
    private var nodesByFile: [String: [GraphNode]] = [:]

    /// The index of `checked`; `files` (the files that were checked) give the text of each type
    /// expression, to place the names inside it. Every range comes from the reader: what a
    /// diagnostic is about is ``Diagnostic/range``.
    public init(_ checked: CheckedGraph, files: [SourceFile]) {
        var builder = GraphIndexBuilder(files: files, graph: checked.declarations)
        builder.add(checked.declarations)
        nodes = builder.nodes
        for node in nodes {
            if node.isDeclaration {
                declarationsByKey[node.key, default: []].append(node)
            } else {
                referencesByKey[node.key, default: []].append(node)
            }
            nodesByFile[node.range.start.file, default: []].append(node)
        }
    }

    /// Every declaration of `key`, in the order of the files: one, or several when the name is
    /// declared twice (`duplicate-definition`).
    public func declarations(of key: DeclarationKey) -> [GraphNode] {
        declarationsByKey[key] ?? []
    }

    /// Every use of `key`, in file, line and column order.
    public func references(to key: DeclarationKey) -> [GraphNode] {
        (referencesByKey[key] ?? []).sorted { $0.range.start < $1.range.start }
    }

    /// Every declaration in the index, in the order written per file.
    public var declarations: [GraphNode] { nodes.filter(\.isDeclaration) }

    /// The nodes written in `file`, in the order written.
    public func nodes(in file: String) -> [GraphNode] { nodesByFile[file] ?? [] }

    /// The declaration of the screen, flow, type or set of shared routes `name` (the first one,
    /// when it is declared twice).
    public func declaration(named name: String) -> GraphNode? {
        [DeclarationKey.Namespace.screenOrFlow, .type, .sharedRoutes].lazy
            .compactMap { declarationsByKey[DeclarationKey($0, name)]?.first }
            .min { $0.range.start < $1.range.start }
    }

    /// Every use of the screen, flow, type or set of shared routes `name`, in file, line and column order.
    public func references(to name: String) -> [GraphNode] {
        [DeclarationKey.Namespace.screenOrFlow, .type, .sharedRoutes]
            .flatMap { referencesByKey[DeclarationKey($0, name)] ?? [] }
            .sorted { $0.range.start < $1.range.start }
    }

    /// The node written at `location`: the innermost one whose range holds it, or `nil` between nodes.
    public func node(at location: SourceLocation) -> GraphNode? {
        nodes(in: location.file).filter { $0.range.contains(location) }.min { width($0.range) < width($1.range) }
    }

    /// How far a range reaches, lines first: of two ranges that both hold a place, the narrower
    /// one is inside the other.
    private func width(_ range: SourceRange) -> (lines: Int, columns: Int) {
        (range.end.line - range.start.line, range.end.column - range.start.column)
    }
}
