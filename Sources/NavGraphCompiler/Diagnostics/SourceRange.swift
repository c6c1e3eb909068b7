/// A span of text in one graph file: from `start` up to, not including, `end`.
///
/// Lines and columns count as in ``SourceLocation``: 1-based, columns in Unicode scalars.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first character of the span.
    public var start: SourceLocation
    /// Just past the last character of the span (in the same file).
    public var end: SourceLocation

    /// Creates a range; `end` is in `start`'s file.
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The empty range at `location`: a place known only by where it starts (a libyaml error, a
    /// byte that is not UTF-8, a name computed rather than read).
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    /// Whether `location` is inside the span (at `start`, or before `end`).
    public func contains(_ location: SourceLocation) -> Bool {
        location.file == start.file && !(location < start) && location < end
    }

    /// `path:line:column-line:column`.
    public var description: String { "\(start)-\(end.line):\(end.column)" }
}
