/// Reads a sheet's `detents` and `initialDetent`: each detent a word (`medium`, `large`) or a
/// one-key mapping, `{ height: 320 }` (points, more than 0) or `{ fraction: 0.3 }` (of the
/// largest height, more than 0 and at most 1).
enum DetentReader {
    /// The tallest height in points the language accepts: far above any screen, below where a
    /// number stops being a height.
    static let maximumHeight = 10_000.0

    /// What a detent may be, for messages.
    static let forms = "'medium', 'large', '{ height: <points> }', '{ height: app }' or '{ fraction: <0 to 1> }'"

    /// A list of one or more detents, each listed once.
    static func detents(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> Located<[NavGraphDetent]>? {
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'detents' must be a list of one or more of \(forms)", at: node.range)
            return nil
        }
        var detents: [NavGraphDetent] = []
        for item in items {
            guard let detent = detent(item, diagnostics: &diagnostics) else { continue }
            if detents.contains(detent.value) {
                diagnostics.add(.invalidStructure, "'\(detent.value.spelling)' is listed twice in 'detents'", at: item.range)
            }
            detents.append(detent.value)
        }
        guard detents.count == items.count else { return nil }
        return Located(detents, at: node.range)
    }

    /// One detent.
    static func detent(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> Located<NavGraphDetent>? {
        guard case .mapping = node.kind else {
            return WordReader.read(node, as: NavGraphDetent.Word.self, what: "detent", diagnostics: &diagnostics)
                .map { Located($0.value.detent, at: $0.range) }
        }
        let entries = KeyedMapping.namedEntries(node, what: "a detent", diagnostics: &diagnostics)
        guard entries.count == 1, let entry = entries.first, NavGraphDetent.mappingKeys.contains(entry.name.value) else {
            diagnostics.add(.invalidStructure, "a detent is one of \(forms)", at: node.range)
            return nil
        }
        let value = entry.value.scalarText.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        switch entry.name.value {
        case "height":
            // The screen gives it at run time: `{ height: app }`.
            if entry.value.scalarText == NavGraphDetent.appHeightWord { return Located(.appHeight, at: node.range) }
            guard let points = value, points > 0, points <= maximumHeight else {
                diagnostics.add(
                    .invalidStructure,
                    "a detent's 'height' is a number of points, more than 0 and at most \(Int(maximumHeight)), or 'app' (the screen gives it at run time)",
                    at: entry.value.range)
                return nil
            }
            return Located(.height(points), at: node.range)
        default:
            guard let fraction = value, fraction > 0, fraction <= 1 else {
                diagnostics.add(
                    .invalidStructure, "a detent's 'fraction' is a number more than 0 and at most 1, of the largest height a sheet has",
                    at: entry.value.range)
                return nil
            }
            return Located(.fraction(fraction), at: node.range)
        }
    }
}
