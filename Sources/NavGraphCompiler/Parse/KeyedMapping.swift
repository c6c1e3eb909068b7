/// The pairs of one YAML mapping, looked up by key, after checking every key against the keys
/// the language allows at that place.
struct KeyedMapping {
    /// The mapping node itself (or the null that stood for an empty one).
    let node: SyntaxNode
    private let pairs: [String: SyntaxNode.Pair]
    /// Whether some key was unknown, or a merge key: a missing required key is then most likely
    /// that one, misspelled or meant to be merged in.
    private(set) var hasUnknownKeys = false
    /// Unknown keys that read as declarations indented too far (see `Declaring`): the parser
    /// records each as a declaration whose body was not read, so uses of the name are not
    /// reported as undefined too.
    private(set) var slipped: [Located<String>] = []

    /// The declaration whose body a mapping is, for unknown keys that look like a declaration of
    /// the same kind indented one level too far: a name (starting with a capital, as screens,
    /// flows and types do; keys never do) whose value is a mapping or nothing.
    struct Declaring {
        /// What is declared: "screen", "flow", "type".
        var kind: String
        /// The declaration's name, where a declaration beside it would line up.
        var name: Located<String>
    }

    /// The value under `key`, if present.
    subscript(_ key: String) -> SyntaxNode? { pairs[key]?.value }

    /// The key node of `key`, if present.
    func keyNode(_ key: String) -> SyntaxNode? { pairs[key]?.key }

    /// Reads a mapping, reporting non-text keys (`invalid-structure`) and keys not in `allowed`
    /// (`unknown-key` with a suggestion). A null value counts as an empty mapping; any other
    /// shape is `invalid-structure` and gives `nil`.
    static func read(
        _ node: SyntaxNode,
        allowed: [String],
        what: String,
        declaring: Declaring? = nil,
        diagnostics: inout DiagnosticBag
    ) -> KeyedMapping? {
        if node.isNull { return KeyedMapping(node: node, pairs: [:]) }
        guard case .mapping(let list) = node.kind else {
            diagnostics.add(.invalidStructure, "\(what) must be a mapping, not \(node.shapeDescription)", at: node.range)
            return nil
        }
        var pairs: [String: SyntaxNode.Pair] = [:]
        reportMergeKeys(of: node, diagnostics: &diagnostics)
        var hasUnknownKeys = !node.mergeKeys.isEmpty
        var slipped: [Located<String>] = []
        for pair in list {
            guard let key = pair.key.scalarText else {
                diagnostics.add(.invalidStructure, "a key must be text, not \(pair.key.shapeDescription)", at: pair.key.range)
                continue
            }
            guard allowed.contains(key) else {
                hasUnknownKeys = true
                if let declaring, key.first?.isUppercase == true, pair.value.isNull || pair.value.isMapping {
                    let column = declaring.name.location.column
                    diagnostics.add(
                        .unknownKey,
                        "'\(key)' is indented too far? A \(declaring.kind) has no key '\(key)'; to declare the \(declaring.kind) '\(key)', write it at column \(column), beside '\(declaring.name.value)'",
                        at: pair.key.range)
                    slipped.append(Located(key, at: pair.key.range))
                    continue
                }
                let hint = diagnostics.didYouMean(key, among: allowed)
                let known = allowed.map { "'\($0)'" }.joined(separator: ", ")
                let message = hint.isEmpty ? "unknown key '\(key)' in \(what); expected \(known)" : "unknown key '\(key)' in \(what)\(hint)"
                diagnostics.add(.unknownKey, message, at: pair.key.range)
                continue
            }
            pairs[key] = pair
        }
        return KeyedMapping(node: node, pairs: pairs, hasUnknownKeys: hasUnknownKeys, slipped: slipped)
    }

    /// Reads a mapping whose keys are names the user chooses (screens, routes, fields...),
    /// in the order written. Non-text keys are reported and skipped.
    static func namedEntries(
        _ node: SyntaxNode,
        what: String,
        diagnostics: inout DiagnosticBag
    ) -> [(name: Located<String>, value: SyntaxNode)] {
        if node.isNull { return [] }
        guard case .mapping(let list) = node.kind else {
            diagnostics.add(.invalidStructure, "\(what) must be a mapping, not \(node.shapeDescription)", at: node.range)
            return []
        }
        reportMergeKeys(of: node, diagnostics: &diagnostics)
        return list.compactMap { pair in
            guard let name = pair.key.scalarText else {
                diagnostics.add(.invalidStructure, "a name must be text, not \(pair.key.shapeDescription)", at: pair.key.range)
                return nil
            }
            return (Located(name, at: pair.key.range), pair.value)
        }
    }

    /// Reports the YAML merge keys the reader set aside in a mapping (`unsupported-yaml`).
    private static func reportMergeKeys(of node: SyntaxNode, diagnostics: inout DiagnosticBag) {
        for location in node.mergeKeys { diagnostics.add(.unsupportedYAML, SyntaxNode.mergeKeyMessage, at: location) }
    }
}
