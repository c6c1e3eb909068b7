/// Reads the top-level `generate:` mapping: `ui: uikit | swiftui`, `access: internal | public`.
/// Other keys are `unknown-key` (with a suggestion); other shapes and values are
/// `invalid-structure` (with a suggestion when a value is close).
enum GenerationOptionsReader {
    static let keys = ["ui", "access"]

    static func read(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> GenerationOptions {
        var options = GenerationOptions()
        guard let mapping = KeyedMapping.read(node, allowed: keys, what: "'generate'", diagnostics: &diagnostics) else { return options }
        if let value = mapping["ui"], let ui = word(value, as: GenerationOptions.UserInterface.self, key: "ui", diagnostics: &diagnostics) {
            options.ui = ui
        }
        if let value = mapping["access"], let access = word(value, as: GenerationOptions.AccessLevel.self, key: "access", diagnostics: &diagnostics) {
            options.access = access
        }
        return options
    }

    private static func word<Word: RawRepresentable & CaseIterable>(
        _ node: SyntaxNode, as: Word.Type, key: String, diagnostics: inout DiagnosticBag
    ) -> Word? where Word.RawValue == String {
        let words = Word.allCases.map(\.rawValue)
        let expected = words.map { "'\($0)'" }.joined(separator: " or ")
        guard let text = node.scalarText, !node.isNull else {
            diagnostics.add(.invalidStructure, "'\(key)' must be \(expected), not \(node.shapeDescription)", at: node.location)
            return nil
        }
        guard let value = Word(rawValue: text) else {
            let hint = NameSuggester.didYouMean(text, among: words)
            diagnostics.add(.invalidStructure, "'\(text)' is not a value of '\(key)'; expected \(expected)\(hint)", at: node.location)
            return nil
        }
        return value
    }
}
