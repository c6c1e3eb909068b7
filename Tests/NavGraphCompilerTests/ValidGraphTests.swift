import Testing
@testable import NavGraphCompiler

/// `ValidGraph`, the stage every back end takes: it exists exactly when the check found no error.
@Suite("Valid graph")
struct ValidGraphTests {
    private func checked(_ text: String) -> CheckedGraph {
        GraphCompiler.check([SourceFile(path: "app.navgraph.yaml", text: text)])
    }

    @Test("a graph with warnings only is valid, with its analysis and link plan")
    func warningsOnly() throws {
        let checked = checked("version: 1\nentry: Home\nscreens:\n  Home:\n    links: [\"/\"]\ntypes:\n  Unused: Int\nlinks: { schemes: [app] }\n")
        #expect(checked.diagnostics.map(\.code) == [.unusedType])
        let valid = try #require(ValidGraph(checked))
        #expect(valid.analysis.reachable == ["Home"])
        #expect(valid.links.entries.map(\.placement) == [LinkPlacement(screen: "Home", flow: nil, arrival: .shown)])
    }

    @Test("a graph with an error has no valid graph, whatever else it has")
    func errors() {
        // The graph is whole and its entry resolves; only the undefined destination is wrong.
        let checked = checked("version: 1\nentry: Home\nscreens:\n  Home:\n    routes:\n      next: { to: Nowhere, style: present }\n")
        #expect(checked.graph != nil && checked.analysis != nil)
        #expect(ValidGraph(checked) == nil)
    }
}
