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
        let result = try runApp(navigation: reference.expectedFiles, in: reference)
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
        let graph = try #require(ValidGraph(checked))
        #expect(graph.graph.generationOptions.access == .internal)
        let files = SwiftGenerator.generate(graph)
        try OutputWriter(directory: directory.path).write(files)
        let result = try runApp(navigation: files.map { directory.appendingPathComponent($0.name) }, in: reference)
        #expect(!result.succeeded)
        #expect(result.output.contains("RootFlowControlling"), "\(result.output)")
    }

    /// Builds `navigation` as module Navigation, the reference's Modules/Features as module
    /// Features, and its Modules/App as the app that uses both; runs the app.
    private func runApp(navigation: [URL], in reference: ReferenceCase) throws -> SwiftCompiler.Result {
        let modules = reference.folder.appendingPathComponent("Modules")
        return try SwiftCompiler.buildAndRunModules(
            [
                (name: "Navigation", files: navigation),
                (name: "Features", files: SwiftCompiler.swiftFiles(in: modules.appendingPathComponent("Features"))),
            ],
            main: SwiftCompiler.swiftFiles(in: modules.appendingPathComponent("App"))
        )
    }
}
