import Foundation
import Testing
@testable import NavGraphCompiler

/// A consumer app of the tests: a folder holding a graph, the app's FlowControllers and a
/// `main.swift` that drives the generated code and prints OK when every expectation holds
/// (`ConsumerSupport/Expect.swift`).
enum ConsumerApp {
    /// The checked graph of the test folder `name`.
    static func checked(_ name: String) throws -> CheckedGraph {
        GraphCompiler.check(try GraphFileLoader.load(paths: [folder(name).path]))
    }

    /// Generates the graph in the test folder `name` (or in `graph`, a test folder of its own,
    /// such as a golden case's), builds it with the folder's app code and that of the test
    /// folders `shared` (FlowControllers that several consumers' graphs have alike), headless or
    /// against the UIKit double, and runs it.
    static func run(_ name: String, graph: String? = nil, shared: [String] = [], uiKit: Bool) throws -> SwiftCompiler.Result {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let checked = try checked(graph ?? name)
        let graph = try #require(ValidGraph(checked), "\(TextReport().render(checked.diagnostics))")
        let files = SwiftGenerator.generate(graph)
        try OutputWriter(directory: directory.path).write(files)
        let generated = files.map { directory.appendingPathComponent($0.name) }
        let app = ([name] + shared).flatMap { SwiftCompiler.swiftFiles(in: folder($0)) }
        return try SwiftCompiler.buildAndRun(generated + app + GeneratedCodeCompilesTests.consumerSupport, uiKit: uiKit)
    }

    private static func folder(_ name: String) -> URL {
        SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphCompilerTests/\(name)")
    }
}
