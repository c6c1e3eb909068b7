import Foundation
import NavGraphCompiler

/// `navgraph scaffold`: write FlowController skeletons that do not exist yet, naming what it
/// created and skipped on standard error, then report (on standard output, with the check's
/// diagnostics) every requirement an existing FlowController lacks. Nothing is written when the
/// graph has errors (status 1).
public struct ScaffoldCommand: Sendable, Hashable {
    /// The graph whose FlowControllers to scaffold.
    public var input: GraphInput
    /// How to report the diagnostics.
    public var reporting: DiagnosticReporting
    /// The directory to write the skeletons into (created if missing), whose Swift files are read.
    public var outputDirectory: String

    /// Scaffolds the graph in `input` into `outputDirectory`.
    public init(input: GraphInput, reporting: DiagnosticReporting = DiagnosticReporting(), outputDirectory: String) {
        self.input = input
        self.reporting = reporting
        self.outputDirectory = outputDirectory
    }

    /// Writes the missing skeletons, then reports what the existing ones lack.
    public func run(in environment: CommandEnvironment = .current) -> CommandOutput {
        CommandOutput.collecting { output throws(CommandExit) in
            let loader = GraphLoader(input: input, reporting: reporting, destination: .standardOutput, environment: environment)
            let valid = try loader.valid(into: &output)

            let writer = OutputWriter(directory: environment.location(of: outputDirectory))
            let (skeletons, declared) = SkeletonGenerator.undeclared(SkeletonGenerator.skeletons(for: valid), in: swiftSources(under: writer.directory))
            for name in declared {
                output.error("skipped \(writer.directory.appendingPathComponent(name).path) (its type is declared in another file)")
            }
            do {
                for file in try writer.create(skeletons) {
                    let path = writer.directory.appendingPathComponent(file.name).path
                    output.error(file.outcome == .created ? "created \(path)" : "skipped \(path) (exists)")
                }
            } catch {
                output.error("error: \(error)")
                throw CommandExit(status: 2)
            }
            let found = ScaffoldReport.diagnostics(for: valid, sources: swiftSources(under: writer.directory))
            if try loader.report(found, into: &output).containsErrors { throw CommandExit(status: 1) }
        }
    }

    /// The text of every Swift file under `directory`, outside hidden folders (`.build`).
    private func swiftSources(under directory: URL) -> [String] {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    }
}
