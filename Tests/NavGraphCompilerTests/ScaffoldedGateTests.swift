import Foundation
import Testing
@testable import NavGraphCompiler

/// A switch flow's gates have no default: its contract requires them, and the skeleton
/// `navgraph scaffold` writes answers them closed, so an app whose root FlowController is left as
/// written shows nothing behind the switch (ContractsTranslator+Gates.swift).
@Suite("A switch flow's gates are the app's to answer", .serialized)
struct ScaffoldedGateTests {
    static let appFolder = SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphCompilerTests/ScaffoldedApp")

    @Test("a graph whose scaffolded root FlowController is left as written opens no link behind its switch and restores no state saved there")
    func scaffoldedRootKeepsTheGatesClosed() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let checked = GraphCompiler.check(try GraphFileLoader.load(paths: [Self.appFolder.path]))
        #expect(checked.diagnostics.isEmpty, "\(TextReport().render(checked.diagnostics))")
        let graph = try #require(ValidGraph(checked))
        let files = GeneratedSwift(graph).all
        try OutputWriter(directory: directory.path).write(files)
        let driver = Self.appFolder.appendingPathComponent("main.swift")
        let result = try SwiftCompiler.buildAndRun(
            files.map { directory.appendingPathComponent($0.name) } + [driver] + GeneratedCodeCompilesTests.consumerSupport)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    /// The `links` reference case's skeleton of its switch flow Root, written as before the gates
    /// were required: its last two functions, the gates, taken out.
    static func rootWithoutGates() throws -> String {
        let links = try ReferenceCase.named("links")
        let text = try String(contentsOf: links.skeletonFolder.appendingPathComponent("RootFlowController.swift"), encoding: .utf8)
        guard let gates = text.range(of: "\n    /// Whether a link to `destination`") else {
            throw ReferenceCase.CaseError(message: "the links case's RootFlowController.swift has no shouldOpen(_:)")
        }
        return String(text[..<gates.lowerBound]) + "\n}\n"
    }

    @Test("a switch flow's FlowController that answers neither gate does not compile, and the error points at each requirement")
    func unansweredGatesDoNotCompile() throws {
        let links = try ReferenceCase.named("links")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rewritten = directory.appendingPathComponent("RootFlowController.swift")
        try Self.rootWithoutGates().write(to: rewritten, atomically: true, encoding: .utf8)
        let others = links.skeletonFiles.filter { $0.lastPathComponent != "RootFlowController.swift" }
        let result = try SwiftCompiler.typecheck(links.expectedFiles + others + [rewritten], uiKit: false)
        #expect(!result.succeeded)
        #expect(result.output.contains("does not conform to protocol 'RootFlowControlling'"), "\(result.output)")
        #expect(result.output.contains("protocol requires function 'shouldOpen'"), "\(result.output)")
        #expect(result.output.contains("protocol requires function 'shouldRestore'"), "\(result.output)")

        let answered = try SwiftCompiler.typecheck(links.expectedFiles + links.skeletonFiles, uiKit: false)
        #expect(answered.succeeded, "near miss: the skeleton as written answers both: \(answered.output)")
    }

    @Test("navgraph scaffold reports a switch flow's FlowController written without its gates at the switch's line")
    func scaffoldReportsUnansweredGates() throws {
        let links = try ReferenceCase.named("links")
        let sources = try links.skeletonFiles.map { file in
            SourceFile(
                path: file.lastPathComponent,
                text: file.lastPathComponent == "RootFlowController.swift" ? try Self.rootWithoutGates() : try String(contentsOf: file, encoding: .utf8))
        }
        let found = ScaffoldReport.diagnostics(for: try links.graph(), sources: sources)
        #expect(found.allSatisfy { $0.code == .missingRequirement && $0.severity == .warning })
        #expect(found.map { "\($0.range.start): \($0.message)" } == [
            "shop.navgraph.yaml:103:3: RootFlowController has no `shouldOpen(_:)`, which the link gate of switch flow 'Root' asks for; add `func shouldOpen(_ destination: NavGraphDestination) -> Swift.Bool`",
            "shop.navgraph.yaml:103:3: RootFlowController has no `shouldRestore(_:)`, which the restore gate of switch flow 'Root' asks for; add `func shouldRestore(_ child: NavGraphNodeName) -> Swift.Bool`",
        ], "\(found.map(\.message))")
        let skeletons = try links.skeletonFiles.map { SourceFile(path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
        #expect(ScaffoldReport.diagnostics(for: try links.graph(), sources: skeletons).isEmpty, "near miss: the skeletons as written answer both")
    }
}
