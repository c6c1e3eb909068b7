import Foundation
import NavGraphCompiler

/// `navgraph generate`: check a graph, then write its generated Swift (or, with `check`, say
/// which files would change). Diagnostics go to standard output, the files written to standard
/// error; nothing is written when the graph has errors (status 1).
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

    /// Generates the graph in `input` into `outputDirectory`.
    public init(
        input: GraphInput, reporting: DiagnosticReporting = DiagnosticReporting(), outputDirectory: String, check: Bool = false,
        sourceRoot: String = "."
    ) {
        self.input = input
        self.reporting = reporting
        self.outputDirectory = outputDirectory
        self.check = check
        self.sourceRoot = sourceRoot
    }

    /// Checks the graph, then writes (or compares) the generated files.
    public func run(in environment: CommandEnvironment = .current) -> CommandOutput {
        GraphLoader(input: input, reporting: reporting, destination: .standardOutput, environment: environment).withValidGraph { valid, output throws(CommandExit) in
            let root = ReportPaths(baseDirectory: sourceRoot, workingDirectory: environment.workingDirectory)

            let generated = SwiftGenerator.generate(valid.namingFiles(relativeTo: root))
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
}
