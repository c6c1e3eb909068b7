import Foundation
@testable import NavGraphCompiler

/// One reference graph under `References/`: its graph files, and app code it needs (`App/`,
/// external types). The end-to-end cases also hold the whole generated Swift (`Expected/`) and
/// skeletons (`Skeletons/`) that their output is compared with; the others are checked by snippet
/// tests (`Snippets/`). Every case is compiled as the generator makes it now (`generated()`).
///
/// Re-record after reading the diff: `NAVGRAPH_RECORD=1 swift test --filter GenerationReference`.
struct ReferenceCase: CustomStringConvertible {
    static let root = SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphCompilerTests/References")

    static let all: [ReferenceCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map(ReferenceCase.init)
    }()

    /// The case named `name`; a missing case is a test failure, not a crash.
    static func named(_ name: String) throws -> ReferenceCase {
        guard let found = all.first(where: { $0.name == name }) else {
            throw CaseError(message: "no reference case \(name) under \(root.path)")
        }
        return found
    }

    let name: String
    var folder: URL { Self.root.appendingPathComponent(name) }
    var expectedFolder: URL { folder.appendingPathComponent("Expected") }
    var skeletonFolder: URL { folder.appendingPathComponent("Skeletons") }
    var appFiles: [URL] { SwiftCompiler.swiftFiles(in: folder.appendingPathComponent("App")) }
    var expectedFiles: [URL] { SwiftGenerator.outputFileNames.map { expectedFolder.appendingPathComponent($0) } }
    var skeletonFiles: [URL] { SwiftCompiler.swiftFiles(in: skeletonFolder) }
    /// Whether the generated files are compared whole with `Expected/`.
    var hasExpectedFiles: Bool { FileManager.default.fileExists(atPath: expectedFolder.path) }
    /// Whether the skeletons are compared whole with `Skeletons/`.
    var hasSkeletonFiles: Bool { FileManager.default.fileExists(atPath: skeletonFolder.path) }
    var description: String { name }

    /// The case's graph, checked with paths relative to its folder; fails on any diagnostic.
    func graph() throws -> ValidGraph {
        try Self.graph(folder: folder)
    }

    /// The generated files and skeletons of the case's graph as the generator makes them now.
    func generated() throws -> GeneratedSwift {
        GeneratedSwift(try graph())
    }

    static func graph(folder: URL) throws -> ValidGraph {
        let files = try GraphFileLoader.load(paths: [folder.path]).map { file in
            SourceFile(path: String(file.path.dropFirst(folder.path.count + 1)), contents: file.contents)
        }
        let checked = GraphCompiler.check(files)
        guard checked.diagnostics.isEmpty, let graph = ValidGraph(checked) else {
            throw CaseError(message: "\(folder.lastPathComponent): \(TextReport().render(checked.diagnostics))")
        }
        return graph
    }

    struct CaseError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
