import Testing
@testable import NavGraphCompiler

@Suite("Generation options")
struct GenerationOptionsTests {
    private func options(_ files: [(String, String)]) -> GenerationOptions? {
        GraphCompiler.check(files.map { SourceFile(path: $0.0, text: $0.1) }).graph?.generationOptions
    }

    @Test("a graph without 'generate' gets UIKit and internal")
    func defaults() {
        #expect(options([("a.navgraph.yaml", "version: 1\nentry: Home\nscreens:\n  Home: {}\n")]) == GenerationOptions(ui: .uikit, access: .internal))
    }

    @Test("the one file's options reach the graph, whichever file holds them")
    func fromOneFile() {
        let graph = [
            ("a.navgraph.yaml", "version: 1\nentry: Home\nscreens:\n  Home: {}\n"),
            ("b.navgraph.yaml", "generate: { ui: swiftui, access: public }\n"),
        ]
        #expect(options(graph) == GenerationOptions(ui: .swiftui, access: .public))
    }

    @Test("an empty 'generate' means the defaults; a key left out keeps its default")
    func partial() {
        #expect(options([("a.navgraph.yaml", "version: 1\nentry: Home\ngenerate:\nscreens:\n  Home: {}\n")]) == GenerationOptions())
        #expect(options([("a.navgraph.yaml", "version: 1\nentry: Home\ngenerate: { access: public }\nscreens:\n  Home: {}\n")])
            == GenerationOptions(ui: .uikit, access: .public))
    }
}
