import Foundation
import Testing
@testable import NavGraphCompiler

/// The graphs under `Tests/NavGraphCompilerTests/Pictures/`, each drawn in DOT and Mermaid and
/// compared with the checked-in `<name>.dot` and `<name>.mmd` (NAVGRAPH_RECORD=1 re-records).
@Suite("Graph pictures (golden files)")
struct PictureGoldenTests {
    static let folder = "Tests/NavGraphCompilerTests/Pictures"
    static let graphs = ["shop", "modal", "single", "dialogs", "subflows", "split", "container", "keyed", "newinstance"]

    static func picture(_ name: String) throws -> GraphPicture {
        let path = "\(folder)/\(name).navgraph.yaml"
        let checked = GraphCompiler.check([SourceFile(path: path, text: try RepositoryFiles.read(path))])
        #expect(!checked.hasErrors, "\(path) has errors: \(checked.diagnostics.map(\.message))")
        return GraphPicture(try #require(ValidGraph(checked)))
    }

    @Test("each test graph's DOT matches its golden file", arguments: graphs)
    func dot(name: String) throws {
        try GoldenFile.check(DOTRenderer.render(try Self.picture(name)), against: RepositoryFiles.url("\(Self.folder)/\(name).dot"))
    }

    @Test("each test graph's Mermaid matches its golden file", arguments: graphs)
    func mermaid(name: String) throws {
        try GoldenFile.check(MermaidRenderer.render(try Self.picture(name)), against: RepositoryFiles.url("\(Self.folder)/\(name).mmd"))
    }

    @Test("every graph in the pictures folder has golden files under test")
    func everyGraphIsTested() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.url(Self.folder).path)
        let graphs = files.filter { $0.hasSuffix(".navgraph.yaml") }.map { String($0.dropLast(".navgraph.yaml".count)) }
        #expect(Set(graphs) == Set(Self.graphs))
    }
}
