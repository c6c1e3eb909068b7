import Foundation
import Testing
@testable import NavGraphCompiler

/// The command line of issue 5: `lint --format sarif|github`, `graph`, `explain`, `schema`.
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
        let run = try NavGraphTool.run(["lint", "--format", "sarif", "app.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains(#""uri" : "app.navgraph.yaml""#))
        #expect(run.output.contains("\"version\" : \"\(NavGraphVersion.current)\""))
        #expect(try fingerprints(ofSARIF: run.output).count == 2)
    }

    @Test("the same problem keeps its SARIF fingerprint when the file around it changes")
    func fingerprintAcrossRuns() throws {
        let before = try NavGraphTool.run(["lint", "--format", "sarif", "app.navgraph.yaml"], in: try folder(with: Self.misspelt))
        let moved = "# The app's screens.\n\n" + Self.misspelt.replacingOccurrences(of: "Home:\n", with: "Home:\n    summary: Start.\n")
        let after = try NavGraphTool.run(["lint", "--format", "sarif", "app.navgraph.yaml"], in: try folder(with: moved))
        #expect(after.output.contains(#""startLine" : 9"#))
        #expect(try fingerprints(ofSARIF: before.output).count == 2)
        #expect(try fingerprints(ofSARIF: before.output) == fingerprints(ofSARIF: after.output))
    }

    @Test("lint --format github --base-dir writes workflow commands with paths from the base directory")
    func github() throws {
        let folder = try folder(with: Self.misspelt)
        let run = try NavGraphTool.run(["lint", "--format", "github", "--base-dir", "..", "app.navgraph.yaml"], in: folder)
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        try #require(lines.count == 2)
        #expect(lines[0].hasPrefix("::error file=\(folder.lastPathComponent)/app.navgraph.yaml,line=6,col=19,title=NavGraph undefined-screen::"))
        #expect(lines[1].hasPrefix("::warning "))
    }

    @Test("graph draws DOT by default and Mermaid on request, with warnings on standard error")
    func graph() throws {
        let dot = try NavGraphTool.run(["graph", Self.pictures.appendingPathComponent("modal.navgraph.yaml").path])
        #expect(dot.status == 0)
        #expect(dot.output == (try RepositoryFiles.read("Tests/NavGraphCompilerTests/Pictures/modal.dot")))
        #expect(dot.error.contains("[unreachable-screen]"))
        let mermaid = try NavGraphTool.run(["graph", "--format", "mermaid", Self.pictures.appendingPathComponent("single.navgraph.yaml").path])
        #expect(mermaid.output.hasPrefix("flowchart LR\n"))
        #expect(mermaid.error.isEmpty)
    }

    @Test("graph draws nothing and exits 1 when the graph has errors")
    func graphWithErrors() throws {
        let run = try NavGraphTool.run(["graph", try folder(with: Self.misspelt).path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("error: route destination 'Detial'"))
    }

    @Test("explain prints a code's explanation, lists every code without one, and exits 2 on an unknown code")
    func explain() throws {
        let one = try NavGraphTool.run(["explain", "push-outside-stack"])
        #expect(one.status == 0)
        #expect(one.output == DiagnosticExplanation.of(.pushOutsideStack).text)
        let all = try NavGraphTool.run(["explain"])
        #expect(all.output.split(separator: "\n").count == DiagnosticCode.allCases.count)
        let unknown = try NavGraphTool.run(["explain", "undefined-screne"])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("did you mean 'undefined-screen'? Run 'navgraph explain' for the list."))
        let unlike = try NavGraphTool.run(["explain", "nosuchcode"])
        #expect(unlike.status == 2)
        #expect(unlike.error.contains("'nosuchcode' is not a diagnostic code. Run 'navgraph explain' for the list."))
    }

    @Test("--version prints the one version constant")
    func version() throws {
        let run = try NavGraphTool.run(["--version"])
        #expect(run.output == NavGraphVersion.current + "\n")
    }

    @Test("schema prints the checked-in JSON Schema")
    func schema() throws {
        let run = try NavGraphTool.run(["schema"])
        #expect(run.status == 0)
        #expect(run.output == (try RepositoryFiles.read("Schema/navgraph.schema.json")))
    }
}
