import ArgumentParser
import NavGraphCommands

extension NavGraphCommand {
    /// `navgraph scaffold`: write FlowController skeletons that do not exist yet (`ScaffoldCommand`).
    struct Scaffold: LibraryBackedCommand {
        static let configuration = CommandConfiguration(
            commandName: "scaffold",
            abstract: "Write a FlowController skeleton for each screen and flow that has none yet.",
            discussion: """
                Writes <Name>FlowController.swift for every screen and flow, conforming to its generated \
                contract, and <Set>Routing.swift for every set of shared routes, unless a file of that \
                name exists or a Swift file under the output directory already declares the type: \
                existing files are never touched. Lists \
                what it created and what it skipped (on standard error). Then reads the Swift files \
                under the output directory and reports, at the graph line that asks, every requirement \
                an existing FlowController lacks, and a FlowController of the other UI framework \
                (missing-requirement). Nothing is written when the graph has errors (exit 1). \
                Diagnostics go to standard output.
                """
        )

        @OptionGroup var input: GraphInputOptions
        @OptionGroup var diagnostics: DiagnosticOptions

        @Option(name: .customLong("output-dir"), help: "The directory to write the skeletons into (created if missing).")
        var outputDirectory: String

        /// What the arguments ask the library to do.
        var command: ScaffoldCommand {
            ScaffoldCommand(input: input.input, reporting: diagnostics.reporting(), outputDirectory: outputDirectory)
        }

        func output(in environment: CommandEnvironment) -> CommandOutput { command.run(in: environment) }
    }
}
