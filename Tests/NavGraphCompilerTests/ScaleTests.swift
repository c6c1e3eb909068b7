import Foundation
import NavGraphGraphShapes
import Testing
@testable import NavGraphCompiler

/// Work and output that grow with the graph, on the shapes that once made them grow faster
/// (`GraphShape`, docs/Performance.md): each case is sized so that the quadratic code they
/// replace takes seconds on it, and asserts what was produced, never how long it took.
@Suite("Scale: output and work that grow with the graph")
struct ScaleTests {
    /// The graph of `files`, checked without errors.
    private func valid(_ files: [SourceFile]) throws -> ValidGraph {
        let checked = GraphCompiler.check(files)
        #expect(!checked.hasErrors, "\(TextReport().render(checked.diagnostics.prefix(5).map { $0 }))")
        return try #require(ValidGraph(checked))
    }

    private func bytes(_ files: [SourceFile]) -> Int {
        files.reduce(0) { $0 + $1.contents.count }
    }

    @Test("a tab bar of 20 stacks of 50 screens, each pushing three screens with a context and feedback and selecting a tab, and tabs made from data, checks with every screen placed in its stack")
    func manyTabs() throws {
        // `stackPlacements` was derived again from every screen's spots for each push: 3.4 s of
        // checking for 2,000 screens in a release build, and more in this debug one.
        let files = GraphShape.tabs.files(screens: 1_000)
        let checked = GraphCompiler.check(files)
        #expect(checked.diagnostics.allSatisfy { $0.code == .tooManyTabs }, "\(TextReport().render(checked.diagnostics.prefix(3).map { $0 }))")
        let analysis = try #require(checked.analysis)
        #expect(analysis.stackPlacements.count == 1_000 + 24, "every screen, the post item's screen, the keyed tabs' flow and root, each stack and the tab bar")
        #expect(analysis.stackPlacements.values.allSatisfy { $0 == [true] || $0 == [false] })
    }

    @Test("links under a chain of 100 switch flows generate each way down once: Swift and the JSON listing grow with the graph, not with links times depth")
    func deepSwitchChain() throws {
        // Each of the 899 links repeated the 100 switching steps: about 40 MB of Swift, 500 bytes a
        // byte of graph; the switch flows' own contracts take about 50.
        let files = GraphShape.switches.files(screens: 1_000)
        let graph = try valid(files)
        let generated = SwiftGenerator.generate(graph)
        let swift = generated.reduce(0) { $0 + $1.contents.utf8.count }
        #expect(swift < 100 * bytes(files), "\(swift) bytes of Swift from \(bytes(files)) bytes of graph")
        let navigation = try #require(generated.first { $0.name == "NavGraphNavigation.swift" }?.contents)
        #expect(navigation.components(separatedBy: "switching: .init(").count - 1 == 100, "one switching step per switch flow")
        #expect(navigation.components(separatedBy: "steps: NavGraphWays.w100,").count - 1 == 899, "every link names the way")
        let json = LinkListing.json(LinkCatalog(graph))
        #expect(json.utf8.count < 10 * bytes(files), "\(json.utf8.count) bytes of JSON")
        #expect(json.components(separatedBy: "\"kind\" : \"switch\"").count - 1 == 100, "each switch step listed once")
    }

    @Test("500 rooms, each a sub-flow whose root and second screen are linked, check clean with every link placed as its sub-flow, and generate Swift that grows with the graph")
    func linksIntoSubflows() throws {
        let files = GraphShape.subflowLinks.files(screens: 1_000)
        let graph = try valid(files)
        let placements = graph.analysis.linkPlacements.values.flatMap { $0 }
        #expect(placements.count == 1_000 && placements.allSatisfy { $0.subflowRoot != nil && $0.screen.hasPrefix("F") }, "every link pushes its room's sub-flow")
        let swift = SwiftGenerator.generate(graph).reduce(0) { $0 + $1.contents.utf8.count }
        #expect(swift < 100 * bytes(files), "\(swift) bytes of Swift from \(bytes(files)) bytes of graph")
    }

    @Test("1,000 screens each placed without a URL, half as chains, and their 20 tabs, check clean with every placement placed, and generate Swift that grows with the graph")
    func placementsWithoutURLs() throws {
        let files = GraphShape.placements.files(screens: 1_000)
        let graph = try valid(files)
        let placements = graph.analysis.unlinkedPlacements
        #expect(placements.count == 1_000 + 20 && placements.values.filter { !$0.chain.isEmpty }.count == 480, "every screen and each of the 20 tabs placed, each even screen past a root as a chain")
        let navigation = try #require(SwiftGenerator.generate(graph).first { $0.name == "NavGraphNavigation.swift" }?.contents)
        #expect(navigation.components(separatedBy: "-> Swift.Bool {").count - 1 == 480 + 1 + 1 + 1, "a chain opener each, open(_:), open(payload:) and navGraphReopens")
        #expect(navigation.utf8.count < 100 * bytes(files), "\(navigation.utf8.count) bytes of Swift from \(bytes(files)) bytes of graph")
    }

