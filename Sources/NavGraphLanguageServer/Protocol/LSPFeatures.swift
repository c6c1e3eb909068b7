// The requests of the features NavGraph's server answers, and their results (LSP 3.17).

/// `textDocument/references`.
public struct ReferenceParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The place.
    public var position: Position
    /// Whether the declaration is wanted too.
    public var context: Context

    /// `includeDeclaration`.
    public struct Context: Codable, Hashable, Sendable {
        /// Whether the declaration is listed with the uses.
        public var includeDeclaration: Bool
    }
}

/// One completion.
public struct CompletionItem: Codable, Hashable, Sendable {
    /// What the list shows and inserts.
    public var label: String
    /// LSP's `CompletionItemKind`.
    public var kind: Int
    /// A line beside the label (a screen's context, a key's place).
    public var detail: String?
    /// The documentation shown for the selected item.
    public var documentation: MarkupContent?
    /// What replaces the word typed so far.
    public var textEdit: TextEdit?
    /// The order: declarations before words.
    public var sortText: String?
    /// For a declared name, what `completionItem/resolve` needs to add its documentation.
    public var data: ResolveData?

    /// The declaration a completion names (in the graph of the last completion asked for).
    public struct ResolveData: Codable, Hashable, Sendable {
        /// The declaration's namespace, spelled as `DeclarationKey.Namespace` (`screenOrFlow`, `enumCase:Mode`).
        public var namespace: String
        /// Its name.
        public var name: String
    }

    /// LSP's CompletionItemKind values used.
    enum Kind {
        static let field = 5
        static let `class` = 7
        static let interface = 8
        static let module = 9
        static let property = 10
        static let value = 12
        static let `enum` = 13
        static let keyword = 14
        static let enumMember = 20
        static let `struct` = 22
        static let typeParameter = 25
    }
}

/// `textDocument/completion`'s result.
public struct CompletionList: Codable, Hashable, Sendable {
    /// Whether typing more may bring other items (never: the list is whole).
    public var isIncomplete: Bool
    /// The items.
    public var items: [CompletionItem]
}

/// `textDocument/hover`'s result.
public struct Hover: Codable, Hashable, Sendable {
    /// What is shown.
    public var contents: MarkupContent
    /// The name hovered.
    public var range: Range?
}

/// `textDocument/rename`.
public struct RenameParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The place.
    public var position: Position
    /// The new name.
    public var newName: String
}

/// `textDocument/prepareRename`'s result: the name's range and its text.
public struct PrepareRenameResult: Codable, Hashable, Sendable {
    /// The name's range, quotes excluded.
    public var range: Range
    /// The name.
    public var placeholder: String
}

/// `textDocument/codeAction`.
public struct CodeActionParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The selection or the cursor.
    public var range: Range
    /// The diagnostics the editor shows there.
    public var context: Context

    /// The code action's context.
    public struct Context: Codable, Hashable, Sendable {
        /// The diagnostics there.
        public var diagnostics: [LSPDiagnostic]
    }
}

/// A quick fix.
public struct CodeAction: Codable, Hashable, Sendable {
    /// What it does, as the editor lists it.
    public var title: String
    /// `quickfix`.
    public var kind: String
    /// The diagnostics it fixes.
    public var diagnostics: [LSPDiagnostic]?
    /// Whether it is the fix to apply first.
    public var isPreferred: Bool?
    /// The edit.
    public var edit: WorkspaceEdit
}

/// One entry of a document's outline.
public struct DocumentSymbol: Codable, Hashable, Sendable {
    /// The name.
    public var name: String
    /// What it is (`screen`, `push to ItemDetail`).
    public var detail: String?
    /// LSP's SymbolKind.
    public var kind: Int
    /// The whole declaration.
    public var range: Range
    /// The name.
    public var selectionRange: Range
    /// What it declares inside (routes, fields).
    public var children: [DocumentSymbol]?

    /// LSP's SymbolKind values used.
    enum Kind {
        static let module = 2
        static let `class` = 5
        static let method = 6
        static let field = 8
        static let `enum` = 10
        static let interface = 11
        static let `struct` = 23
        static let enumMember = 22
    }
}

/// `workspace/symbol`.
public struct WorkspaceSymbolParams: Codable, Hashable, Sendable {
    /// What the name contains.
    public var query: String
}

/// One symbol of the workspace.
public struct SymbolInformation: Codable, Hashable, Sendable {
    /// The name.
    public var name: String
    /// LSP's SymbolKind.
    public var kind: Int
    /// Where it is declared.
    public var location: Location
    /// What it is declared in (the screen of a route).
    public var containerName: String?
}

/// `textDocument/foldingRange`'s parameters.
public struct FoldingRangeParams: Codable, Hashable, Sendable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
}

/// `textDocument/documentSymbol`'s parameters.
public typealias DocumentSymbolParams = FoldingRangeParams

/// A range of lines the editor may fold.
public struct FoldingRange: Codable, Hashable, Sendable {
    /// The first line (stays shown).
    public var startLine: Int
    /// The last line folded.
    public var endLine: Int
}
