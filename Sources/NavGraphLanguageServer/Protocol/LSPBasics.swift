// The Language Server Protocol's basic structures, as far as NavGraph's server uses them
// (LSP 3.17). Field names are the protocol's.

/// A place in a document: 0-based line, 0-based UTF-16 column.
public struct Position: Codable, Hashable, Sendable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based column, in UTF-16 code units.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A span of a document, `end` excluded.
public struct Range: Codable, Hashable, Sendable {
    /// The first character.
    public var start: Position
    /// Just past the last character.
    public var end: Position

    /// Creates a range.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A range in a document named by its URI.
public struct Location: Codable, Hashable, Sendable {
    /// The document.
    public var uri: String
    /// The span.
    public var range: Range

    /// Creates a location.
    public init(uri: String, range: Range) {
        self.uri = uri
        self.range = range
    }
}

/// Replaces `range` with `newText`.
public struct TextEdit: Codable, Hashable, Sendable {
    /// What is replaced.
    public var range: Range
    /// What replaces it.
    public var newText: String

    /// Creates an edit.
    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// Edits to several documents, by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    /// Each document's edits.
    public var changes: [String: [TextEdit]]

    /// Creates a workspace edit.
    public init(changes: [String: [TextEdit]]) {
        self.changes = changes
    }
}

/// A document named by its URI.
public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String

    /// Creates an identifier.
    public init(uri: String) {
        self.uri = uri
    }
}

/// A request about one place in one document (definition, references, hover, completion, rename).
public struct TextDocumentPositionParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The place.
    public var position: Position

    /// Creates the parameters.
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// Text in Markdown or plain text (hover contents, documentation).
public struct MarkupContent: Codable, Hashable, Sendable {
    /// `markdown` or `plaintext`.
    public var kind: String
    /// The text.
    public var value: String

    /// Markdown text.
    public static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }
}
