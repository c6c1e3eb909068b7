import Foundation
import NavGraphCompiler

/// `navgraph scaffold`: write FlowController skeletons that do not exist yet, naming what it
/// created and skipped on standard error, then report (on standard output, with the check's
/// diagnostics, in one report) what the FlowControllers in the folder lack and those the graph no
/// longer has (`ScaffoldReport`). Nothing is written when the graph has errors (status 1).
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
            let read = try loader.read(into: &output)
            guard let valid = read.valid else {
                _ = loader.report(read.checked.diagnostics, of: read, into: &output)
                throw CommandExit(status: 1)
            }

            let writer = OutputWriter(directory: environment.location(of: outputDirectory))
            let (skeletons, declared) = SkeletonGenerator.undeclared(SkeletonGenerator.skeletons(for: valid), in: swiftSources(under: writer.directory))
            for (skeleton, file) in declared {
                let path = writer.directory.appendingPathComponent(skeleton).path
                let isItself = URL(fileURLWithPath: file).resolvingSymlinksInPath().path == URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                output.error(isItself ? "skipped \(path) (exists)" : "skipped \(path) (its type is declared in \(file))")
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
            if loader.report(read.checked.diagnostics + found, of: read, into: &output).containsErrors { throw CommandExit(status: 1) }
        }
    }

    /// Every Swift file under `directory` and its subfolders, outside hidden folders (`.build`),
    /// named by its path.
    private func swiftSources(under directory: URL) -> [SourceFile] {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.sorted { $0.path < $1.path }.compactMap { file in
            (try? Data(contentsOf: file)).map { SourceFile(path: file.path, contents: Array($0)) }
        }
    }
}
