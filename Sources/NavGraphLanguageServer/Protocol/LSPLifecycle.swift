// `initialize` and what the server says it can do (LSP 3.17).

/// `initialize`'s parameters, as far as the server reads them.
public struct InitializeParams: Codable, Hashable, Sendable {
    /// The folder the editor opened (deprecated in favour of `workspaceFolders`, still sent).
    public var rootUri: String?
    /// The older form of `rootUri`.
    public var rootPath: String?
    /// The folders the editor opened.
    public var workspaceFolders: [WorkspaceFolder]?

    /// One folder of the workspace.
    public struct WorkspaceFolder: Codable, Hashable, Sendable {
        /// The folder's URI.
        public var uri: String
        /// Its name.
        public var name: String
    }
}

/// `initialize`'s result.
public struct InitializeResult: Codable, Hashable, Sendable {
    /// What the server does.
    public var capabilities: ServerCapabilities
    /// Who the server is.
    public var serverInfo: ServerInfo

    /// The server's name and version.
    public struct ServerInfo: Codable, Hashable, Sendable {
        /// `navgraph`.
        public var name: String
        /// NavGraph's version.
        public var version: String
    }
}

/// The features the server offers.
public struct ServerCapabilities: Codable, Hashable, Sendable {
    /// How documents are synchronised: open and close, and incremental changes (2).
    public var textDocumentSync = TextDocumentSyncOptions()
    /// Go to definition.
    public var definitionProvider = true
    /// Find references.
    public var referencesProvider = true
    /// Hover.
    public var hoverProvider = true
    /// Completion, opened by these characters too.
    public var completionProvider = CompletionOptions()
    /// Rename, with prepareRename.
    public var renameProvider = RenameOptions()
    /// Code actions: quick fixes.
    public var codeActionProvider = CodeActionOptions()
    /// Document symbols.
    public var documentSymbolProvider = true
    /// Workspace symbols.
    public var workspaceSymbolProvider = true
    /// Folding ranges.
    public var foldingRangeProvider = true

    /// Document synchronisation.
    public struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
        /// Open and close notifications are wanted.
        public var openClose = true
        /// 2: incremental changes.
        public var change = 2
        /// Saves are wanted, without the text.
        public var save = true
    }

    /// Completion's options.
    public struct CompletionOptions: Codable, Hashable, Sendable {
        /// Characters after which the editor asks at once: after `key: `, `[`, `, ` and `{`.
        public var triggerCharacters = [":", " ", "[", ",", "{"]
        /// A declared name's documentation comes with `completionItem/resolve`: a list of
        /// thousands of screens is sent without it.
        public var resolveProvider = true
    }

    /// Rename's options.
    public struct RenameOptions: Codable, Hashable, Sendable {
        /// `textDocument/prepareRename` is answered.
        public var prepareProvider = true
    }

    /// Code action's options.
    public struct CodeActionOptions: Codable, Hashable, Sendable {
        /// Quick fixes only.
        public var codeActionKinds = ["quickfix"]
    }
}
