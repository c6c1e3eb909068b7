// The messages that keep the server's copy of the editor's documents (LSP 3.17).

/// A document as the editor opened it.
public struct TextDocumentItem: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String
    /// The editor's language id (`yaml`).
    public var languageId: String
    /// The editor's version of the text.
    public var version: Int
    /// The whole text.
    public var text: String
}

/// `textDocument/didOpen`.
public struct DidOpenTextDocumentParams: Codable, Hashable, Sendable {
    /// The opened document.
    public var textDocument: TextDocumentItem
}

/// A document and the editor's version of it.
public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    /// The document's URI.
    public var uri: String
    /// The version after the change.
    public var version: Int
}

/// One change: `text` replaces `range`, or the whole text when there is no range.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    /// What is replaced; `nil` for the whole document.
    public var range: Range?
    /// The new text.
    public var text: String
}

/// `textDocument/didChange`.
public struct DidChangeTextDocumentParams: Codable, Hashable, Sendable {
    /// The changed document.
    public var textDocument: VersionedTextDocumentIdentifier
    /// The changes, in the order they were made.
    public var contentChanges: [TextDocumentContentChangeEvent]
}

/// `textDocument/didClose` and `textDocument/didSave`.
public struct DocumentEventParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
}

/// `textDocument/publishDiagnostics`.
public struct PublishDiagnosticsParams: Codable, Hashable, Sendable {
    /// The document.
    public var uri: String
    /// The editor's version of the text the diagnostics are about, when it is open.
    public var version: Int?
    /// Every diagnostic of the document (an empty list clears them).
    public var diagnostics: [LSPDiagnostic]
}

/// A diagnostic as LSP has it.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    /// Where it is.
    public var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    /// The diagnostic code (`undefined-screen`).
    public var code: String
    /// Where the code is explained.
    public var codeDescription: CodeDescription?
    /// `navgraph`.
    public var source: String
    /// The message.
    public var message: String
    /// The notes: other places that explain it.
    public var relatedInformation: [RelatedInformation]?

    /// A link to a code's explanation.
    public struct CodeDescription: Codable, Hashable, Sendable {
        /// The explanation's URI.
        public var href: String
    }

    /// A note at another place.
    public struct RelatedInformation: Codable, Hashable, Sendable {
        /// The other place.
        public var location: Location
        /// What it has to do with the diagnostic.
        public var message: String
    }
}
