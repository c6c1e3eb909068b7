import ArgumentParser
import NavGraphCompiler

/// `navgraph lint`: check a graph and report its diagnostics.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a graph and print its diagnostics.",
        discussion: "Exits with 1 when the graph has errors (or warnings, with --warnings-as-errors), 0 otherwise."
    )

    @OptionGroup var input: GraphInputOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let files = try input.loadFiles()
        let checked = GraphCompiler.check(files)
        let reported = diagnostics.reported(checked.diagnostics)
        Console.output(diagnostics.render(reported, files: files, excerpts: Console.outputIsTerminal))
        if reported.exitStatus != 0 { throw ExitCode(reported.exitStatus) }
    }
}
