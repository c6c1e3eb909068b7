import Foundation
import Testing
@testable import NavGraphCompiler

/// `navgraph init` and its starter graph: clean, compiling, and never written over anything.
@Suite("navgraph init", .serialized)
struct InitCommandTests {
    @Test("the starter graph lints clean with --warnings-as-errors")
    func starterLintsClean() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let created = try NavGraphTool.run(["init", "--output-dir", "Sources/MyNav"], in: directory)
        #expect(created.status == 0, "\(created.error)")
        #expect(created.error.hasSuffix("Sources/MyNav/App.navgraph.yaml\n"))
        let written = try String(contentsOf: directory.appendingPathComponent("Sources/MyNav/App.navgraph.yaml"), encoding: .utf8)
        #expect(written == StarterGraph.text)
        let lint = try NavGraphTool.run(["lint", "--warnings-as-errors", "Sources/MyNav"], in: directory)
        #expect(lint.status == 0)
        #expect(lint.output.isEmpty, "\(lint.output)")
    }

    @Test("the starter graph's generated code and skeletons compile, with and without UIKit")
    func starterCompiles() throws {
        let checked = GraphCompiler.check([StarterGraph.file()].map { SourceFile(path: $0.name, text: $0.contents) })
        let graph = try #require(ValidGraph(checked))
        #expect(checked.diagnostics.isEmpty)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = SwiftGenerator.generate(graph) + SkeletonGenerator.skeletons(for: graph)
        try OutputWriter(directory: directory.path).write(files)
        #expect(files.map(\.name).contains("MainFlowController.swift"))
        for uiKit in [false, true] {
            let result = try SwiftCompiler.typecheck(files.map { directory.appendingPathComponent($0.name) }, uiKit: uiKit)
            #expect(result.succeeded, "\(result.output)")
        }
    }

    @Test("an existing file is never overwritten: exit 2, a clear message, the file as it was")
    func neverOverwrites() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mine = directory.appendingPathComponent("App.navgraph.yaml")
        try "version: 1\nentry: Mine\n".write(to: mine, atomically: true, encoding: .utf8)
        let run = try NavGraphTool.run(["init"], in: directory)
        #expect(run.status == 2)
        #expect(run.error.contains("error: . already holds a graph file (App.navgraph.yaml)"), "\(run.error)")
        #expect(run.error.contains("never overwrites a file"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "version: 1\nentry: Mine\n")
    }

    @Test("a folder that already holds a graph, under any name, gets no second one")
    func noSecondGraph() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("Navigation")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "version: 1\n".write(to: nested.appendingPathComponent("shop.navgraph.yml"), atomically: true, encoding: .utf8)
        let run = try NavGraphTool.run(["init", "--output-dir", directory.path, "--name", "Other"])
        #expect(run.status == 2)
        #expect(run.error.contains("Navigation/shop.navgraph.yml"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Other.navgraph.yaml").path))
    }

    @Test("--name names the file; a name that would leave the folder is refused")
    func names() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try NavGraphTool.run(["init", "--name", "Shop"], in: directory).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Shop.navgraph.yaml").path))
        let escape = try NavGraphTool.run(["init", "--output-dir", "Elsewhere", "--name", "../Escaped"], in: directory)
        #expect(escape.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Escaped.navgraph.yaml").path))
    }
}
