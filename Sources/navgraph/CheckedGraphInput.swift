import ArgumentParser
import NavGraphCompiler

/// The first half of every command that writes Swift: read the graph, check it, report the
/// diagnostics, and go on only with a graph that has no errors.
enum CheckedGraphInput {
    /// The checked graph; exits with 1 when it has errors (after `--warnings-as-errors`), 2 when unreadable.
    static func load(_ input: GraphInputOptions, reporting diagnostics: DiagnosticOptions) throws -> Graph {
        let files = try input.loadFiles()
        let checked = GraphCompiler.check(files)
        let reported = diagnostics.reported(checked.diagnostics)
        Console.output(diagnostics.render(reported, files: files, excerpts: Console.outputIsTerminal))
        guard !reported.containsErrors, let graph = checked.graph else { throw ExitCode(1) }
        return graph
    }
}
