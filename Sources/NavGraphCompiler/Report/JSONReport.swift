import Foundation

/// Renders diagnostics as the JSON array the language specification defines: objects with
/// `file`, `line`, `column`, `severity`, `code`, `message` and `notes`, and `endLine` and
/// `endColumn`, just past the end of what the diagnostic is about (equal to `line` and `column`
/// when it is placed at a position only, such as a YAML syntax error).
public enum JSONReport {
    private struct Entry: Encodable {
        struct Note: Encodable {
            var file: String
            var line: Int
            var column: Int
            var message: String
        }

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
                notes: diagnostic.notes.map {
                    Entry.Note(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message)
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
