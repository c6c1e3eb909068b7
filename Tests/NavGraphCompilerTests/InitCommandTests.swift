import Foundation
import Testing
@testable import NavGraphCompiler

/// `navgraph init` and its starter graph: clean, compiling, and never written over anything.
@Suite("navgraph init", .serialized)
struct InitCommandTests {
    @Test("each starter graph lints clean with --warnings-as-errors", arguments: GenerationOptions.UserInterface.allCases)
    func starterLintsClean(ui: GenerationOptions.UserInterface) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let created = try CommandRun.run(["init", "--output-dir", "Sources/MyNav", "--ui", ui.rawValue], in: directory)
        #expect(created.status == 0, "\(created.standardError)")
        #expect(created.standardError.hasSuffix("Sources/MyNav/App.navgraph.yaml\n"))
        let written = try String(contentsOf: directory.appendingPathComponent("Sources/MyNav/App.navgraph.yaml"), encoding: .utf8)
        #expect(written == StarterGraph.text(ui: ui))
        let lint = try CommandRun.run(["lint", "--warnings-as-errors", "Sources/MyNav"], in: directory)
        #expect(lint.status == 0)
        #expect(lint.standardOutput.hasPrefix("no errors or warnings: 1 graph file"), "\(lint.standardOutput)")
    }

    @Test("each starter graph's generated code and skeletons compile, with and without UIKit", arguments: GenerationOptions.UserInterface.allCases)
    func starterCompiles(ui: GenerationOptions.UserInterface) throws {
        let checked = GraphCompiler.check([StarterGraph.file(ui: ui)].map { SourceFile(path: $0.name, text: $0.contents) })
        let graph = try #require(ValidGraph(checked))
        #expect(checked.diagnostics.isEmpty)
        #expect(graph.graph.generationOptions.ui == ui)
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

    @Test("the SwiftUI starter's tabs are labelled and its detail opens by link: the skeletons stub tabItem")
    func swiftUIStarterSkeletons() throws {
        let checked = GraphCompiler.check([StarterGraph.file(ui: .swiftui)].map { SourceFile(path: $0.name, text: $0.contents) })
        let skeletons = SkeletonGenerator.skeletons(for: try #require(ValidGraph(checked)))
        let items = try #require(skeletons.first { $0.name == "ItemsFlowController.swift" })
        #expect(items.contents.contains("var tabItem: some View {"))
        let list = try #require(skeletons.first { $0.name == "ItemListFlowController.swift" })
        #expect(!list.contents.contains("tabItem"), "a screen that is no tab gets no label")
        #expect(StarterGraph.text(ui: .swiftui).contains("links: [\"/items/{id}\"]"))
    }

    @Test("an existing file is never overwritten: exit 2, a clear message, the file as it was")
    func neverOverwrites() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mine = directory.appendingPathComponent("App.navgraph.yaml")
        try "version: 1\nentry: Mine\n".write(to: mine, atomically: true, encoding: .utf8)
        let run = try CommandRun.run(["init"], in: directory)
        #expect(run.status == 2)
        #expect(run.standardError.contains("error: . already holds a graph file (App.navgraph.yaml)"), "\(run.standardError)")
        #expect(run.standardError.contains("never overwrites a file"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "version: 1\nentry: Mine\n")
    }

    @Test("a folder that already holds a graph, under any name, gets no second one")
    func noSecondGraph() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("Navigation")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "version: 1\n".write(to: nested.appendingPathComponent("shop.navgraph.yml"), atomically: true, encoding: .utf8)
        let run = try CommandRun.run(["init", "--output-dir", directory.path, "--name", "Other"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("Navigation/shop.navgraph.yml"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Other.navgraph.yaml").path))
    }

    @Test("--name names the file; a name that would leave the folder is refused")
    func names() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CommandRun.run(["init", "--name", "Shop"], in: directory).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Shop.navgraph.yaml").path))
        let escape = try CommandRun.run(["init", "--output-dir", "Elsewhere", "--name", "../Escaped"], in: directory)
        #expect(escape.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Escaped.navgraph.yaml").path))
    }
}
