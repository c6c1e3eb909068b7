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
            what it created and what it skipped. Nothing is written when the graph has errors (exit 1).
            """
    )

    @OptionGroup var input: GraphInputOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(name: .customLong("output-dir"), help: "The directory to write the skeletons into (created if missing).")
    var outputDirectory: String

    func run() throws {
        let graph = try CheckedGraphInput.load(input, reporting: diagnostics)

        let writer = OutputWriter(directory: outputDirectory)
        do {
            for file in try writer.create(SkeletonGenerator.skeletons(for: graph)) {
                let path = writer.directory.appendingPathComponent(file.name).path
                Console.error(file.outcome == .created ? "created \(path)" : "skipped \(path) (exists)")
            }
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
    }
}
