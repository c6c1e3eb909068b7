import ArgumentParser
import NavGraphCommands

extension NavGraphCommand {
    /// `navgraph generate`: check a graph, then write its generated Swift (`GenerateCommand`).
    struct Generate: LibraryBackedCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Check a graph, then write the Swift generated from it.",
            discussion: """
                Writes NavGraphTypes.swift, NavGraphRoutes.swift, NavGraphContracts.swift, \
                NavGraphNavigation.swift, NavGraphUIKit.swift and NavGraphSwiftUI.swift into the output \
                directory, whatever the graph holds (its `generate:` key chooses UIKit or SwiftUI and \
                the access level). A file whose bytes would not change is not rewritten. Nothing is \
                written when the graph has errors, or when the Swift would be larger than 256 bytes \
                per byte of the graph and 1 MiB more (limit-exceeded) (exit 1). Diagnostics go to \
                standard output; the files written are named on standard error.
                With --check, nothing is written: exits with 1 and names each file that would change \
                or appear, for teams that check generated code in.
                The generated files name the graph files relative to --source-root (default: the \
                current directory), and a graph file outside it by its file name alone, so the same \
                graph generates the same bytes in any checkout.
                With --flow-controllers, the app's Swift files are read too, and what a FlowController \
                lacks of what the graph asks is reported at the graph's line (missing-requirement), \
                as navgraph scaffold reports it; so is a FlowController of a screen or flow the graph \
                no longer has (orphaned-flow-controller). The build plugin passes the target's Swift files.
                """
        )

        @OptionGroup var input: GraphInputOptions
        @OptionGroup var diagnostics: DiagnosticOptions

        @Option(name: .customLong("output-dir"), help: "The directory to write the generated files into (created if missing).")
        var outputDirectory: String

        @Flag(help: "Write nothing; exit with 1 and name every file that would change or appear.")
        var check = false

        @Option(name: .customLong("source-root"), help: ArgumentHelp(
            "The directory the generated files name graph files relative to (the plugin passes the package's directory).",
            valueName: "dir"))
        var sourceRoot: String = "."

        @Option(name: .customLong("flow-controllers"), parsing: .upToNextOption, help: ArgumentHelp(
            "The app's Swift files, to report what their FlowControllers lack of what the graph asks.", valueName: "swift-file"))
        var flowControllerFiles: [String] = []

        /// What the arguments ask the library to do.
        var command: GenerateCommand {
            GenerateCommand(
                input: input.input, reporting: diagnostics.reporting(), outputDirectory: outputDirectory, check: check, sourceRoot: sourceRoot,
                flowControllerFiles: flowControllerFiles)
        }

        func output(in environment: CommandEnvironment) -> CommandOutput { command.run(in: environment) }
    }
}
