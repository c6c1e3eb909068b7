/// Where things are in a graph file: libyaml's places mapped to the file's own lines and
/// columns, always inside the file.
///
/// libyaml reads the file without its byte-order mark, which belongs to no line, so its lines
/// and columns are the file's; only its byte offsets must be moved past the mark.
///
/// A class, though it never changes: the tree builder asks it for a place per node, and a debug
/// build would copy the struct (its path and every table in it) on each of those reads.
final class SourcePlaces {
    let path: String
    /// The path's number (`SourceFileNames`), found once for every place of the file.
    private let fileID: Int32
    let lines: LineTable
    /// The bytes before the text libyaml reads: 3 for a byte-order mark, else 0.
    let skippedBytes: Int

    init(path: String, lines: LineTable, skippedBytes: Int) {
        self.path = path
        fileID = SourceFileNames.shared.id(of: path)
        self.lines = lines
        self.skippedBytes = skippedBytes
    }

    /// The place in the file of a 1-based line and column as libyaml counts them; libyaml marks
    /// the end of a text without a final line break on the line after it, which becomes the end
    /// of the last line.
    func location(line: Int, column: Int) -> SourceLocation {
        let place = lines.clampedToFile(line: line, column: column)
        return SourceLocation(fileID: fileID, line: place.line, column: place.column)
    }

    /// The range in the file from one libyaml place to another (both 1-based).
    func range(line: Int, column: Int, endLine: Int, endColumn: Int) -> SourceRange {
        range(from: location(line: line, column: column), endLine: endLine, endColumn: endColumn)
    }

    /// The range from `start` to a libyaml place (1-based).
    func range(from start: SourceLocation, endLine: Int, endColumn: Int) -> SourceRange {
        let end = lines.clampedToFile(line: endLine, column: endColumn)
        return SourceRange(start: start, endLine: end.line, endColumn: end.column)
    }

    /// The place in the file of a byte offset into the text libyaml read.
    func location(ofByte offset: Int) -> SourceLocation {
        let place = lines.position(ofByte: offset + skippedBytes)
        return SourceLocation(fileID: fileID, line: place.line, column: place.column)
    }
}
