@testable import NavGraphCompiler

/// What must hold of the diagnostics for any input, however hostile (issue 11): the one place
/// the property tests check it.
///
/// - every diagnostic and note is inside a file that was checked: its line exists, and its
///   column (Unicode scalars from 1, docs/Language.md) is on that line, at most one past its
///   last character (the place of something missing at the end of a line);
/// - no diagnostic is reported twice;
/// - the exit status is 0 or 1, and 1 exactly when there is an error;
/// - the text report, excerpts included, renders every diagnostic.
enum DiagnosticInvariants {
    /// Every invariant the diagnostics of checking `files` break, as sentences; empty when all hold.
    static func violations(of diagnostics: [Diagnostic], files: [SourceFile]) -> [String] {
        var problems: [String] = []
        let tables = Dictionary(files.map { ($0.path, LineTable($0.contents)) }, uniquingKeysWith: { first, _ in first })
        func check(_ location: SourceLocation, of what: String) {
            guard let table = tables[location.file] else {
                if !(files.isEmpty && location.file.isEmpty) { problems.append("\(what) names no checked file: \(location)") }
                return
            }
            guard let end = table.endColumn(ofLine: location.line) else {
                problems.append("\(what) is on line \(location.line) of a \(table.lineCount)-line file: \(location)")
                return
            }
            if location.column < 1 || location.column > end {
                problems.append("\(what) is at column \(location.column) of a line ending at column \(end): \(location)")
            }
        }
        var seen: Set<String> = []
        for diagnostic in diagnostics {
            check(diagnostic.location, of: "[\(diagnostic.code.rawValue)] \(diagnostic.message)")
            for note in diagnostic.notes { check(note.location, of: "note '\(note.message)'") }
            let key = "\(diagnostic.location) \(diagnostic.code.rawValue) \(diagnostic.message)"
            if !seen.insert(key).inserted { problems.append("reported twice: \(key)") }
        }
        let status = diagnostics.exitStatus
        if status != (diagnostics.containsErrors ? 1 : 0) { problems.append("exit status \(status)") }
        let sources = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let rendered = TextReport(sources: sources).render(diagnostics)
        if diagnostics.isEmpty != rendered.isEmpty { problems.append("the text report lost diagnostics") }
        return problems
    }
}
