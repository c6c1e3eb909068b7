import Foundation
import Testing

/// Compares output with a checked-in expected file, or records it when `NAVGRAPH_RECORD=1`.
///
/// Re-recording rewrites the expected files; read every changed line (`git diff`) before committing.
enum GoldenFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" }

    static func check(_ actual: String, against expectedURL: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: expectedURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
        if expected != actual {
            Issue.record(
                """
                \(expectedURL.path) differs (- expected, + actual; NAVGRAPH_RECORD=1 swift test re-records):
                \(LineDiff.render(expected: expected, actual: actual))
                """,
                sourceLocation: sourceLocation)
        }
    }
}
