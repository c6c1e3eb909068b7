/// Reads a type expression from its YAML node, in either spelling the language accepts: the
/// string `"[Int]"`, or a YAML sequence holding one type (an array) or one single-pair mapping
/// (a dictionary, which is how YAML reads `[String: Int]` unquoted).
enum TypeExpressionReader {
    static func read(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> Located<TypeExpression>? {
        guard let type = expression(node, diagnostics: &diagnostics) else { return nil }
        return Located(type, at: node.location)
    }

    private static func expression(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> TypeExpression? {
        switch node.kind {
        case .scalar(let text, let isPlain):
            if node.isNull {
                diagnostics.add(.invalidType, "expected a type, found nothing", at: node.location)
                return nil
            }
            switch TypeExpressionParser.parse(text) {
            case .success(let type): return type
            case .failure(let failure):
                // Point at the offending character when the text sits on the key's line as written.
                let shift = isPlain ? 0 : 1
                var location = node.location
                if !text.contains("\n") { location.column += failure.offset + shift }
                diagnostics.add(.invalidType, failure.message, at: location)
                return nil
            }
        case .sequence(let items):
            guard items.count == 1, let item = items.first else {
                diagnostics.add(
                    .invalidType,
                    "brackets hold one type: '[Int]' for an array, '[String: Int]' for a dictionary",
                    at: node.location)
                return nil
            }
            if case .mapping(let pairs) = item.kind {
                guard pairs.count == 1, let pair = pairs.first else {
                    diagnostics.add(.invalidType, "a dictionary type has one key type and one value type", at: item.location)
                    return nil
                }
                guard let key = expression(pair.key, diagnostics: &diagnostics),
                    let value = expression(pair.value, diagnostics: &diagnostics)
                else { return nil }
                return .dictionary(key: key, value: value)
            }
            return expression(item, diagnostics: &diagnostics).map(TypeExpression.array)
        case .mapping:
            diagnostics.add(
                .invalidType, "expected a type, found a mapping; write a dictionary as '[String: Int]'",
                at: node.location)
            return nil
        }
    }
}
