/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    /// The graph is wrong; nothing is generated.
    case error
    /// The graph works but is probably not what was meant.
    case warning
    /// A pointer to another place that explains a diagnostic.
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// Errors sort before warnings, warnings before notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary place that explains a diagnostic, such as the first definition of a duplicate.
public struct DiagnosticNote: Hashable, Sendable {
    /// What the other place has to do with the diagnostic.
    public var message: String
    /// The other place.
    public var location: SourceLocation

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One problem found in a graph, with a stable code and the place it is about.
public struct Diagnostic: Hashable, Sendable {
    /// The stable code, such as `undefined-screen`.
    public var code: DiagnosticCode
    /// Error or warning.
    public var severity: Severity
    /// One phrase, no trailing period.
    public var message: String
    /// The YAML node the diagnostic is about, as libyaml read it; empty when the diagnostic is
    /// placed at a position only (a libyaml error, a byte that is not UTF-8, a character found
    /// inside a scalar's text), for then its extent is not known.
    public var range: SourceRange
    /// Other places that explain it.
    public var notes: [DiagnosticNote]

    /// Creates a diagnostic about the node written over `range`; the severity defaults to the code's own.
    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at range: SourceRange,
        severity: Severity? = nil,
        notes: [DiagnosticNote] = []
    ) {
        self.code = code
        self.severity = severity ?? code.severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    /// Creates a diagnostic placed at a position only: its range is empty.
    public init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, severity: Severity? = nil, notes: [DiagnosticNote] = []) {
        self.init(code, message, at: SourceRange(at: location), severity: severity, notes: notes)
    }

    /// Where the diagnostic starts: the place the text report and every other stage use.
    public var location: SourceLocation { range.start }

    /// Orders diagnostics for output: by place, then severity, code and message, so output is stable.
    public static func outputOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        reportOrder(lhs, rhs)
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The exit status of checking that reported these: 1 when any is an error, else 0. (2 is
    /// left for what stops before checking: bad arguments, unreadable files, unwritable output.)
    public var exitStatus: Int32 { containsErrors ? 1 : 0 }
}

extension Array where Element == Diagnostic {
    /// The same diagnostics with every warning made an error (`--warnings-as-errors`).
    public func promotingWarnings() -> [Diagnostic] {
        map { diagnostic in
            var promoted = diagnostic
            if promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }
    }

    /// The most diagnostics one report shows.
    public static var reportLimit: Int { 1_000 }

    /// The diagnostics a report shows: all of them, or the first `limit` and one closing
    /// `limit-exceeded` diagnostic, at the first one left out, saying how many more there are;
    /// it is an error when one of those is, so a report keeps its worst severity. Every format
    /// stays what it is (a JSON array, a SARIF log), and one run's output stays bounded.
    public func limitedForReport(to limit: Int = reportLimit) -> [Diagnostic] {
        guard count > limit else { return self }
        let left = self[limit...]
        return Array(prefix(limit)) + [Diagnostic(
            .limitExceeded,
            "\(left.count) more diagnostics are not shown: a report shows at most \(limit); fix these and check again",
            at: SourceRange(at: self[limit].location),
            severity: left.contains { $0.severity == .error } ? .error : .warning)]
    }
}
