import Foundation
import Testing
@testable import NavGraphCompiler

/// A link-opened entry restores only with a context a URL could have carried: the compiled app
/// refuses the rest (`NavGraphRestoreError.notLinkValue`), and `SavedStateReader` (what
/// `navgraph diff --states` runs) says the same of each state of the golden pair
/// `state-file-fails-link-context-no-url-carries`: an empty or `..` topic, a search term that is
/// empty or holds a `/`, beside a topic and a search a URL carries.
@Suite("Saved states of link-opened entries, read as the app restores them", .serialized)
struct LinkContextStatesTests {
    @Test("the reader refuses exactly the states the graph's own app refuses")
    func readerAgreesWithTheApp() throws {
        let folder = DiffGoldenTests.root.appendingPathComponent("state-file-fails-link-context-no-url-carries")
        let files = try GraphFileLoader.load(paths: [folder.appendingPathComponent("new").path])
        let graph = try #require(ValidGraph(GraphCompiler.check(files)))
        let states = try DiffInputs.savedStates(in: folder.appendingPathComponent("states").path)
        let answers = try AppHarness.restore(states.map { URL(fileURLWithPath: $0.path) }, with: [.init(module: "News", graph: graph)])
        let reader = SavedStateReader(SavedStateShape(graph))
        var refused: [String] = []
        for (state, answer) in zip(states, answers["News"] ?? []) {
            let name = URL(fileURLWithPath: state.path).lastPathComponent
            let read = Result { () throws(SavedStateReader.Problem) in try reader.check(state.tree) }
            let readOK = (try? read.get()) != nil
            #expect(readOK == (answer == "OK"), "\(name): the app says \(answer), the reader \(read)")
            if answer != "OK" { refused.append(name) }
        }
        #expect(refused == ["search-term-empty.json", "search-term-slash.json", "topic-dot-dot.json", "topic-empty.json"])
    }
}
