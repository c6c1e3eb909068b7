import Foundation
import Testing

/// Compares output with a checked-in file, and re-records it on request.
///
/// Run the tests with `NAVGRAPH_RECORD=1` to overwrite every golden file with the current
/// output (then review `git diff`). A mismatch fails the test with a line-by-line diff.
enum GoldenFile {
    /// The repository's root, found from this source file's place.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this run re-records golden files instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" }

    /// A file's URL from its path relative to the repository root.
    static func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent(relativePath)
    }

    /// Reads a file relative to the repository root.
    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// Expects `actual` to equal the file at `relativePath` (or writes it, when recording).
    static func expect(_ actual: String, matches relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = url(relativePath)
        if isRecording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing golden file \(relativePath); run with NAVGRAPH_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record("""
                output differs from \(relativePath) (- expected, + actual; NAVGRAPH_RECORD=1 re-records):
                \(lineDiff(expected: expected, actual: actual))
                """, sourceLocation: sourceLocation)
        }
    }

    /// A unified-style diff of two texts by longest common subsequence of lines: `-` expected,
    /// `+` actual, each with its line number; unchanged lines are left out.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        // common[i][j]: length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("\(i + 1) - \(old[i])")
                i += 1
            } else {
                lines.append("\(j + 1) + \(new[j])")
                j += 1
            }
        }
        return lines.prefix(60).joined(separator: "\n")
    }
}
