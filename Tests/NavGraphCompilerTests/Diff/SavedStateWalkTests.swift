import Foundation
import Testing
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// The saved states the property tests make are states the app restores, and the compiler's
/// reading of them agrees: random graphs, random states, restored by the graph's own app.
@Suite("Saved states read by the compiler as the app restores them", .serialized)
struct SavedStateWalkTests {
    @Test("every state a random walk of a random graph makes restores in that graph's app, and SavedStateReader says so")
    func walkedStatesRestore() throws {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        print("navgraph: saved-state walks, seed \(seed) (NAVGRAPH_PROPERTY_SEED=\(seed) to repeat)")
        var graphs = RandomGraph(seed: seed)
        let checked = GraphCompiler.check([SourceFile(path: "random.navgraph.yaml", text: graphs.yaml(components: 3))])
        let valid = try #require(ValidGraph(checked), "seed \(seed)")
        let shape = SavedStateShape(valid)
        var walk = SavedStateWalk(shape: shape, seed: seed)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var files: [URL] = []
        for index in 0..<30 {
            let state = walk.state()
            let file = directory.appendingPathComponent("state\(index).json")
            try encoder.encode(state).write(to: file)
            files.append(file)
            #expect(throws: Never.self, "seed \(seed), state \(index)") { try SavedStateReader(shape).check(state) }
        }
        let answers = try AppHarness.restore(files, with: [.init(module: "GraphOld", graph: valid)])
        for (file, answer) in zip(files, answers["GraphOld"] ?? []) {
            #expect(answer == "OK", "seed \(seed), \(file.lastPathComponent): \(answer)\n\((try? String(contentsOf: file, encoding: .utf8)) ?? "")")
        }
    }
}
