import Foundation
import NavGraphCompiler

/// `navgraph generate`: check a graph, then write its generated Swift (or, with `check`, say
/// which files would change). Diagnostics go to standard output, the files written to standard
/// error; nothing is written when the graph has errors, or when the Swift would pass
/// `GeneratedSizeLimit` (`limit-exceeded`, in the same report) (status 1). Given the app's FlowController
/// files (the build plugin gives the target's Swift files), it also reports, in the same report,
/// what scaffold reports of them (`ScaffoldReport`): the build then says at the graph's line what
/// a FlowController lacks before the compiler says it inside the generated contracts.
public struct GenerateCommand: Sendable, Hashable {
    /// The graph to generate from.
    public var input: GraphInput
    /// How to report the check's diagnostics.
    public var reporting: DiagnosticReporting
    /// The directory to write the generated files into (created if missing).
    public var outputDirectory: String
    /// Write nothing; end with 1 and name every file that would change or appear.
    public var check: Bool
    /// The directory the generated files name graph files relative to.
    public var sourceRoot: String
    /// The app's Swift files that hold the FlowControllers, read for `ScaffoldReport`; none by default.
    public var flowControllerFiles: [String]

    /// Generates the graph in `input` into `outputDirectory`.
    public init(
        input: GraphInput, reporting: DiagnosticReporting = DiagnosticReporting(), outputDirectory: String, check: Bool = false,
        sourceRoot: String = ".", flowControllerFiles: [String] = []
    ) {
        self.input = input
        self.reporting = reporting
        self.outputDirectory = outputDirectory
        self.check = check
        self.sourceRoot = sourceRoot
        self.flowControllerFiles = flowControllerFiles
    }

    /// Checks the graph (and the FlowControllers, when given), then writes (or compares) the generated files.
    public func run(in environment: CommandEnvironment = .current) -> CommandOutput {
        CommandOutput.collecting { output throws(CommandExit) in
            let loader = GraphLoader(input: input, reporting: reporting, destination: .standardOutput, environment: environment)
            let read = try loader.read(into: &output)
            var found = try read.valid.map { valid throws(CommandExit) in
                ScaffoldReport.diagnostics(for: valid, sources: try flowControllers(in: environment, into: &output))
            } ?? []
            let generated = read.valid.flatMap { generate($0, from: read.files, in: environment, finding: &found) }
            let reported = loader.report(read.checked.diagnostics + found, of: read, into: &output)
            if reporting.format == .text, found.contains(where: { $0.code == .missingRequirement }) {
                output.write(Self.scaffoldNote, to: .standardOutput)
            }
            guard let generated, !reported.containsErrors else { throw CommandExit(status: 1) }
            try write(generated, in: environment, into: &output)
        }
    }

    /// What the build adds after `missing-requirement`: which command writes FlowControllers.
    static let scaffoldNote = """
        note: the FlowControllers lack what the graph now asks: add to each what its warning above names; \
        `swift package --allow-writing-to-package-directory navgraph-scaffold` (`navgraph scaffold` outside \
        a package) writes the FlowControllers of new screens and flows and lists what the others lack

        """

    /// The FlowController files, read; ends with 2 when one cannot be read.
    private func flowControllers(in environment: CommandEnvironment, into output: inout CommandOutput) throws(CommandExit) -> [SourceFile] {
        var files: [SourceFile] = []
        for path in flowControllerFiles {
            guard let data = FileManager.default.contents(atPath: environment.location(of: path)) else {
                output.error("error: cannot read \(path)")
                throw CommandExit(status: 2)
            }
            files.append(SourceFile(path: path, contents: Array(data)))
        }
        return files
    }

    /// The Swift generated from `valid` (naming the graph files relative to `sourceRoot`), or nil
    /// with `limit-exceeded` added to `found` when it would pass `GeneratedSizeLimit`.
    private func generate(
        _ valid: ValidGraph, from files: [SourceFile], in environment: CommandEnvironment, finding found: inout [Diagnostic]
    ) -> [GeneratedFile]? {
        let root = ReportPaths(baseDirectory: sourceRoot, workingDirectory: environment.workingDirectory)
        do {
            return try SwiftGenerator.generate(valid.namingFiles(relativeTo: root), from: files)
        } catch {
            found.append(error.diagnostic)
            return nil
        }
    }

    /// Writes (or, with `check`, compares) the generated files.
    private func write(_ generated: [GeneratedFile], in environment: CommandEnvironment, into output: inout CommandOutput) throws(CommandExit) {
        let writer = OutputWriter(directory: environment.location(of: outputDirectory))
        let outcomes: [(name: String, outcome: OutputWriter.Outcome)]
        do {
            outcomes = check ? try writer.plan(generated) : try writer.write(generated)
        } catch {
            output.error("error: \(error)")
            throw CommandExit(status: 2)
        }
        let changed = outcomes.filter { $0.outcome != .unchanged }
        for file in changed {
            let path = writer.directory.appendingPathComponent(file.name).path
            output.error(check ? "\(path): would be \(file.outcome.rawValue)" : "\(file.outcome.rawValue) \(path)")
        }
        if check, !changed.isEmpty { throw CommandExit(status: 1) }
    }
}
