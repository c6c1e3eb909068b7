import Foundation

/// Renders diagnostics as the JSON array the language specification defines: objects with
/// `file`, `line`, `column`, `severity`, `code`, `message` and `notes`, and `endLine` and
/// `endColumn`, just past the end of what the diagnostic is about (equal to `line` and `column`
/// when it is placed at a position only, such as a YAML syntax error).
public enum JSONReport {
    /// A note as JSON reports write it (`navgraph diff --format json` too).
    struct Note: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String

        init(_ note: DiagnosticNote) {
            file = note.location.file
            line = note.location.line
            column = note.location.column
            message = note.message
        }
    }

    private struct Entry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var severity: String
        var code: String
        var message: String
        var notes: [Note]
    }

    /// The JSON text, pretty-printed with sorted keys so that output is stable.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        let entries = diagnostics.map { diagnostic in
            Entry(
                file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                endLine: diagnostic.range.end.line, endColumn: diagnostic.range.end.column,
                severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue, message: diagnostic.message,
                notes: diagnostic.notes.map(Note.init))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
