import ArgumentParser
import NavGraphCompiler

/// `navgraph scaffold`: write FlowController skeletons that do not exist yet.
struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Write a FlowController skeleton for each screen and flow that has none yet.",
        discussion: """
            Writes <Name>FlowController.swift for every screen and flow, conforming to its generated \
            contract, unless a file of that name exists: existing files are never touched. Lists \
            what it created and what it skipped (on standard error). Nothing is written when the \
            graph has errors (exit 1). Diagnostics go to standard output.
            """
    )

    @OptionGroup var input: GraphInputOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(name: .customLong("output-dir"), help: "The directory to write the skeletons into (created if missing).")
    var outputDirectory: String

    func run() throws {
        let valid = try GraphLoader(input: input, diagnostics: diagnostics, destination: .standardOutput).valid()

        let writer = OutputWriter(directory: outputDirectory)
        do {
            for file in try writer.create(SkeletonGenerator.skeletons(for: valid)) {
                let path = writer.directory.appendingPathComponent(file.name).path
                Console.error(file.outcome == .created ? "created \(path)" : "skipped \(path) (exists)")
            }
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
    }
}
