/// Reads the top-level `generate:` mapping: `ui: uikit | swiftui`, `access: internal | public`.
/// Other keys are `unknown-key` (with a suggestion); other shapes and values are
/// `invalid-structure` (with a suggestion when a value is close).
enum GenerationOptionsReader {
    static let keys = GenerationOptionKey.spellings

    static func read(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> GenerationOptions {
        var options = GenerationOptions()
        guard let mapping = KeyedMapping.read(node, allowed: keys, what: "'generate'", diagnostics: &diagnostics) else { return options }
        if let value = mapping["ui"], let ui = WordReader.read(value, as: GenerationOptions.UserInterface.self, what: "ui option", diagnostics: &diagnostics) {
            options.ui = ui.value
        }
        if let value = mapping["access"], let access = WordReader.read(value, as: GenerationOptions.AccessLevel.self, what: "access level", diagnostics: &diagnostics) {
            options.access = access.value
        }
        return options
    }
}
