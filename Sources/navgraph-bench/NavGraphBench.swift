import Foundation
import NavGraphCompiler
import NavGraphGraphShapes

/// `navgraph-bench`: times NavGraph's phases on graph files and compares lint with two floors:
/// Yams composing the file and walking every node, and libyaml's parser reading its events alone.
/// With `--shapes`, measures the graph shapes (`GraphShape`) at several sizes and reports how
/// each phase grows. Reports figures only; it never fails on timing. See docs/Performance.md.
///
///     navgraph-bench [--runs N] [--cpu-time] [--typecheck-max-screens N] FILE...
///     navgraph-bench --shapes [--sizes 200,2000,8000] [--runs N] [--cpu-time] [--typecheck-max-screens N] [SHAPE...]
///     navgraph-bench --write SHAPE SCREENS DIRECTORY
///     navgraph-bench --lsp [--runs N] [--split N] FILE...
///     navgraph-bench --lint-once FILE|shape:SHAPE:SCREENS
///
/// Each graph is measured in a child process of its own (`--measure FILE` or `--measure
/// shape:SHAPE:SCREENS`), so that the peak memory reported is that graph's; the tables are
/// printed as Markdown. Times are wall-clock times, or with `--cpu-time` the measuring thread's
/// CPU time (`BenchClock`). With `--lsp` it measures the language server instead, in process
/// (`LanguageServerMeasurement`).
@main
struct NavGraphBench {
    static let usage = """
        usage: navgraph-bench [--runs N] [--cpu-time] [--typecheck-max-screens N] FILE...
               navgraph-bench --shapes [--sizes 200,2000,8000] [--runs N] [--cpu-time] [--typecheck-max-screens N] [SHAPE...]
               navgraph-bench --write SHAPE SCREENS DIRECTORY
               navgraph-bench --lsp [--runs N] [--split N] FILE...
               navgraph-bench --lint-once FILE|shape:SHAPE:SCREENS
        shapes: \(GraphShape.allCases.map(\.rawValue).joined(separator: ", "))
        """

    static func main() async {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.contains("--lsp") {
                try await runLanguageServer(arguments.filter { $0 != "--lsp" })
            } else {
                try run(arguments)
            }
        } catch {
            FileHandle.standardError.write(Data("navgraph-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ arguments: [String]) throws {
        var runs = 5
        var clock = BenchClock.wall
        var typecheckMaxScreens: Int?
        var sizes = [200, 2_000, 8_000]
        var shapes = false
        var measureOne: String?
        var operands: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs": runs = try number(after: argument, in: &remaining)
            case "--cpu-time": clock = .cpu
            case "--typecheck-max-screens": typecheckMaxScreens = try number(after: argument, in: &remaining)
            case "--sizes": sizes = try numbers(after: argument, in: &remaining)
            case "--shapes": shapes = true
            case "--measure": measureOne = remaining.popFirst()
            case "--write": return try write(Array(remaining))
            case "--lint-once": return try lintOnce(remaining.popFirst())
            case _ where argument.hasPrefix("-"): throw BenchError(usage)
            default: operands.append(argument)
            }
        }
        if let measureOne {
            let measurement = try GraphMeasurement.measure(
                try BenchInput(measureOne).files(), label: measureOne, runs: runs, clock: clock, typecheckMaxScreens: typecheckMaxScreens ?? 0)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            print(String(decoding: try encoder.encode(measurement), as: UTF8.self))
            return
        }
        if shapes {
            let chosen = try operands.isEmpty ? GraphShape.allCases : operands.map { name in
                guard let shape = GraphShape(rawValue: name) else { throw BenchError("no shape '\(name)'\n\(usage)") }
                return shape
            }
            var measurements: [(GraphShape, [GraphMeasurement])] = []
            for shape in chosen {
                measurements.append((shape, try sizes.map { size in
                    try measureInChild("shape:\(shape.rawValue):\(size)", runs: runs, clock: clock, typecheckMaxScreens: typecheckMaxScreens ?? 0)
                }))
            }
            print(ShapeTable.markdown(measurements, clock: clock))
            return
        }
        guard !operands.isEmpty else { throw BenchError(usage) }
        let measurements = try operands.map { try measureInChild($0, runs: runs, clock: clock, typecheckMaxScreens: typecheckMaxScreens ?? 2_000) }
        print(BenchTable.markdown(measurements, clock: clock))
    }

