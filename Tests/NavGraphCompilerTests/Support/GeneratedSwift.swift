import Foundation
import Testing
@testable import NavGraphCompiler

/// What NavGraph makes of one graph, in memory: the generated files and the skeletons
/// `navgraph scaffold` writes. Snippet tests expect a few lines in one file (`expect(_:holds:)`);
/// compile tests hand the files to `SwiftCompiler.typecheck(_:with:uiKit:)`.
struct GeneratedSwift {
    /// The generated files, in `SwiftGenerator.outputFileNames` order.
    let generated: [GeneratedFile]
    /// The skeletons, one per FlowController.
    let skeletons: [GeneratedFile]

    /// The generated files and the skeletons together, as an app compiles them.
    var all: [GeneratedFile] { generated + skeletons }

    init(_ graph: ValidGraph) {
        generated = SwiftGenerator.generate(graph)
        skeletons = SkeletonGenerator.skeletons(for: graph)
    }

    /// The Swift for the graph `yaml`, checked as the file `path`; throws (with the diagnostics)
    /// when the graph has errors. Warnings change no generated line, so they are allowed.
    init(yaml: String, path: String = "graph.navgraph.yaml") throws {
        let checked = GraphCompiler.check([SourceFile(path: path, text: yaml)])
        guard let graph = ValidGraph(checked) else {
            throw ReferenceCase.CaseError(message: "\(path): \(TextReport().render(checked.diagnostics))")
        }
        self.init(graph)
    }

    /// What `graph` generates, with the skeletons scaffolded from the graph `scaffolded` (none
    /// when nil) as the app's FlowControllers: an app written for one graph, built with another.
    static func app(_ graph: String, skeletonsOf scaffolded: String?, path: String) throws -> [GeneratedFile] {
        let skeletons = try scaffolded.map { try GeneratedSwift(yaml: $0, path: path).skeletons } ?? []
        return try GeneratedSwift(yaml: graph, path: path).generated + skeletons
    }

    /// Expects the lines of `snippet`, exactly and in a row, in the generated file or skeleton
    /// `name`; otherwise records the nearest region of the file as a line diff.
    func expect(_ name: String, holds snippet: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let file = all.first(where: { $0.name == name }) else {
            Issue.record("no file \(name) among \(all.map(\.name))", sourceLocation: sourceLocation)
            return
        }
        if let failure = SnippetSearch.failure(of: snippet, in: file.contents, named: name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}

extension SwiftCompiler {
    /// Writes `files` into a temporary folder and checks them with `appFiles` as one module, as
    /// `typecheck(_:uiKit:)` does.
    static func typecheck(_ files: [GeneratedFile], with appFiles: [URL] = [], uiKit: Bool) throws -> Result {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try OutputWriter(directory: directory.path).write(files)
        return try typecheck(files.map { directory.appendingPathComponent($0.name) } + appFiles, uiKit: uiKit)
    }
}
