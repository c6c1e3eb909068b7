import Foundation
import NavGraphCompiler

/// The figures for one graph, measured in one process (so that its peak memory is this graph's):
/// each time is the fastest of several runs, the figure least disturbed by other work on a
/// shared machine.
struct GraphMeasurement: Codable {
    /// What was measured: a file's path, or a shape and its size.
    var label: String
    var bytes: Int
    var screens: Int
    var runs: Int
    /// The clock every time below was read on (the type-check's is always the wall clock's).
    var clock: BenchClock
    /// Fastest seconds per phase, by ``CompilerPhase`` raw value, then "generate" and "write".
    var phaseSeconds: [String: Double]
    /// Fastest seconds of the whole check (`navgraph lint`'s work once the bytes are read).
    var lintSeconds: Double
    /// Fastest seconds for Yams to compose the same text and walk every node.
    var floorSeconds: Double
    /// Fastest seconds for libyaml's parser to read the same text's events, building nothing.
    var libyamlFloorSeconds: Double
    var generatedLines: Int
    /// Seconds for `swiftc -typecheck` over the generated files, when asked for.
    var typecheckSeconds: Double?
    var peakResidentMegabytes: Double

    /// Measures the graph of `files` `runs` times on `clock`; type-checks the generated code once
    /// for a graph of at most `typecheckMaxScreens` screens.
    static func measure(_ files: [SourceFile], label: String, runs: Int, clock: BenchClock, typecheckMaxScreens: Int) throws -> GraphMeasurement {
        let texts = files.map { String(decoding: $0.contents, as: UTF8.self) }
        var phases: [String: [Double]] = [:]
        var lint: [Double] = []
        var floor: [Double] = []
        var libyamlFloor: [Double] = []
        var generated: [GeneratedFile] = []
        var screens = 0
        for _ in 0..<runs {
            var times = PhaseTimes(clock: clock)
            var checked: CheckedGraph?
            lint.append(clock.seconds { checked = GraphCompiler.check(files, observing: &times) })
            for (phase, seconds) in times.seconds { phases[phase.rawValue, default: []].append(seconds) }
            guard let checked, let graph = checked.graph, !checked.hasErrors else {
                throw BenchError("\(label) has errors; run navgraph lint on it")
            }
            screens = graph.screens.count
            // Generation includes making the valid graph (its link plan), which only generation needs.
            phases["generate", default: []].append(clock.seconds {
                generated = ValidGraph(checked).map(SwiftGenerator.generate) ?? []
            })
            guard !generated.isEmpty else { throw BenchError("\(label): no valid graph to generate from") }
            let directory = try TemporaryDirectory()
            let writer = OutputWriter(directory: directory.path)
            phases["write", default: []].append(try clock.seconds { _ = try writer.write(generated) })
            var tally = YAMLFloor.Tally()
            floor.append(try clock.seconds { for text in texts { tally = try YAMLFloor.composeAndWalk(text) } })
            guard tally.nodes > 0 else { throw BenchError("\(label): Yams composed no node") }
            var events = LibyamlFloor.Tally()
            libyamlFloor.append(try clock.seconds { for file in files { events = try LibyamlFloor.readEvents(file.contents) } })
            guard events.events > 0 else { throw BenchError("\(label): libyaml read no event") }
        }
        let lines = generated.reduce(0) { $0 + $1.contents.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }
        return GraphMeasurement(
            label: label, bytes: files.reduce(0) { $0 + $1.contents.count }, screens: screens, runs: runs, clock: clock,
            phaseSeconds: phases.mapValues(fastest), lintSeconds: fastest(lint), floorSeconds: fastest(floor),
            libyamlFloorSeconds: fastest(libyamlFloor),
            generatedLines: lines,
            typecheckSeconds: screens <= typecheckMaxScreens ? try SwiftTypecheck.seconds(for: generated) : nil,
            peakResidentMegabytes: PeakMemory.residentMegabytes()
        )
    }
}

/// The least of the values (0 for none).
func fastest(_ values: [Double]) -> Double {
    values.min() ?? 0
}

/// A benchmark that cannot go on, with the reason.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
