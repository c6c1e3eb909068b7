import ArgumentParser
import Foundation
import NavGraphCommands
import NavGraphCompiler

/// The graph files every command that reads a graph reads.
struct GraphInputOptions: ParsableArguments {
    @Argument(help: "Graph files, or directories searched recursively for *.navgraph.yaml and *.navgraph.yml files.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Name at least one graph file or directory.") }
    }

    /// The input as the library takes it.
    var input: GraphInput { GraphInput(paths: paths) }
}

/// How diagnostics are reported, the same for every command that reads a graph.
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .customLong("diagnostics-format"), help: ArgumentHelp("""
        The diagnostics' format: text (path:line:column lines), json, sarif (SARIF 2.1.0 for \
        code scanning) or github (GitHub Actions annotations); text by default.
        """, valueName: "format"))
    var chosenFormat: DiagnosticFormat?

    @Option(name: .customLong("base-dir"), help: ArgumentHelp(
        "With sarif or github diagnostics: the directory reported paths are relative to (the repository root).",
        valueName: "dir"))
    var baseDirectory: String = "."

    @Flag(help: "Treat warnings as errors: report them as errors and exit with status 1.")
    var warningsAsErrors = false

    /// The reporting as the library takes it, in `format` when given (lint's `--format`), else
    /// the chosen one, else text.
    func reporting(format: DiagnosticFormat? = nil) -> DiagnosticReporting {
        DiagnosticReporting(format: format ?? chosenFormat ?? .text, baseDirectory: baseDirectory, warningsAsErrors: warningsAsErrors)
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
extension GenerationOptions.UserInterface: ExpressibleByArgument {}
extension PictureFormat: ExpressibleByArgument {}

/// A subcommand whose work is a `NavGraphCommands` command: its arguments make the command,
/// `run()` prints what the command wrote and exits with its status.
protocol LibraryBackedCommand: ParsableCommand {
    /// Runs the library's command in `environment`.
    func output(in environment: CommandEnvironment) -> CommandOutput
}

extension LibraryBackedCommand {
    /// Runs the library's command in the process's directory, prints and exits.
    func run() throws { try Console.finish(output(in: .current)) }
}

/// Where the command line writes: the library's output, as it was written, then its status.
enum Console {
    /// Prints `output` to standard output and standard error in the order it was written, then
    /// ends the command with its status when that is not 0.
    static func finish(_ output: CommandOutput) throws {
        for write in output.writes {
            let handle = write.stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
            handle.write(Data(write.text.utf8))
        }
        if output.status != 0 { throw ExitCode(output.status) }
    }
}
