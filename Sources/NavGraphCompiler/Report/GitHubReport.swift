/// Renders diagnostics as GitHub Actions workflow commands, which the runner turns into annotations
/// on the pull request's changed lines.
///
/// One line per diagnostic: `::error file=...,line=...,col=...,title=...::message`. Notes follow
/// the message on lines of their own. Every value passes through the escaping the runner expects:
/// ``escapedData(_:)`` for the message, ``escapedProperty(_:)`` for the properties.
public struct GitHubReport: Sendable {
    /// How diagnostic paths map to repository-relative paths (annotations need them).
    public var paths: ReportPaths

    /// Creates a report writer.
    public init(paths: ReportPaths) {
        self.paths = paths
    }

    /// One workflow command per diagnostic, in output order, each ending in a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        render(problems: diagnostics)
    }

    /// One workflow command per problem (a diagnostic, or a `navgraph diff` finding), in output
    /// order, each ending in a newline.
    public func render(problems: [some ReportedProblem]) -> String {
        problems.sorted(by: reportOrder).map { command(for: $0) + "\n" }.joined()
    }

    /// The workflow command for one diagnostic.
    public func command(for diagnostic: some ReportedProblem) -> String {
        let properties = [
            ("file", paths.displayPath(of: diagnostic.location.file)),
            ("line", String(diagnostic.location.line)),
            ("col", String(diagnostic.location.column)),
            ("title", "NavGraph \(diagnostic.ruleID)"),
        ]
        let noteLines = diagnostic.notes.map { note in
            "note: \(paths.displayPath(of: note.location.file)):\(note.location.line):\(note.location.column): \(note.message)"
        }
        let message = ([diagnostic.message + " [\(diagnostic.ruleID)]"] + noteLines).joined(separator: "\n")
        let renderedProperties = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(Self.command(for: diagnostic.severity)) \(renderedProperties)::\(Self.escapedData(message))"
    }

    /// Escapes a command's message: `%`, carriage return and line feed.
    public static func escapedData(_ text: String) -> String {
        TextEscaping.escaped(text, dataEscapes)
    }

    /// Escapes a property value: what ``escapedData(_:)`` escapes, and `:` and `,`.
    public static func escapedProperty(_ text: String) -> String {
        TextEscaping.escaped(text, dataEscapes.merging([":": "%3A", ",": "%2C"]) { first, _ in first })
    }

    private static let dataEscapes: [Character: String] = ["%": "%25", "\r": "%0D", "\n": "%0A", "\r\n": "%0D%0A"]

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}
