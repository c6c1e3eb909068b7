import NavGraphCompiler

/// One check of one graph, with what the features ask of it: the index, and the positions of
/// each file's text to answer in the editor's terms.
///
/// The index and the positions are made when first asked for: publishing diagnostics needs
/// only the positions of the files that have some, so a check after a keystroke pays for
/// neither. Used on the server's actor only.
final class GraphSnapshot {
    /// What the check found.
    let edited: EditedGraph
    /// Each file's text as the editor has it (or as on disk), by path.
    let texts: [String: SourceFile]
    /// Names to declarations and uses.
    private(set) lazy var index = GraphIndex(edited.checked, files: edited.indexedFiles)
    private var currentPositions: [String: EditorPositions] = [:]
    private var standInPositions: [String: EditorPositions] = [:]

    /// Makes the index now, if it is not made yet.
    func prepareIndex() {
        _ = index
    }

    /// The snapshot of `edited`, checked from `files`.
    init(_ edited: EditedGraph, files: [SourceFile]) {
        self.edited = edited
        texts = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The positions of the current text of `path`.
    private func current(_ path: String) -> EditorPositions? {
        if let known = currentPositions[path] { return known }
        guard let text = texts[path] else { return nil }
        let positions = EditorPositions(text.contents)
        currentPositions[path] = positions
        return positions
    }

    /// The positions of the text the declarations of `path` were read from (a broken file's
    /// last good text).
    private func indexed(_ path: String) -> EditorPositions? {
        guard let standIn = edited.standIns[path] else { return current(path) }
        if let known = standInPositions[path] { return known }
        let positions = EditorPositions(standIn.contents)
        standInPositions[path] = positions
        return positions
    }

    /// The joined declarations.
    var graph: Graph { edited.checked.declarations }

    /// Whether `path` is one of the graph's files.
    func contains(_ path: String) -> Bool { texts[path] != nil }

    /// The compiler's location of an editor position in the current text of `path`.
    func location(of position: Position, in path: String) -> SourceLocation? {
        current(path).map { $0.location(of: EditorPosition(line: position.line, utf16Column: position.character), file: path) }
    }

    /// The byte offset of an editor position in the current text of `path`.
    func byteOffset(of position: Position, in path: String) -> Int? {
        current(path)?.byteOffset(of: EditorPosition(line: position.line, utf16Column: position.character))
    }

    /// The byte offset of an editor position in the text the declarations of `path` were read from.
    func indexedByteOffset(of position: Position, in path: String) -> Int? {
        indexed(path)?.byteOffset(of: EditorPosition(line: position.line, utf16Column: position.character))
    }

    /// The editor's range of a diagnostic's range (in the current text).
    func diagnosticRange(_ range: SourceRange) -> Range {
        convert(range, with: current(range.start.file))
    }

    /// The editor's range of something the index holds (in the text it was read from).
    func indexedRange(_ range: SourceRange) -> Range {
        convert(range, with: indexed(range.start.file))
    }

    /// The editor's location of something the index holds.
    func indexedLocation(_ range: SourceRange) -> Location {
        Location(uri: DocumentURI.uri(of: range.start.file), range: indexedRange(range))
    }

    /// The range of a name the index holds without its quotes (`"ItemDetail"` gives ItemDetail's):
    /// what a rename replaces.
    func nameRange(of node: GraphNode) -> Range {
        var range = node.range
        let source = edited.standIns[range.start.file] ?? texts[range.start.file]
        if let source, let positions = indexed(range.start.file) {
            let start = positions.byteOffset(of: positions.position(of: range.start))
            if start < source.contents.count, [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(source.contents[start]),
                range.end.column - range.start.column >= 2, range.start.line == range.end.line {
                range = SourceRange(
                    start: SourceLocation(file: range.start.file, line: range.start.line, column: range.start.column + 1),
                    end: SourceLocation(file: range.start.file, line: range.end.line, column: range.end.column - 1))
            }
        }
        return indexedRange(range)
    }

    /// The editor's position of a compiler location in the current text.
    func position(of location: SourceLocation) -> Position {
        guard let positions = current(location.file) else { return Position(line: max(location.line - 1, 0), character: max(location.column - 1, 0)) }
        let position = positions.position(of: location)
        return Position(line: position.line, character: position.utf16Column)
    }

    private func convert(_ range: SourceRange, with positions: EditorPositions?) -> Range {
        guard let positions else {
            // A file the graph does not hold: the compiler's lines and columns, 0-based.
            return Range(
                start: Position(line: max(range.start.line - 1, 0), character: max(range.start.column - 1, 0)),
                end: Position(line: max(range.end.line - 1, 0), character: max(range.end.column - 1, 0)))
        }
        let start = positions.position(of: range.start)
        let end = positions.position(of: range.end)
        return Range(start: Position(line: start.line, character: start.utf16Column), end: Position(line: end.line, character: end.utf16Column))
    }

    /// The index's node at an editor position in `path`.
    func node(at position: Position, in path: String) -> GraphNode? {
        guard let positions = indexed(path) else { return nil }
        let location = positions.location(of: EditorPosition(line: position.line, utf16Column: position.character), file: path)
        return index.node(at: location)
    }
}
