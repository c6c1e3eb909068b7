import Foundation
import Testing
@testable import NavGraphCompiler

/// Every command that reads a graph reports its diagnostics the same way (`--diagnostics-format`,
/// `--base-dir`, `--warnings-as-errors`): on standard output for lint, generate and scaffold, on
/// standard error for graph and links, whose standard output is the drawing or the listing.
@Suite("One diagnostics path for every command")
struct DiagnosticOptionsCommandTests {
    /// A graph with one link and one warning (an unused type), and no error.
    private static let warnedGraph = """
        version: 1
        entry: Home
        screens:
          Home:
            links: ["/"]
        types:
          Unused: Int
        links: { schemes: [app] }
        """

    private func folder(with text: String = warnedGraph) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("app.navgraph.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("graph and links: a warning-only graph exits 0, and 1 with --warnings-as-errors with nothing drawn or listed",
          arguments: [["graph"], ["links"], ["links", "--format", "aasa", "--app-id", "T.app"]])
    func warningsAsErrors(_ command: [String]) throws {
        let folder = try folder()
        let plain = try CommandRun.run(command + ["app.navgraph.yaml"], in: folder)
        #expect(plain.status == 0)
        #expect(!plain.standardOutput.isEmpty)
        #expect(plain.standardError.contains("app.navgraph.yaml:7:3: warning: type 'Unused' is declared but no screen or route uses it [unused-type]"))
        let strict = try CommandRun.run(command + ["--warnings-as-errors", "app.navgraph.yaml"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.isEmpty)
        #expect(strict.standardError.contains("app.navgraph.yaml:7:3: error: type 'Unused' is declared but no screen or route uses it [unused-type]"))
    }

    @Test("graph and links take --diagnostics-format and --base-dir, and keep stdout for their output",
          arguments: [["graph", "--format", "mermaid"], ["links", "--format", "json"]])
    func diagnosticsFormat(_ command: [String]) throws {
        let folder = try folder()
        let json = try CommandRun.run(command + ["--diagnostics-format", "json", "app.navgraph.yaml"], in: folder)
        #expect(json.status == 0)
        let reported = try #require(try JSONSerialization.jsonObject(with: Data(json.standardError.utf8)) as? [[String: Any]])
        #expect(reported.map { $0["code"] as? String } == ["unused-type"])
        #expect(json.standardOutput.hasPrefix(command.contains("graph") ? "flowchart LR\n" : "{"))
        let github = try CommandRun.run(command + ["--diagnostics-format", "github", "--base-dir", "..", "app.navgraph.yaml"], in: folder)
        #expect(github.standardError.hasPrefix("::warning file=\(folder.lastPathComponent)/app.navgraph.yaml,line=7,col=3,"))
    }

    @Test("lint takes --diagnostics-format as well as --format, and refuses the two disagreeing")
    func lintFormats() throws {
        let folder = try folder()
        let long = try CommandRun.run(["lint", "--diagnostics-format", "json", "app.navgraph.yaml"], in: folder)
        let short = try CommandRun.run(["lint", "--format", "json", "app.navgraph.yaml"], in: folder)
        #expect(long.status == 0)
        #expect(long.standardOutput.contains(#""code" : "unused-type""#))
        #expect(long.standardOutput == short.standardOutput)
        let both = try CommandRun.run(["lint", "--format", "json", "--diagnostics-format", "json", "app.navgraph.yaml"], in: folder)
        #expect(both.standardOutput == short.standardOutput)
        #expect(CommandRun.refusal(["lint", "--format", "json", "--diagnostics-format", "sarif", "app.navgraph.yaml"])?.contains("disagree") == true)
    }

    @Test("generate reports in the chosen format and writes nothing with --warnings-as-errors")
    func generate() throws {
        let folder = try folder()
        let output = folder.appendingPathComponent("out")
        let strict = try CommandRun.run(
            ["generate", "--diagnostics-format", "github", "--warnings-as-errors", "app.navgraph.yaml", "--output-dir", output.path], in: folder)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.hasPrefix("::error file=app.navgraph.yaml,line=7,col=3,"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
