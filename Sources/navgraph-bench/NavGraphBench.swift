import Foundation

/// `navgraph-bench`: times NavGraph's phases on graph files and compares lint with two floors:
/// Yams composing the file and walking every node, and libyaml's parser reading its events alone.
/// Reports figures only; it never fails on timing. See docs/Performance.md.
///
///     navgraph-bench [--runs N] [--typecheck-max-screens N] FILE...
///     navgraph-bench --lsp [--runs N] [--split N] FILE...
///
/// Each file is measured in a child process of its own (`--measure FILE`), so that the peak
/// memory reported is that file's; the table is printed as Markdown. With `--lsp` it measures the
/// language server instead, in process (`LanguageServerMeasurement`).
@main
struct NavGraphBench {
    static let usage = "usage: navgraph-bench [--runs N] [--typecheck-max-screens N] FILE...\n       navgraph-bench --lsp [--runs N] [--split N] FILE..."

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
        var typecheckMaxScreens = 2_000
        var measureOne: String?
        var files: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs": runs = try number(after: argument, in: &remaining)
            case "--typecheck-max-screens": typecheckMaxScreens = try number(after: argument, in: &remaining)
            case "--measure": measureOne = remaining.popFirst()
            case _ where argument.hasPrefix("-"): throw BenchError(usage)
            default: files.append(argument)
            }
        }
        if let path = measureOne {
            let measurement = try GraphMeasurement.measure(path: path, runs: runs, typecheckMaxScreens: typecheckMaxScreens)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            print(String(decoding: try encoder.encode(measurement), as: UTF8.self))
            return
        }
        guard !files.isEmpty else { throw BenchError(usage) }
        var measurements: [GraphMeasurement] = []
        for file in files {
            FileHandle.standardError.write(Data("navgraph-bench: measuring \(file)\n".utf8))
            measurements.append(try measureInChild(file, runs: runs, typecheckMaxScreens: typecheckMaxScreens))
        }
        print(BenchTable.markdown(measurements))
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

    /// Runs this executable with `--measure` on one file and decodes its one line of JSON.
    private static func measureInChild(_ file: String, runs: Int, typecheckMaxScreens: Int) throws -> GraphMeasurement {
        let process = Process()
        process.executableURL = Bundle.main.executableURL
        process.arguments = ["--measure", file, "--runs", String(runs), "--typecheck-max-screens", String(typecheckMaxScreens)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("measuring \(file) failed") }
        return try JSONDecoder().decode(GraphMeasurement.self, from: data)
    }
}