    @Test("1,000 screens, half opened in windows of their own, check clean and generate a window request case each and Swift that grows with the graph")
    func windows() throws {
        let files = GraphShape.windows.files(screens: 1_000)
        let graph = try valid(files)
        #expect(graph.graph.allRoutes.filter { $0.style.value == .window }.count == 500, "a window route on every stacked screen")
        #expect(graph.graph.allRoutes.filter { $0.style.value == .window && $0.embedsInStack }.count == 100, "every fifth in a stack of its own")
        let navigation = try #require(SwiftGenerator.generate(graph).first { $0.name == "NavGraphNavigation.swift" }?.contents)
        #expect(navigation.components(separatedBy: "at the root of a window of its own.").count - 1 == 500, "a NavGraphWindow case each")
        #expect(navigation.utf8.count < 100 * bytes(files), "\(navigation.utf8.count) bytes of Swift from \(bytes(files)) bytes of graph")
    }

    @Test("one link of 8,000 parameters binding a record of 8,000 fields checks clean and reads every field")
    func manyParameters() throws {
        // Each parameter searched the fields for its own, and generation each field the
        // parameters: 4.7 s for the check alone in a release build.
        let fields = (0..<8_000).map { "f\($0)" }
        let text = "version: 1\nentry: Main\nlinks: { schemes: [app] }\ntypes:\n  Big:\n    fields:\n"
            + fields.map { "      \($0): Int\n" }.joined()
            + "screens:\n  Home:\n    routes:\n      big: { to: Detail, style: push, context: Big }\n"
            + "  Detail:\n    context: Big\n    links: [\"/big/" + fields.map { "{\($0)}" }.joined(separator: "/") + "\"]\n"
            + "flows:\n  Main: { kind: stack, root: Home }\n"
        let files = [SourceFile(path: "big.navgraph.yaml", text: text)]
        let checked = GraphCompiler.check(files)
        #expect(checked.diagnostics.isEmpty, "\(TextReport().render(checked.diagnostics.prefix(3).map { $0 }))")
        let graph = try #require(ValidGraph(checked))
        let navigation = try #require(SwiftGenerator.generate(graph).first { $0.name == "NavGraphNavigation.swift" }?.contents)
        #expect(navigation.components(separatedBy: "$0.value(\"f").count - 1 == 8_000, "each field read from its parameter once")
        #expect(LinkCatalog(graph).entries.first?.pattern.parameters.count == 8_000)
    }

    /// A graph whose every screen's summary is the same long text, written once and repeated
    /// through a YAML alias: the graph stays small, its documentation in the Swift does not.
    private static func repeatedSummary(screens: Int) -> [SourceFile] {
        let summary = String(repeating: "A long summary. ", count: 2_500)
        var lines = ["version: 1", "entry: Main", "screens:", "  S0: { summary: &text \"\(summary)\", routes: { next: { to: S1, style: push } } }"]
        lines += (1..<screens).map { "  S\($0): { summary: *text, routes: { next: { to: S\(($0 + 1) % screens), style: push } } }" }
        lines += ["flows:", "  Main: { kind: stack, root: S0 }"]
        return [SourceFile(path: "summaries.navgraph.yaml", text: lines.joined(separator: "\n") + "\n")]
    }

    @Test("Swift larger than 256 bytes per byte of the graph and 1 MiB more is not generated: limit-exceeded at the graph's first line")
    func generatedSizeLimit() throws {
        let files = Self.repeatedSummary(screens: 800)
        let graph = try valid(files)
        do {
            _ = try SwiftGenerator.generate(graph, from: files)
            Issue.record("Swift was generated past the limit")
        } catch {
            #expect(error.diagnostic.code == .limitExceeded)
            #expect(error.diagnostic.location == SourceLocation(file: "summaries.navgraph.yaml", line: 1, column: 1))
            #expect(error.diagnostic.message.contains("\(GeneratedSizeLimit.bytes(forSourceBytes: bytes(files))) bytes"))
        }
    }

    @Test("near miss: the same summary repeated in a few screens generates as without the limit")
    func generatedSizeLimitNearMiss() throws {
        let files = Self.repeatedSummary(screens: 20)
        let graph = try valid(files)
        #expect(try SwiftGenerator.generate(graph, from: files) == SwiftGenerator.generate(graph))
    }

    @Test("navgraph generate past the limit writes nothing and exits 1 with limit-exceeded")
    func generateCommandStops() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(Self.repeatedSummary(screens: 800).first)
        try Data(file.contents).write(to: folder.appendingPathComponent(file.path))
        let result = try CommandRun.run(["generate", file.path, "--output-dir", "out"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("summaries.navgraph.yaml:1:1: error: the generated Swift would be larger than the limit"), "\(result.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "nothing is written")
    }
}
