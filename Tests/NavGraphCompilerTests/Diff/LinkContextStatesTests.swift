import Foundation
import Testing
@testable import NavGraphCompiler

/// A link-opened entry restores only with a context a URL could have carried: the compiled app
/// refuses the rest (`NavGraphRestoreError.notLinkValue`), and `SavedStateReader` (what
/// `navgraph diff --states` runs) says the same of each state of the golden pair
/// `state-file-fails-link-context-no-url-carries`: an empty or `..` topic, a search term that is
/// empty or holds a `/`, beside a topic and a search a URL carries; and of the pair
/// `state-file-fails-link-constants`: a passwords list whose source or search field is not what
/// its link sets, a sidebar of another case or another smart feed than its link's (`case:` with
/// `set:`), beside the ones they set; and of the pair
/// `state-file-fails-near-miss-placement-takes-any-context`: the first pair's states, every one
/// restored once the screens have placements without a URL (a notification gave the context).
@Suite("Saved states of link-opened entries, read as the app restores them", .serialized)
struct LinkContextStatesTests {
    @Test("the reader refuses exactly the states the graph's own app refuses", arguments: [
        ("state-file-fails-link-context-no-url-carries", "News", ["search-term-empty.json", "search-term-slash.json", "topic-dot-dot.json", "topic-empty.json"]),
        ("state-file-fails-link-constants", "Passwords", [
            "passwords-other-source.json", "passwords-search-closed.json", "sidebar-settings.json", "sidebar-starred.json",
        ]),
        // The same states, the screens placed without a URL too: the app may have given any context.
        ("state-file-fails-near-miss-placement-takes-any-context", "Placed", []),
    ])
    func readerAgreesWithTheApp(_ pair: String, module: String, refusedByTheApp: [String]) throws {
        let folder = DiffGoldenTests.root.appendingPathComponent(pair)
        let files = try GraphFileLoader.load(paths: [folder.appendingPathComponent("new").path])
        let graph = try #require(ValidGraph(GraphCompiler.check(files)))
        let states = try DiffInputs.savedStates(in: folder.appendingPathComponent("states").path)
        let answers = try AppHarness.restore(states.map { URL(fileURLWithPath: $0.path) }, with: [.init(module: module, graph: graph)])
        let reader = SavedStateReader(SavedStateShape(graph))
        var refused: [String] = []
        for (state, answer) in zip(states, answers[module] ?? []) {
            let name = URL(fileURLWithPath: state.path).lastPathComponent
            let read = Result { () throws(SavedStateReader.Problem) in try reader.check(state.tree) }
            let readOK = (try? read.get()) != nil
            #expect(readOK == (answer == "OK"), "\(name): the app says \(answer), the reader \(read)")
            if answer != "OK" { refused.append(name) }
        }
        #expect(refused == refusedByTheApp)
    }
}
