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
        var flow: Located<String>?
        if let value = mapping["in"] {
            guard let text = value.scalarText, !value.isNull else {
                diagnostics.add(.invalidStructure, "'in' must name a flow, not \(value.shapeDescription)", at: value.range)
                return nil
            }
            flow = Located(text, at: value.range)
        }
        var enumCase: Located<String>?
        if let value = mapping["case"] {
            guard let text = value.scalarText, !value.isNull else {
                diagnostics.add(.invalidStructure, "'case' must name a case of the screen's enum context, not \(value.shapeDescription)", at: value.range)
                return nil
            }
            enumCase = Located(text, at: value.range)
        }
        guard let path = mapping["path"] else {
            if !mapping.hasUnknownKeys { diagnostics.add(.invalidStructure, "a link needs 'path'", at: node.range) }
            return nil
        }
        var scheme: Located<String>?
        if let value = mapping["scheme"] {
            guard let text = value.scalarText, !value.isNull else {
                diagnostics.add(.invalidStructure, "'scheme' must name one of the graph's URL schemes, not \(value.shapeDescription)", at: value.range)
                return nil
            }
            scheme = Located(text, at: value.range)
        }
        var link = pattern(path, flow: flow, diagnostics: &diagnostics)
        link?.enumCase = enumCase
        link?.scheme = scheme
        return link
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
