import ArgumentParser
import NavGraphCommands

extension NavGraphCommand {
    /// `navgraph lint`: check a graph and report its diagnostics (`LintCommand`).
    struct Lint: LibraryBackedCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Check a graph and print its diagnostics.",
            discussion: """
                Diagnostics are lint's output, so they go to standard output. Exits with 1 when the \
                graph has errors (or warnings, with --warnings-as-errors), 0 otherwise.
                """
        )

        @OptionGroup var input: GraphInputOptions
        @OptionGroup var diagnostics: DiagnosticOptions

        @Option(help: ArgumentHelp("The same as --diagnostics-format (lint's only output is its diagnostics).", valueName: "format"))
        var format: DiagnosticFormat?

        func validate() throws {
            if let format, let chosen = diagnostics.chosenFormat, format != chosen {
                throw ValidationError("--format \(format.rawValue) and --diagnostics-format \(chosen.rawValue) disagree; give one of them.")
            }
        }

        /// What the arguments ask the library to do.
        var command: LintCommand { LintCommand(input: input.input, reporting: diagnostics.reporting(format: format)) }

        func output(in environment: CommandEnvironment) -> CommandOutput { command.run(in: environment) }
    }
}
