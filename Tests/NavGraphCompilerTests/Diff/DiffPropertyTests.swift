import Foundation
import Testing
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// `navgraph diff` against the runtime: a random graph (`RandomGraph`), one edit of each known
/// kind (`RandomGraphEdit`), and random saved states of the old graph (`SavedStateWalk`), each
/// restored by the old graph's compiled app and by each new one's.
///
/// - each breaking edit is found by its rule (a link's `in:` list losing a place among them), at error severity; no safe edit gives an error;
/// - every state restores with the old graph's app;
/// - each state restores with a new graph's app exactly when `SavedStateReader` (what
///   `navgraph diff --states` runs) says it does;
/// - when a state does not restore with a new graph's app, the diff reports a broken state.
///
/// Seeded (`NAVGRAPH_PROPERTY_SEED` repeats a run); `NAVGRAPH_DIFF_GRAPHS=<n>` compares more graphs
/// (default 1: one graph, every edit, one executable).
@Suite("navgraph diff: random edits of random graphs, against the runtime's restore", .serialized)
struct DiffPropertyTests {
    static let statesPerGraph = 24

    @Test("breaking edits are found, safe ones are not, and saved states restore exactly when the diff says")
    func randomEdits() throws {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        let graphs = Int(ProcessInfoSeed.value(of: "NAVGRAPH_DIFF_GRAPHS") ?? 1)
        print("navgraph: diff property, \(graphs) graph(s), seed \(seed) (NAVGRAPH_PROPERTY_SEED=\(seed) to repeat)")
        var random = SeededGenerator(seed: seed)
        var randomGraphs = RandomGraph(seed: seed)
        for run in 0..<graphs {
            var yaml = randomGraphs.yaml(components: Int.random(in: 2...3, using: &random))
            // The first graph links a screen in several places (`in:`), drawn again until it does
            // (half the graphs do), so that every run drops a listed place and reorders a list.
            var draws = 1
            while run == 0, !yaml.contains(", in: ["), draws < 32 {
                yaml = randomGraphs.yaml(components: Int.random(in: 2...3, using: &random))
                draws += 1
            }
            let old = try #require(ValidGraph(GraphCompiler.check([SourceFile(path: "random.navgraph.yaml", text: yaml)])), "seed \(seed)")
            let edits = RandomGraphEdit.Kind.allCases.compactMap { RandomGraphEdit.make($0, of: yaml, old, using: &random) }
            try compare(old: old, edits: edits, label: "seed \(seed), graph \(run)", using: &random)
        }
    }

    private func compare(old: ValidGraph, edits: [RandomGraphEdit], label: String, using random: inout SeededGenerator) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var walk = SavedStateWalk(shape: SavedStateShape(old), seed: random.next())
        let states = (0..<Self.statesPerGraph).map { _ in walk.state() }
        let files = try states.enumerated().map { index, state in
            let file = directory.appendingPathComponent("state\(index).json")
            try JSONEncoder().encode(state).write(to: file)
            return file
        }
        var apps = [AppHarness.App(module: "GraphOld", graph: old)]
        var compared: [(edit: RandomGraphEdit, new: ValidGraph, findings: [DiffFinding])] = []
        for (index, edit) in edits.enumerated() {
            let new = try #require(ValidGraph(GraphCompiler.check([SourceFile(path: "random.navgraph.yaml", text: edit.yaml)])))
            let findings = GraphDiff(old: old, new: new).findings()
            expectReported(edit, findings, label)
            compared.append((edit, new, findings))
            apps.append(.init(module: "GraphNew\(index)", graph: new))
        }
        let answers = try AppHarness.restore(files, with: apps)
        for (file, answer) in zip(files, answers["GraphOld"] ?? []) {
            #expect(answer == "OK", "\(label): the old graph's app does not restore \(file.lastPathComponent): \(answer)")
        }
        for (index, (edit, new, findings)) in compared.enumerated() {
            let reader = SavedStateReader(SavedStateShape(new))
            let restored = answers["GraphNew\(index)"] ?? []
            for (state, (file, answer)) in zip(states, zip(files, restored)) {
                let read = Result { () throws(SavedStateReader.Problem) in try reader.check(state) }
                let readOK = (try? read.get()) != nil
                #expect(readOK == (answer == "OK"), "\(label), \(edit.description), \(file.lastPathComponent): the app says \(answer), the reader \(read)")
            }
            print("navgraph: \(label), \(edit.description): \(restored.filter { $0 == "OK" }.count) of \(restored.count) states restore")
            let breaksStates = findings.contains { $0.rule.group == .states && $0.severity == .error }
            if restored.contains(where: { $0 != "OK" }) {
                #expect(breaksStates, "\(label), \(edit.description): some saved states no longer restore, and the diff reports no broken state: \(findings.map(\.message))")
            }
        }
    }

    /// A breaking edit is reported by its rule, at error severity; a safe edit by no error.
    private func expectReported(_ edit: RandomGraphEdit, _ findings: [DiffFinding], _ label: String) {
        let errors = findings.filter { $0.severity == .error }
        if let rule = edit.expected {
            #expect(errors.contains { $0.rule == rule }, "\(label), \(edit.description): not reported as \(rule.rawValue): \(findings.map { "\($0.rule.rawValue): \($0.message)" })")
        } else {
            #expect(errors.isEmpty, "\(label), \(edit.description): a safe edit reported as \(errors.map { "\($0.rule.rawValue): \($0.message)" })")
        }
    }
}
