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
        diagnostics.sorted(by: Diagnostic.outputOrder).map { command(for: $0) + "\n" }.joined()
    }

    /// The workflow command for one diagnostic.
    public func command(for diagnostic: Diagnostic) -> String {
        let properties = [
            ("file", paths.displayPath(of: diagnostic.location.file)),
            ("line", String(diagnostic.location.line)),
            ("col", String(diagnostic.location.column)),
            ("title", "NavGraph \(diagnostic.code.rawValue)"),
        ]
        let noteLines = diagnostic.notes.map { note in
            "note: \(paths.displayPath(of: note.location.file)):\(note.location.line):\(note.location.column): \(note.message)"
        }
        let message = ([diagnostic.message + " [\(diagnostic.code.rawValue)]"] + noteLines).joined(separator: "\n")
        let renderedProperties = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(Self.command(for: diagnostic.severity)) \(renderedProperties)::\(Self.escapedData(message))"
    }

    /// Escapes a command's message: `%`, carriage return and line feed.
    public static func escapedData(_ text: String) -> String {
        escaped(text, replacing: ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escapes a property value: what ``escapedData(_:)`` escapes, and `:` and `,`.
    public static func escapedProperty(_ text: String) -> String {
        escaped(text, replacing: ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    /// Replaces Unicode scalars one by one, so `\r\n` is two escapes and `%` is never escaped twice.
    private static func escaped(_ text: String, replacing table: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}
