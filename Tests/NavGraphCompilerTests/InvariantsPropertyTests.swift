import Foundation
import Testing
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// The invariants of `DiagnosticInvariants` over every golden input, every hostile file and
/// randomly mutated inputs; and time growing linearly with the input.
///
/// Reproduce a run with the seed it prints: `NAVGRAPH_PROPERTY_SEED=<seed> swift test --filter
/// InvariantsPropertyTests`; `NAVGRAPH_PROPERTY_INPUTS=<n>` checks more mutated inputs.
@Suite("Invariants of diagnostics", .serialized)
struct InvariantsPropertyTests {
    /// The hostile corpus of issue 11, where this machine keeps it.
    static let hostileFolder = URL(fileURLWithPath: "/work/shared/hostile")

    /// Each golden case's files, with paths relative to its folder.
    static let goldenInputs: [[SourceFile]] = GoldenDiagnosticsTests.caseNames.compactMap { name in
        let folder = GoldenDiagnosticsTests.root.appendingPathComponent(name).path
        return try? GraphFileLoader.load(paths: [folder]).map { file in
            SourceFile(path: String(file.path.dropFirst(folder.count + 1)), contents: file.contents)
        }
    }

    static let hostileInputs: [[SourceFile]] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: hostileFolder.path)) ?? []
        return names.filter(SourceFile.isGraphFileName).sorted().compactMap { name in
            (try? Data(contentsOf: hostileFolder.appendingPathComponent(name))).map { [SourceFile(path: name, contents: Array($0))] }
        }
    }()

    private func expectInvariants(_ files: [SourceFile], _ label: @autoclosure () -> String) {
        let diagnostics = GraphCompiler.check(files).diagnostics
        let problems = DiagnosticInvariants.violations(of: diagnostics, files: files)
        #expect(problems.isEmpty, "\(label()):\n\(problems.joined(separator: "\n"))")
    }

    @Test("every golden input keeps the invariants")
    func goldenInputs() {
        for files in Self.goldenInputs { expectInvariants(files, files.map(\.path).joined(separator: ", ")) }
    }

    @Test("every hostile file keeps the invariants (when ../shared/hostile is present)")
    func hostileInputs() {
        for files in Self.hostileInputs { expectInvariants(files, files[0].path) }
    }

    @Test("randomly mutated golden and hostile inputs keep the invariants")
    func mutatedInputs() {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        let count = Int(ProcessInfoSeed.value(of: "NAVGRAPH_PROPERTY_INPUTS") ?? 300)
        print("navgraph: mutated inputs, seed \(seed) (NAVGRAPH_PROPERTY_SEED=\(seed) to repeat)")
        var mutator = InputMutator(generator: SeededGenerator(seed: seed))
        let corpus = Self.goldenInputs + Self.hostileInputs
        for index in 0..<count {
            var files = corpus[index % corpus.count]
            let which = Int.random(in: 0..<files.count, using: &mutator.generator)
            files[which].contents = mutator.mutate(files[which].contents)
            expectInvariants(files, "seed \(seed), input \(index), \(files[which].path): \(String(decoding: files[which].contents.prefix(300), as: UTF8.self).debugDescription)")
        }
    }

    /// Families of inputs that once took super-linear time, each made at a size.
    static let families: [(name: String, make: @Sendable (Int) -> [SourceFile])] = [
        ("duplicate keys", { n in [file((0..<n).map { "k\($0 % (n / 2)): 0" })] }),
        ("anchors and aliases", { n in [file((0..<n).map { "a\($0): &x\($0) [1, 2]\nb\($0): *x\($0)" })] }),
        ("one long flow line", { n in [file(["screens: {" + (0..<n).map { "S\($0): {}" }.joined(separator: ", ") + "}"])] }),
        ("long names", { n in [file(["version: 1", "entry: A" + String(repeating: "b", count: n), "screens:", "  A\(String(repeating: "c", count: n)): {}"])] }),
        ("many files", { n in (0..<n / 10).map { SourceFile(path: "f\($0).navgraph.yaml", text: "screens:\n  S\($0): {}\n") } }),
    ]

    private static func file(_ lines: [String]) -> SourceFile {
        SourceFile(path: "g.navgraph.yaml", text: lines.joined(separator: "\n") + "\n")
    }

    /// The fastest of three checks of `files`, in seconds.
    private static func seconds(_ files: [SourceFile]) -> Double {
        (0..<3).map { _ in
            let elapsed = ContinuousClock().measure { _ = GraphCompiler.check(files) }
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }.min() ?? 0
    }

    @Test("time grows linearly with the input: eight times the input within 32 times the time")
    func linearTime() {
        for family in Self.families {
            let small = Self.seconds(family.make(1_000))
            let large = Self.seconds(family.make(8_000))
            let ratio = large / max(small, 1e-4)
            print("navgraph: \(family.name): 1,000 in \(String(format: "%.3f", small)) s, 8,000 in \(String(format: "%.3f", large)) s, ratio \(String(format: "%.1f", ratio))")
            // Linear is 8; quadratic would be 64. The floor keeps noise on tiny times out.
            #expect(large < 32 * small + 0.25, "\(family.name): \(small) s for 1,000, \(large) s for 8,000")
        }
    }
}
