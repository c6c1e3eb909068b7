/// Reads `formerly:`, what a declaration or a link was written as before it was renamed: one
/// text or a list of one or more (`formerly: ProductDetail`, `formerly: ["/products/{id}"]`).
enum FormerlyReader {
    /// The texts written, each located; what is not text is `invalid-structure` at its place and
    /// left out. `what` says what the texts are ("names the screen had before").
    static func read(_ node: SyntaxNode, what: String, diagnostics: inout DiagnosticBag) -> [Located<String>] {
        guard case .sequence(let items) = node.kind else { return text(node, what: what, diagnostics: &diagnostics).map { [$0] } ?? [] }
        guard !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'formerly' must be one or a list of \(what), not an empty list", at: node.range)
            return []
        }
        return items.compactMap { text($0, what: what, diagnostics: &diagnostics) }
    }

    private static func text(_ node: SyntaxNode, what: String, diagnostics: inout DiagnosticBag) -> Located<String>? {
        guard let text = node.scalarText, !node.isNull else {
            diagnostics.add(.invalidStructure, "'formerly' must be one or a list of \(what), not \(node.shapeDescription)", at: node.range)
            return nil
        }
        return Located(text, at: node.range)
    }
}
