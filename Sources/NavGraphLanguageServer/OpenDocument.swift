import NavGraphCompiler

/// A graph file the editor has open: its text as the editor has it, which the server reads
/// instead of the file on disk.
struct OpenDocument: Sendable {
    /// The URI the editor names it by (used when publishing, so the editor recognises it).
    var uri: String
    /// The editor's version of the text.
    var version: Int
    /// The text, as UTF-8.
    var contents: [UInt8]

    /// Applies the editor's changes in order: a change with a range replaces that range (in the
    /// text as the changes before it left it), one without replaces the whole text.
    mutating func apply(_ changes: [TextDocumentContentChangeEvent]) {
        for change in changes {
            guard let range = change.range else {
                contents = Array(change.text.utf8)
                continue
            }
            let positions = EditorPositions(contents)
            let start = positions.byteOffset(of: EditorPosition(line: range.start.line, utf16Column: range.start.character))
            let end = positions.byteOffset(of: EditorPosition(line: range.end.line, utf16Column: range.end.character))
            contents.replaceSubrange(start..<max(start, end), with: Array(change.text.utf8))
        }
    }
}
