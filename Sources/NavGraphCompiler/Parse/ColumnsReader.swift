/// Reads a split flow's `columns`: a list of two or three columns (sidebar and detail, or
/// sidebar, content and detail), each a screen or a list of one or more screens, the first one
/// screen, the root of the split's stack.
enum ColumnsReader {
    /// The columns a split view can show: a sidebar and a detail, with a content column between.
    static let counts = 2...3

    /// The columns, each the names it lists; a column written with an error is empty, so that
    /// the others keep their places. `nil` when the value is no list of two or three items.
    static func read(_ node: SyntaxNode, of flow: Located<String>, diagnostics: inout DiagnosticBag) -> [[Located<String>]]? {
        guard case .sequence(let items) = node.kind else {
            diagnostics.add(
                .invalidStructure,
                "'columns' of '\(flow.value)' must be a list of two or three columns (sidebar, content, detail), each a screen or a list of screens, not \(node.shapeDescription)",
                at: node.range)
            return nil
        }
        guard counts.contains(items.count) else {
            diagnostics.add(
                .invalidStructure,
                "'columns' of '\(flow.value)' lists \(items.count) column\(items.count == 1 ? "" : "s"); a split view shows two (sidebar, detail) or three (sidebar, content, detail)",
                at: node.range)
            return nil
        }
        return items.enumerated().map { index, item in column(item, isFirst: index == 0, of: flow, diagnostics: &diagnostics) }
    }

    private static func column(_ item: SyntaxNode, isFirst: Bool, of flow: Located<String>, diagnostics: inout DiagnosticBag) -> [Located<String>] {
        guard case .sequence(let names) = item.kind else {
            return NameReader.read(item, what: "a column of '\(flow.value)'", diagnostics: &diagnostics).map { [$0] } ?? []
        }
        // The first column is the stack's root, which the split starts with: one screen, no choice.
        guard !isFirst else {
            diagnostics.add(
                .invalidStructure,
                "the first column of '\(flow.value)' is one screen, the root of its stack, not a list",
                at: item.range)
            return []
        }
        guard !names.isEmpty else {
            diagnostics.add(
                .invalidStructure, "a column of '\(flow.value)' must be a screen or a list of one or more screens, not an empty list",
                at: item.range)
            return []
        }
        return names.compactMap { NameReader.read($0, what: "a screen of a column of '\(flow.value)'", diagnostics: &diagnostics) }
    }
}
