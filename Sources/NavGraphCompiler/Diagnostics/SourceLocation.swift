/// A place in a graph file: the file's display path and a 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, so a column matches what an editor
/// shows for ordinary text.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it (or as found under a directory they gave).
    public var file: String {
        get { SourceFileNames.shared.path(of: fileID) }
        set { fileID = SourceFileNames.shared.id(of: newValue) }
    }
    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    /// The file, as its number among the paths this process has read (`SourceFileNames`): every
    /// syntax node, located value and diagnostic holds a location, and the path held in each was
    /// sixteen bytes, and a reference retained and released on every copy. Equal numbers are
    /// equal paths, so locations compare and hash as before.
    private(set) var fileID: Int32
    // Four bytes each: a graph file is far shorter than two billion lines (`SyntaxLimits`).
    // Twelve bytes in all keep the graph of thousands of screens inside the processor's caches
    // for longer.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(fileID: SourceFileNames.shared.id(of: file), line: line, column: column)
    }

    /// Creates a location in the file numbered `fileID` (the reader's way: the path is numbered
    /// once per file, not once per node).
    init(fileID: Int32, line: Int, column: Int) {
        self.fileID = fileID
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// `path:line:column`, the form editors and Xcode read.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        // What comparing the tuples (file, line, column) does, written out: a debug build calls
        // the generic tuple comparison through witness tables, and sorts make many of these.
        // Only locations in two files read their paths.
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        if lhs.storedLine != rhs.storedLine { return lhs.storedLine < rhs.storedLine }
        return lhs.storedColumn < rhs.storedColumn
    }
}

/// A value together with the span of a graph file it was written in.
public struct Located<Value> {
    /// The value.
    public var value: Value
    /// Where the value was written: the whole YAML node, as libyaml read it.
    public var range: SourceRange

    /// Pairs a value with the range of the node it was read from.
    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// Pairs a value with a place that has no extent (a value made up rather than read, such
    /// as the empty entry of a graph that declares none): its range is empty.
    public init(_ value: Value, at location: SourceLocation) {
        self.init(value, at: SourceRange(at: location))
    }

    /// Where the value starts: the place diagnostics and the text report show.
    public var location: SourceLocation { range.start }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
