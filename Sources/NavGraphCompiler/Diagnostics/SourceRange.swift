/// A span of text in one graph file: from `start` up to, not including, `end`.
///
/// Lines and columns count as in ``SourceLocation``: 1-based, columns in Unicode scalars.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first character of the span.
    public var start: SourceLocation
    // The end's line and column only: the file is the start's, and every syntax node, `Located`
    // value and diagnostic holds a range. Four bytes each, as the start's.
    private var storedEndLine: Int32
    private var storedEndColumn: Int32
    var endLine: Int { Int(storedEndLine) }
    var endColumn: Int { Int(storedEndColumn) }

    /// Creates a range; `end` is in `start`'s file.
    public init(start: SourceLocation, end: SourceLocation) {
        self.init(start: start, endLine: end.line, endColumn: end.column)
    }

    /// Creates a range from `start` to a line and column in its file (the reader's way: no
    /// second path to make for the end).
    init(start: SourceLocation, endLine: Int, endColumn: Int) {
        self.start = start
        storedEndLine = Int32(clamping: endLine)
        storedEndColumn = Int32(clamping: endColumn)
    }

    /// The empty range at `location`: a place known only by where it starts (a libyaml error, a
    /// byte that is not UTF-8, a name computed rather than read).
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    /// Just past the last character of the span (in the same file).
    public var end: SourceLocation {
        SourceLocation(fileID: start.fileID, line: endLine, column: endColumn)
    }

    /// Whether `location` is inside the span (at `start`, or before `end`).
    public func contains(_ location: SourceLocation) -> Bool {
        location.fileID == start.fileID && !(location < start) && location < end
    }

    /// `path:line:column-line:column`.
    public var description: String { "\(start)-\(endLine):\(endColumn)" }
}
