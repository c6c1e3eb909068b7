/// A YAML node with the place it was written: what the graph file parser walks.
///
/// Aliases are already expanded (within the limits) and duplicate keys already reported, so
/// every mapping here has distinct keys.
struct SyntaxNode: Sendable {
    /// A key and its value in a mapping.
    struct Pair: Sendable {
        var key: SyntaxNode
        var value: SyntaxNode
    }

    /// The node's shape.
    enum Kind: Sendable {
        /// Text; `isPlain` is false for quoted and block scalars.
        case scalar(text: String, isPlain: Bool)
        case sequence([SyntaxNode])
        case mapping([Pair])
    }

    var kind: Kind
    /// Where the node is written, as libyaml reports it: a scalar from its first character (an
    /// opening quote, a block scalar's `|` or `>`) to just past its last (a closing quote; a
    /// block scalar's final line break, so its range ends at the start of the next line); a flow
    /// collection from its bracket to just past the closing one; a block collection from its
    /// first key or `-` to the end of its last value; an alias (`*name`) the alias itself.
    var range: SourceRange
    /// Where the node starts: the place of its diagnostics.
    var location: SourceLocation { range.start }

    /// How many columns a scalar's text starts right of `location` when the text sits on the
    /// node's line as written: 0 when plain, 1 after the opening quote; `nil` for a block scalar
    /// (its text starts on the next line) and for text folded over lines, whose offsets are not
    /// columns.
    var textColumnShift: Int? {
        guard case .scalar(_, let isPlain) = kind, range.end.line == range.start.line else { return nil }
        return isPlain ? 0 : 1
    }

    /// Where the character at `offset` of a scalar's text is written, or the scalar's start when
    /// that cannot be told (`textColumnShift`), so that a location never lies past its line.
    func location(ofTextOffset offset: Int) -> SourceLocation {
        var location = self.location
        if let shift = textColumnShift, location.column + shift + offset < range.end.column {
            location.column += shift + offset
        }
        return location
    }
    /// Where this mapping's YAML merge keys (`<<: *anchor`) are. NavGraph does not read them:
    /// the reader leaves them out of the pairs, and whatever reads the mapping's keys reports
    /// each (`mergeKeyMessage`), so that the report counts against the declaration it is in.
    var mergeKeys: [SourceLocation] = []

    /// What is said at a merge key: once, at the `<<`, rather than the anchor's keys reported
    /// as unknown keys of something named `<<` at the anchor's lines.
    static let mergeKeyMessage =
        "YAML merge key '<<' is not supported; write the keys out here (routes that several screens offer are declared once under 'sharedRoutes')"

    /// The text of a scalar, `nil` for collections.
    var scalarText: String? {
        if case .scalar(let text, _) = kind { text } else { nil }
    }

    /// Whether the node is YAML's null: an empty plain value, `~` or `null`.
    var isNull: Bool {
        guard case .scalar(let text, true) = kind else { return false }
        // A switch, not a literal array's `contains`: this runs for nearly every node read.
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// Whether the node is a mapping.
    var isMapping: Bool {
        if case .mapping = kind { true } else { false }
    }

    /// What the node is, for messages: "a mapping", "a list", "text".
    var shapeDescription: String {
        switch kind {
        case .scalar: isNull ? "nothing" : "text"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
