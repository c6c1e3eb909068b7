/// Reads `in:` of a link or an `open` route: one flow (`in: Home`), or a list of them, each once
/// (`in: [Home, Search, Profile]`: the stack of whichever tab shows, else the first).
enum PlacesReader {
    /// The flows written, in order; empty when `node` is absent, `nil` (reported) when malformed.
    static func places(_ node: SyntaxNode?, diagnostics: inout DiagnosticBag) -> [Located<String>]? {
        guard let node else { return [] }
        guard case .sequence(let items) = node.kind else {
            guard let text = node.scalarText, !node.isNull else {
                diagnostics.add(.invalidStructure, "'in' must name a flow, or list flows as in 'in: [Home, Search]', not \(node.shapeDescription)", at: node.range)
                return nil
            }
            return [Located(text, at: node.range)]
        }
        guard !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'in' must list one or more flows, as in 'in: [Home, Search]'", at: node.range)
            return nil
        }
        var places: [Located<String>] = []
        for item in items {
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "'in' must list flows by name, not \(item.shapeDescription)", at: item.range)
                return nil
            }
            guard !places.contains(where: { $0.value == text }) else {
                diagnostics.add(.invalidStructure, "'\(text)' is listed twice in 'in'", at: item.range)
                return nil
            }
            places.append(Located(text, at: item.range))
        }
        return places
    }
}
