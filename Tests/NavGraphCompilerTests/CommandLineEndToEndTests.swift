import Foundation
import NavGraphCompiler
import Testing

/// The built `navgraph` binary, spawned: what only a process shows — exit statuses (2 for
/// arguments it refuses), and which stream each piece of output goes to. What each command does
/// is tested in-process (`CommandRun`).
@Suite("navgraph, the process")
struct CommandLineEndToEndTests {
    @Test("lint exits 0 on a clean graph, 1 on errors with its diagnostics on standard output, 2 on an unreadable path")
    func lintStatuses() throws {
        let clean = try NavGraphTool.run(["lint", GoldenDiagnosticsTests.folder("invalid-type-near-miss-every-spelling")])
        #expect(clean.status == 0 && clean.output.hasPrefix("no errors or warnings: ") && clean.error.isEmpty)
        let errors = try NavGraphTool.run(["lint", GoldenDiagnosticsTests.folder("missing-entry-none")])
        #expect(errors.status == 1)
        #expect(errors.output.contains("[missing-entry]") && errors.error.isEmpty)
        let missing = try NavGraphTool.run(["lint", "/nonexistent/graph.navgraph.yaml"])
        #expect(missing.status == 2)
        #expect(missing.output.isEmpty && missing.error == "error: /nonexistent/graph.navgraph.yaml: no such file or directory\n")
    }

    @Test("arguments the command line refuses exit 2 with the reason on standard error")
    func refusedArguments() throws {
        for arguments in [["lint"], ["lint", "--format", "xml", "."], ["explain", "undefined-screne"], ["links", "--format", "aasa", "."]] {
            let run = try NavGraphTool.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.output.isEmpty && !run.error.isEmpty, "\(arguments)")
        }
        #expect(try NavGraphTool.run(["explain", "undefined-screne"]).error.contains("did you mean 'undefined-screen'?"))
    }

    @Test("graph: the drawing on standard output, the warnings about the graph on standard error")
    func graphStreams() throws {
        let pictures = RepositoryFiles.url("Tests/NavGraphCompilerTests/Pictures")
        let run = try NavGraphTool.run(["graph", pictures.appendingPathComponent("modal.navgraph.yaml").path])
        #expect(run.status == 0)
        #expect(run.output == (try RepositoryFiles.read("Tests/NavGraphCompilerTests/Pictures/modal.dot")))
        #expect(run.error.contains("[unreachable-screen]"))
    }

    @Test("generate: the files it writes named on standard error, nothing on standard output for a clean graph")
    func generateStreams() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try NavGraphTool.run(["generate", GoldenDiagnosticsTests.folder("invalid-type-near-miss-every-spelling"), "--output-dir", "out"], in: directory)
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error.split(separator: "\n").count == SwiftGenerator.outputFileNames.count)
        #expect(run.error.hasPrefix("created \(directory.appendingPathComponent("out").path)/"))
    }

    @Test("--help lists the commands and --version prints the one version constant, both exiting 0")
    func helpAndVersion() throws {
        let help = try NavGraphTool.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("lint") && help.output.contains("scaffold"))
        let version = try NavGraphTool.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == NavGraphVersion.current + "\n")
    }
}
