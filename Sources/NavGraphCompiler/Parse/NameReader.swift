/// Reads a name written as a value (`to`, `entry`, `root`, a column's screen...): text, not
/// null; whether it names something declared is checked once the files are joined.
enum NameReader {
    /// The name `node` writes, or `nil` after reporting `invalid-structure`; `what` says where it
    /// was expected ("'entry'", "a child").
    static func read(_ node: SyntaxNode, what: String, diagnostics: inout DiagnosticBag) -> Located<String>? {
        guard let text = node.scalarText, !node.isNull else {
            diagnostics.add(.invalidStructure, "\(what) must name a screen or flow, not \(node.shapeDescription)", at: node.range)
            return nil
        }
        return Located(text, at: node.range)
    }
}
