import Foundation
import Testing
@testable import NavGraphCompiler

/// The editor's session runs lint's stages and checks: the same diagnostics for every golden
/// case, and a broken file's last good parse standing in for it.
@Suite("Graph editing session")
struct GraphEditingSessionTests {
    private static func files(ofCase name: String) throws -> [SourceFile] {
        try GraphFileLoader.load(paths: [GoldenDiagnosticsTests.root.appendingPathComponent(name).path])
    }

    @Test("every golden case: the session's diagnostics are check's, on the first check and again after a file changed back")
    func sameAsCheck() throws {
        for name in GoldenDiagnosticsTests.caseNames {
            let files = try Self.files(ofCase: name)
            let expected = GraphCompiler.check(files).diagnostics
            var session = GraphEditingSession()
            #expect(session.check(files).checked.diagnostics == expected, "case \(name)")
            var edited = files
            edited[0].contents += Array("\n# an edit\n".utf8)
            _ = session.check(edited)
            #expect(session.check(files).checked.diagnostics == expected, "case \(name), after an edit undone")
        }
    }

    @Test("a file that breaks keeps its last good declarations; its own diagnostics are why it cannot be read")
    func lastGoodParse() {
        let entry = SourceFile(path: "a.navgraph.yaml", text: "version: 1\nentry: Home\nflows:\n  Home: { kind: stack, root: List }\n")
        let good = SourceFile(path: "b.navgraph.yaml", text: "screens:\n  List: { routes: { go: { to: Nowhere, style: push } } }\n")
        var session = GraphEditingSession()
        let first = session.check([entry, good])
        #expect(first.checked.diagnostics.map(\.code) == [.undefinedScreen])
        let broken = SourceFile(path: "b.navgraph.yaml", text: "screens:\n  List: { routes: [\n")
        let second = session.check([entry, broken])
        #expect(second.checked.diagnostics.map(\.code) == [.yamlSyntax], "the check's finding inside the stand-in is left out")
        #expect(second.standIns["b.navgraph.yaml"] == good)
        #expect(second.checked.declarations.screen(named: "List") != nil)
        #expect(GraphCompiler.check([entry, broken]).declarations.screen(named: "List") == nil, "lint has no last good parse")
    }

    @Test("a file that never read well has no stand-in: what may be declared in it is not reported missing, as in lint")
    func noLastGoodParse() {
        let entry = SourceFile(path: "a.navgraph.yaml", text: "version: 1\nentry: Home\nflows:\n  Home: { kind: stack, root: List }\n")
        let broken = SourceFile(path: "b.navgraph.yaml", text: "screens: [\n")
        var session = GraphEditingSession()
        #expect(session.check([entry, broken]).checked.diagnostics == GraphCompiler.check([entry, broken]).diagnostics)
    }
}
