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

    /// A graph read and checked, its diagnostics not reported yet.
    struct Checked {
        /// The graph files read.
        var files: [SourceFile]
        /// What the check made of them.
        var checked: CheckedGraph
        /// The valid graph, when the diagnostics as they are to be reported (after
        /// `--warnings-as-errors`) hold no error.
        var valid: ValidGraph?
    }

    /// Reads and checks, reporting nothing yet (a command that adds diagnostics of its own
    /// reports them with the check's, in one report). Ends with 2 when the files cannot be read.
    func read(into output: inout CommandOutput) throws(CommandExit) -> Checked {
        let files = try input.loadFiles(in: environment, into: &output)
        let checked = GraphCompiler.check(files)
        let valid = reporting.reported(checked.diagnostics).containsErrors ? nil : ValidGraph(checked)
        return Checked(files: files, checked: checked, valid: valid)
    }

    /// Reads, checks and reports; returns the diagnostics as reported (after
    /// `--warnings-as-errors`) with the checked graph. Ends with 2 when the files cannot be read.
    func check(into output: inout CommandOutput) throws(CommandExit) -> (checked: CheckedGraph, reported: [Diagnostic]) {
        let read = try read(into: &output)
        return (read.checked, report(read.checked.diagnostics, of: read, into: &output))
    }

    /// Reports `diagnostics` (the check's, and any the command found after it) against the files
    /// of `read`; returns them as reported.
    func report(_ diagnostics: [Diagnostic], of read: Checked, into output: inout CommandOutput) -> [Diagnostic] {
        let reported = reporting.reported(diagnostics)
        let excerpts = environment.terminals.contains(destination)
        output.write(reporting.render(reported, files: read.files, excerpts: excerpts, in: environment), to: destination)
        return reported
    }

    /// Reads, checks and reports, then returns the valid graph; ends with 1 when the reported
    /// diagnostics hold an error (so with `--warnings-as-errors`, a warning stops the command
    /// too, before anything is written or drawn), 2 when the files cannot be read.
    func valid(into output: inout CommandOutput) throws(CommandExit) -> ValidGraph {
        let read = try read(into: &output)
        _ = report(read.checked.diagnostics, of: read, into: &output)
        guard let valid = read.valid else { throw CommandExit(status: 1) }
        return valid
    }

    /// A command's output that does `body` with the valid graph (`valid(into:)`).
    func withValidGraph(_ body: (ValidGraph, inout CommandOutput) throws(CommandExit) -> Void) -> CommandOutput {
        CommandOutput.collecting { output throws(CommandExit) in try body(try valid(into: &output), &output) }
    }
}
