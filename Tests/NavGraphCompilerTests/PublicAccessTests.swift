import Foundation
import Testing
@testable import NavGraphCompiler

/// `generate: access: public`: the graph's generated code is a module of its own, and another
/// module holds the FlowControllers that conform to its contracts.
@Suite("Public access: a graph module and a feature module", .serialized)
struct PublicAccessTests {
    @Test("FlowControllers in a feature module conform to a navigation module's public contracts, and the app runs them")
    func featureModuleConformsToNavigationModule() throws {
        let reference = try ReferenceCase.named("swiftui-public")
        let modules = reference.folder.appendingPathComponent("Modules")
        let result = try SwiftCompiler.buildAndRunModules(
            [
                (name: "Navigation", files: reference.expectedFiles),
                (name: "Features", files: SwiftCompiler.swiftFiles(in: modules.appendingPathComponent("Features"))),
            ],
            main: SwiftCompiler.swiftFiles(in: modules.appendingPathComponent("App"))
        )
        #expect(result.succeeded && result.output == "OK\n", "\(result.output)")
    }

    @Test("the same graph generated with internal access cannot be used from another module")
    func internalAccessStaysInsideTheModule() throws {
        let reference = try ReferenceCase.named("swiftui-public")
        let graphText = try String(contentsOf: reference.folder.appendingPathComponent("notes.navgraph.yaml"), encoding: .utf8)
        let internalGraph = graphText.replacingOccurrences(of: "access: public", with: "access: internal")
        #expect(internalGraph != graphText)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let checked = GraphCompiler.check([SourceFile(path: "notes.navgraph.yaml", text: internalGraph)])
        let graph = try #require(checked.graph)
        #expect(!checked.hasErrors && graph.generationOptions.access == .internal)
        let files = SwiftGenerator.generate(graph)
        try OutputWriter(directory: directory.path).write(files)
        let generated = files.map { directory.appendingPathComponent($0.name) }
        let modules = reference.folder.appendingPathComponent("Modules")
        let result = try SwiftCompiler.buildAndRunModules(
            [
                (name: "Navigation", files: generated),
                (name: "Features", files: SwiftCompiler.swiftFiles(in: modules.appendingPathComponent("Features"))),
            ],
            main: SwiftCompiler.swiftFiles(in: modules.appendingPathComponent("App"))
        )
        #expect(!result.succeeded)
        #expect(result.output.contains("RootFlowControlling"), "\(result.output)")
    }
}
