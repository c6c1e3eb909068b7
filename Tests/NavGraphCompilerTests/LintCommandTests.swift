import Foundation
import Testing

/// `navgraph lint`, run in-process (`CommandRun`); `CommandLineEndToEndTests` spawns the binary.
@Suite("navgraph lint")
struct LintCommandTests {
    @Test("a valid graph exits 0 and says what it checked; in JSON, an empty list")
    func valid() throws {
        let run = try CommandRun.run(["lint", GoldenDiagnosticsTests.folder("invalid-push-near-miss-stack-root-a-switch-of-screens")])
        #expect(run.status == 0)
        #expect(run.standardOutput == "no errors or warnings: 1 graph file, 2 screens, 2 flows\n")
        let json = try CommandRun.run(["lint", "--format", "json", GoldenDiagnosticsTests.folder("invalid-push-near-miss-stack-root-a-switch-of-screens")])
        #expect(json.status == 0 && json.standardOutput.filter { !$0.isWhitespace } == "[]")
    }

    @Test("a graph with errors exits 1 and ends with a count and a hint to run explain")
    func errors() throws {
        let run = try CommandRun.run(["lint", GoldenDiagnosticsTests.folder("missing-entry-none")])
        #expect(run.status == 1)
        #expect(run.standardOutput.hasSuffix("""
            1 error, 0 warnings
            note: run 'navgraph explain missing-entry' for what it means and how to fix it; in an app package, 'swift package navgraph-explain missing-entry'

            """))
    }

    @Test("warnings alone exit 0, and 1 with --warnings-as-errors, reported as errors")
    func warnings() throws {
        let plain = try CommandRun.run(["lint", GoldenDiagnosticsTests.folder("unused-type")])
        #expect(plain.status == 0)
        #expect(plain.standardOutput.contains("warning: type 'Unused'"))
        let strict = try CommandRun.run(["lint", "--warnings-as-errors", GoldenDiagnosticsTests.folder("unused-type")])
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("error: type 'Unused'"))
    }

    @Test("unreadable paths, and folders without a graph file, end with status 2 and say so on standard error")
    func cannotRun() throws {
        let missing = try CommandRun.run(["lint", "/nonexistent/graph.navgraph.yaml"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("/nonexistent/graph.navgraph.yaml: no such file or directory"))
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-empty-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try CommandRun.run(["lint", empty.path])
        #expect(none.status == 2)
        #expect(none.standardError == "error: no *.navgraph.yaml or *.navgraph.yml files found in \(empty.path)\n")
    }

    @Test("--format json prints the specified fields on standard output")
    func json() throws {
        let run = try CommandRun.run(["lint", "--format", "json", "."], in: GoldenDiagnosticsTests.root.appendingPathComponent("duplicate-definition-across-files"))
        #expect(run.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        let first = try #require(entries.first { $0["code"] as? String == "duplicate-definition" })
        #expect(first["file"] as? String == "b.navgraph.yaml")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 3)
        #expect(first["endLine"] as? Int == 2, "the end of the name 'Home'")
        #expect(first["endColumn"] as? Int == 7)
        #expect(first["severity"] as? String == "error")
        let note = try #require((first["notes"] as? [[String: Any]])?.first)
        #expect(note["file"] as? String == "a.navgraph.yaml")
        #expect(note["line"] as? Int == 4)
    }
}
