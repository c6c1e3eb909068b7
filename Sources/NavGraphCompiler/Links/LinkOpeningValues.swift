/// What a link opens a screen with beside what its URL gives: the enum case (`case:`) and the
/// constants (`set:`), as `navgraph links` lists them and `navgraph diff` compares them.
public struct LinkOpeningValues: Sendable, Hashable {
    /// `case:`; `nil` for none.
    public var enumCase: String?
    /// `set:`; `nil` for none.
    public var constants: LinkConstants?

    /// The values, or `nil` when there is neither a case nor constants.
    public init?(enumCase: String?, constants: LinkConstants?) {
        guard enumCase != nil || constants != nil else { return nil }
        self.enumCase = enumCase
        self.constants = constants
    }

    /// `case: smartFeed, set: unread`, `set: { source: homeScreenWidget, openSearch: true }`: as
    /// the graph writes them, fields in the order written, a text that is empty or holds other
    /// than letters, digits and `.-+_` quoted (`""`, `"a b"`).
    public var written: String {
        func quoted(_ text: String) -> String {
            let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-+_".unicodeScalars.contains($0) }
            return plain ? text : SwiftEscaper.stringLiteral(text)
        }
        let set: String? = switch constants {
        case .value(let value): "set: \(quoted(value.value))"
        case .fields(let fields): "set: { " + fields.map { "\($0.name.value): \(quoted($0.value.value))" }.joined(separator: ", ") + " }"
        case nil: nil
        }
        return [enumCase.map { "case: \($0)" }, set].compactMap { $0 }.joined(separator: ", ")
    }

    /// Whether both open a screen with the same value: the same case and the same constants,
    /// wherever they are written and in whatever order the fields are listed.
    public func means(_ other: LinkOpeningValues?) -> Bool {
        guard let other, enumCase == other.enumCase else { return false }
        switch (constants, other.constants) {
        case (nil, nil): return true
        case (.value(let mine)?, .value(let theirs)?): return mine.value == theirs.value
        case (.fields?, .fields?): return constants?.fieldValues == other.constants?.fieldValues
        default: return false
        }
    }
}