    /// `--write SHAPE SCREENS DIRECTORY`: writes the shape's graph files into the directory.
    private static func write(_ arguments: [String]) throws {
        guard arguments.count == 3, let shape = GraphShape(rawValue: arguments[0]), let screens = Int(arguments[1]), screens > 0 else {
            throw BenchError(usage)
        }
        let directory = URL(fileURLWithPath: arguments[2])
        for file in shape.files(screens: screens) {
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
    }

    /// `--lint-once INPUT`: lints the input once and does nothing else measurable, for a profiler
    /// that counts work rather than time (`valgrind --tool=callgrind`, `perf stat`): the per-phase
    /// instruction and cache-miss figures of docs/Performance.md come from this, where generating,
    /// writing and the floors would only slow the profiler down.
    private static func lintOnce(_ input: String?) throws {
        guard let input else { throw BenchError(usage) }
        let files = try BenchInput(input).files()
        var phases = ProfiledPhases()
        let checked = GraphCompiler.check(files, observing: &phases)
        guard let graph = checked.graph, !checked.hasErrors else { throw BenchError("\(input) has errors; run navgraph lint on it") }
        print("\(input): \(graph.screens.count) screens")
    }

    /// `--lsp`: the language server's latencies on each file, and with `--split N` on each
    /// written as N files of screens beside one with the rest.
    static func runLanguageServer(_ arguments: [String]) async throws {
        var runs = 5
        var split = 1
        var files: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs": runs = try number(after: argument, in: &remaining)
            case "--split": split = try number(after: argument, in: &remaining)
            case _ where argument.hasPrefix("-"): throw BenchError(usage)
            default: files.append(argument)
            }
        }
        guard !files.isEmpty else { throw BenchError(usage) }
        var measurements: [LanguageServerMeasurement] = []
        for file in files {
            FileHandle.standardError.write(Data("navgraph-bench: measuring the language server on \(file)\n".utf8))
            measurements.append(try await LanguageServerMeasurement.measure(path: file, runs: runs, split: 1))
            if split > 1 { measurements.append(try await LanguageServerMeasurement.measure(path: file, runs: runs, split: split)) }
        }
        print(LanguageServerMeasurement.markdown(measurements, runs: runs))
    }

    private static func number(after option: String, in arguments: inout ArraySlice<String>) throws -> Int {
        guard let text = arguments.popFirst(), let value = Int(text), value > 0 else {
            throw BenchError("\(option) needs a positive number")
        }
        return value
    }

    private static func numbers(after option: String, in arguments: inout ArraySlice<String>) throws -> [Int] {
        let values = arguments.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
        guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { throw BenchError("\(option) needs positive numbers, as in 200,2000,8000") }
        return values
    }

    /// Runs this executable with `--measure` on one input and decodes its one line of JSON.
    private static func measureInChild(_ input: String, runs: Int, clock: BenchClock, typecheckMaxScreens: Int) throws -> GraphMeasurement {
        FileHandle.standardError.write(Data("navgraph-bench: measuring \(input)\n".utf8))
        let process = Process()
        process.executableURL = Bundle.main.executableURL
        process.arguments = ["--measure", input, "--runs", String(runs)] + (clock == .cpu ? ["--cpu-time"] : [])
            + (typecheckMaxScreens > 0 ? ["--typecheck-max-screens", String(typecheckMaxScreens)] : [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("measuring \(input) failed") }
        return try JSONDecoder().decode(GraphMeasurement.self, from: data)
    }
}

/// What one measurement reads: a graph file (or folder of them), or `shape:NAME:SCREENS`.
struct BenchInput {
    var text: String

    init(_ text: String) { self.text = text }

    func files() throws -> [SourceFile] {
        let parts = text.split(separator: ":").map(String.init)
        guard parts.count == 3, parts[0] == "shape" else { return try GraphFileLoader.load(paths: [text]) }
        guard let shape = GraphShape(rawValue: parts[1]), let screens = Int(parts[2]) else { throw BenchError("no shape '\(text)'") }
        return shape.files(screens: screens)
    }
}
