import NavGraphCompiler

/// The one way every command that reads a graph (lint, generate, scaffold, graph, links) gets
/// it: read the files, check them, report the diagnostics as `DiagnosticReporting` says, and go
/// on only as far as the reported diagnostics allow.
struct GraphLoader {
    /// The graph files to read.
    var input: GraphInput
    /// How to report the diagnostics.
    var reporting: DiagnosticReporting
    /// Where the diagnostics go: standard output when they are the command's only output,
    /// standard error when standard output carries something else (a drawing, a link list).
    var destination: CommandOutput.Stream
    /// Where the command runs.
    var environment: CommandEnvironment

    /// Reads, checks and reports; returns the diagnostics as reported (after
    /// `--warnings-as-errors`) with the checked graph. Ends with 2 when the files cannot be read.
    func check(into output: inout CommandOutput) throws(CommandExit) -> (checked: CheckedGraph, reported: [Diagnostic]) {
        let files = try input.loadFiles(in: environment, into: &output)
        let checked = GraphCompiler.check(files)
        return (checked, report(checked.diagnostics, files: files, into: &output))
    }

    /// Reports diagnostics found after the check (scaffold's, from the app's Swift files) as the
    /// check's are reported; returns them as reported.
    func report(_ found: [Diagnostic], into output: inout CommandOutput) throws(CommandExit) -> [Diagnostic] {
        report(found, files: try input.loadFiles(in: environment, into: &output), into: &output)
    }

    private func report(_ found: [Diagnostic], files: [SourceFile], into output: inout CommandOutput) -> [Diagnostic] {
        let reported = reporting.reported(found)
        let excerpts = environment.terminals.contains(destination)
        output.write(reporting.render(reported, files: files, excerpts: excerpts, in: environment), to: destination)
        return reported
    }

    /// Reads, checks and reports, then returns the valid graph; ends with 1 when the reported
    /// diagnostics hold an error (so with `--warnings-as-errors`, a warning stops the command
    /// too, before anything is written or drawn), 2 when the files cannot be read.
    func valid(into output: inout CommandOutput) throws(CommandExit) -> ValidGraph {
        let (checked, reported) = try check(into: &output)
        guard !reported.containsErrors, let valid = ValidGraph(checked) else { throw CommandExit(status: 1) }
        return valid
    }

    /// A command's output that does `body` with the valid graph (`valid(into:)`).
    func withValidGraph(_ body: (ValidGraph, inout CommandOutput) throws(CommandExit) -> Void) -> CommandOutput {
        CommandOutput.collecting { output throws(CommandExit) in try body(try valid(into: &output), &output) }
    }
}
