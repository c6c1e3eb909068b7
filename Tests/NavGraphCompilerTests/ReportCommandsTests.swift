import Foundation
import Testing
@testable import NavGraphCompiler

/// The command line of issue 5: `lint --format sarif|github`, `graph`, `explain`, `schema`, run
/// in-process (`CommandRun`).
@Suite("navgraph graph, explain, schema and CI formats")
struct ReportCommandsTests {
    private static let pictures = RepositoryFiles.url("Tests/NavGraphCompilerTests/Pictures")
    private static let misspelt = """
        version: 1
        entry: Home
        screens:
          Home:
            routes:
              open: { to: Detial, style: present }
          Detail: {}
        types:
          Unused: Int
        """

    /// A fresh folder holding one graph file with the given text.
    private func folder(with text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("app.navgraph.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    private func fingerprints(ofSARIF text: String) throws -> [String] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey] }
    }

    @Test("lint --format sarif writes paths relative to the working directory and exits 1 on errors")
    func sarif() throws {
        let folder = try folder(with: Self.misspelt)
        let run = try CommandRun.run(["lint", "--format", "sarif", "app.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains(#""uri" : "app.navgraph.yaml""#))
        #expect(run.standardOutput.contains("\"version\" : \"\(NavGraphVersion.current)\""))
        #expect(try fingerprints(ofSARIF: run.standardOutput).count == 2)
    }

    @Test("the same problem keeps its SARIF fingerprint when the file around it changes")
    func fingerprintAcrossRuns() throws {
        let before = try CommandRun.run(["lint", "--format", "sarif", "app.navgraph.yaml"], in: try folder(with: Self.misspelt))
        let moved = "# The app's screens.\n\n" + Self.misspelt.replacingOccurrences(of: "Home:\n", with: "Home:\n    summary: Start.\n")
        let after = try CommandRun.run(["lint", "--format", "sarif", "app.navgraph.yaml"], in: try folder(with: moved))
        #expect(after.standardOutput.contains(#""startLine" : 9"#))
        #expect(try fingerprints(ofSARIF: before.standardOutput).count == 2)
        #expect(try fingerprints(ofSARIF: before.standardOutput) == fingerprints(ofSARIF: after.standardOutput))
    }

    @Test("lint --format github --base-dir writes workflow commands with paths from the base directory")
    func github() throws {
        let folder = try folder(with: Self.misspelt)
        let run = try CommandRun.run(["lint", "--format", "github", "--base-dir", "..", "app.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n")
        try #require(lines.count == 2)
        #expect(lines[0].hasPrefix("::error file=\(folder.lastPathComponent)/app.navgraph.yaml,line=6,col=19,title=NavGraph undefined-screen::"))
        #expect(lines[1].hasPrefix("::warning "))
    }

    @Test("graph draws DOT by default and Mermaid on request, with warnings on standard error")
    func graph() throws {
        let dot = try CommandRun.run(["graph", Self.pictures.appendingPathComponent("modal.navgraph.yaml").path])
        #expect(dot.status == 0)
        #expect(dot.standardOutput == (try RepositoryFiles.read("Tests/NavGraphCompilerTests/Pictures/modal.dot")))
        #expect(dot.standardError.contains("[unreachable-screen]"))
        let mermaid = try CommandRun.run(["graph", "--format", "mermaid", Self.pictures.appendingPathComponent("single.navgraph.yaml").path])
        #expect(mermaid.standardOutput.hasPrefix("flowchart LR\n"))
        #expect(mermaid.standardError.isEmpty)
    }

    @Test("graph draws nothing and exits 1 when the graph has errors")
    func graphWithErrors() throws {
        let run = try CommandRun.run(["graph", try folder(with: Self.misspelt).path])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("error: route destination 'Detial'"))
    }

    @Test("explain prints a code's explanation, and lists every code without one")
    func explain() throws {
        let one = try CommandRun.run(["explain", "push-outside-stack"])
        #expect(one.status == 0)
        #expect(one.standardOutput == DiagnosticExplanation.of(.pushOutsideStack).text)
        let all = try CommandRun.run(["explain"])
        #expect(all.standardOutput.split(separator: "\n").count == DiagnosticCode.allCases.count)
    }

    @Test("schema prints the checked-in JSON Schema")
    func schema() throws {
        let run = try CommandRun.run(["schema"])
        #expect(run.status == 0)
        #expect(run.standardOutput == (try RepositoryFiles.read("Schema/navgraph.schema.json")))
    }
}
