import Foundation
import Testing

@Suite("navgraph lint")
struct LintCommandTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    private func folder(_ name: String) -> String { Self.golden.appendingPathComponent(name).path }

    @Test("a valid graph exits 0 and prints nothing")
    func valid() throws {
        let run = try NavGraphTool.run(["lint", folder("invalid-type-near-miss-every-spelling")])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
    }

    @Test("a graph with errors exits 1 and ends with a count and a hint to run explain")
    func errors() throws {
        let run = try NavGraphTool.run(["lint", folder("missing-entry-none")])
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("""
            1 error, 0 warnings
            note: run 'navgraph explain missing-entry' for what it means and how to fix it; in an app package, 'swift run navgraph explain ...'

            """))
    }

    @Test("warnings alone exit 0, and 1 with --warnings-as-errors, reported as errors")
    func warnings() throws {
        let plain = try NavGraphTool.run(["lint", folder("unused-type")])
        #expect(plain.status == 0)
        #expect(plain.output.contains("warning: type 'Unused'"))
        let strict = try NavGraphTool.run(["lint", "--warnings-as-errors", folder("unused-type")])
        #expect(strict.status == 1)
        #expect(strict.output.contains("error: type 'Unused'"))
    }

    @Test("bad arguments and unreadable paths exit 2")
    func cannotRun() throws {
        #expect(try NavGraphTool.run(["lint"]).status == 2)
        #expect(try NavGraphTool.run(["lint", "--format", "xml", folder("unused-type")]).status == 2)
        let missing = try NavGraphTool.run(["lint", "/nonexistent/graph.navgraph.yaml"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("/nonexistent/graph.navgraph.yaml: no such file or directory"))
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-empty-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try NavGraphTool.run(["lint", empty.path]).status == 2)
    }

    @Test("--format json prints the specified fields on standard output")
    func json() throws {
        let run = try NavGraphTool.run(["lint", "--format", "json", "."], in: Self.golden.appendingPathComponent("duplicate-definition-across-files"))
        #expect(run.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
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

    @Test("--help exits 0 and lists the lint command")
    func help() throws {
        let run = try NavGraphTool.run(["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("lint"))
    }
}
