/// Reads a screen's `links:`: a list whose items are a pattern (`"/items/{id}"`) or a mapping
/// `{ path, in, case, scheme }`. Shapes are `invalid-structure`, other keys are `unknown-key`, and a
/// pattern that does not parse is `invalid-link`, located at the character at fault when the
/// pattern sits on one line.
enum LinkReader {
    static let linkKeys = ["path", "in", "case", "scheme"]

    static func read(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> [Link] {
        if node.isNull { return [] }
        guard case .sequence(let items) = node.kind else {
            diagnostics.add(
                .invalidStructure, "'links' must be a list of paths such as \"/items/{id}\", not \(node.shapeDescription)",
                at: node.range)
            return []
        }
        return items.compactMap { link($0, diagnostics: &diagnostics) }
    }

    private static func link(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> Link? {
        guard case .mapping = node.kind else { return pattern(node, flow: nil, diagnostics: &diagnostics) }
        guard let mapping = KeyedMapping.read(node, allowed: linkKeys, what: "a link", diagnostics: &diagnostics) else { return nil }
        guard let flow = name("in", in: mapping, naming: "a flow", diagnostics: &diagnostics),
              let enumCase = name("case", in: mapping, naming: "a case of the screen's enum context", diagnostics: &diagnostics)
        else { return nil }
        guard let path = mapping["path"] else {
            if !mapping.hasUnknownKeys { diagnostics.add(.invalidStructure, "a link needs 'path'", at: node.range) }
            return nil
        }
        guard let scheme = name("scheme", in: mapping, naming: "one of the graph's URL schemes", diagnostics: &diagnostics) else { return nil }
        var link = pattern(path, flow: flow, diagnostics: &diagnostics)
        link?.enumCase = enumCase
        link?.scheme = scheme
        return link
    }

    /// The name written under `key`: `.some(nil)` when the key is absent, `nil` (reported) when
    /// its value is not text.
    private static func name(
        _ key: String, in mapping: KeyedMapping, naming what: String, diagnostics: inout DiagnosticBag
    ) -> Located<String>?? {
        guard let value = mapping[key] else { return .some(nil) }
        guard let text = value.scalarText, !value.isNull else {
            diagnostics.add(.invalidStructure, "'\(key)' must name \(what), not \(value.shapeDescription)", at: value.range)
            return nil
        }
        return .some(Located(text, at: value.range))
    }

    private static func pattern(_ node: SyntaxNode, flow: Located<String>?, diagnostics: inout DiagnosticBag) -> Link? {
        guard case .scalar(let text, _) = node.kind, !node.isNull else {
            diagnostics.add(.invalidStructure, "a link must be a path such as \"/items/{id}\", not \(node.shapeDescription)", at: node.range)
            return nil
        }
        switch LinkPattern.parse(text) {
        case .success(let pattern):
            return Link(pattern: Located(pattern, at: node.range), flow: flow, textColumnShift: node.textColumnShift)
        case .failure(let failure):
            diagnostics.add(.invalidLink, "link '\(DiagnosticText.excerpt(text))': \(failure.message)", at: node.location(ofTextOffset: failure.offset))
            return nil
        }
    }
}
