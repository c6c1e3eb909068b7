/// Renders diagnostics (and `navgraph diff`'s findings) as `path:line:column: severity: message
/// [code]` lines, the form Xcode, SwiftPM and most editors read, each followed by its notes.
public struct TextReport: Sendable {
    /// Each file's lines by display path, found once, for the excerpts under diagnostics.
    private let lineTables: [String: LineTable]

    /// A renderer; pass the files' bytes by display path to show an excerpt with a caret under
    /// each diagnostic's column.
    public init(sources: [String: [UInt8]] = [:]) {
        lineTables = sources.mapValues(LineTable.init)
    }

    /// All diagnostics, one block each, in the order given.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        render(problems: diagnostics)
    }

    /// All problems (diagnostics, or `navgraph diff`'s findings), one block each, in the order given.
    public func render(problems: [some ReportedProblem]) -> String {
        problems.map(render).joined()
    }

    /// One diagnostic and its notes.
    public func render(_ diagnostic: some ReportedProblem) -> String {
        var text = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
        text += excerpt(at: diagnostic.location)
        for note in diagnostic.notes {
            text += "\(note.location): note: \(note.message)\n"
            text += excerpt(at: note.location)
        }
        return text
    }

    /// "2 errors, 1 warning", or `nil` when there is nothing to count.
    public static func summary(of diagnostics: [Diagnostic]) -> String? {
        summary(counting: diagnostics)
    }

    /// "2 errors, 1 warning" for any problems, or `nil` when there is nothing to count.
    public static func summary(counting diagnostics: [some ReportedProblem]) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        guard errors + warnings > 0 else { return nil }
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        return "\(count(errors, "error")), \(count(warnings, "warning"))"
    }

    /// The source line and a caret under the column, indented like a compiler's.
    private func excerpt(at location: SourceLocation) -> String {
        guard let line = lineTables[location.file]?.line(location.line) else { return "" }
        let text = String(decoding: line, as: UTF8.self)
        let gutter = String(location.line)
        let blank = String(repeating: " ", count: gutter.count)
        // Keep tabs so the caret lines up under tab-indented text.
        let lead = text.unicodeScalars.prefix(location.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
        return " \(gutter) | \(text)\n \(blank) | \(lead)^\n"
    }
}
