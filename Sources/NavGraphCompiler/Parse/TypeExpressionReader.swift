/// Reads a type expression from its YAML node, in either spelling the language accepts: the
/// string `"[Int]"`, or a YAML sequence holding one type (an array) or one single-pair mapping
/// (a dictionary, which is how YAML reads `[String: Int]` unquoted).
enum TypeExpressionReader {
    ///
    /// A type nesting deeper than `TypeExpressionParser.maxNesting`, in its text, through YAML
    /// brackets or both, is `limit-exceeded`.
    static func read(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> Located<TypeExpression>? {
        guard let type = expression(node, diagnostics: &diagnostics) else { return nil }
        guard type.nesting <= TypeExpressionParser.maxNesting else {
            diagnostics.add(.limitExceeded, TypeExpressionParser.tooDeep(at: 0).message, at: node.range)
            return nil
        }
        return Located(type, at: node.range)
    }

    private static func expression(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> TypeExpression? {
        switch node.kind {
        case .scalar(let text, _):
            if node.isNull {
                diagnostics.add(.invalidType, "expected a type, found nothing", at: node.range)
                return nil
            }
            switch TypeExpressionParser.parse(text) {
            case .success(let type): return type
            case .failure(let failure):
                diagnostics.add(
                    failure.exceedsLimit ? .limitExceeded : .invalidType, failure.message,
                    at: node.location(ofTextOffset: failure.offset))
                return nil
            }
        case .sequence(let items):
            guard items.count == 1, let item = items.first else {
                diagnostics.add(
                    .invalidType,
                    "brackets hold one type: '[Int]' for an array, '[String: Int]' for a dictionary",
                    at: node.range)
                return nil
            }
            if case .mapping(let pairs) = item.kind {
                guard pairs.count == 1, let pair = pairs.first else {
                    diagnostics.add(.invalidType, "a dictionary type has one key type and one value type", at: item.range)
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
                at: node.range)
            return nil
        }
    }

}
