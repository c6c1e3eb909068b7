import ArgumentParser
import NavGraphCompiler

/// The one way every command that reads a graph (lint, generate, scaffold, graph, links) gets
/// it: read the files, check them, report the diagnostics as `DiagnosticOptions` says, and go on
/// only as far as the reported diagnostics allow.
struct GraphLoader {
    /// The graph files to read.
    var input: GraphInputOptions
    /// How to report the diagnostics.
    var diagnostics: DiagnosticOptions
    /// Where the diagnostics go: standard output when they are the command's only output,
    /// standard error when standard output carries something else (a drawing, a link list).
    var destination: Console.Stream

    /// Reads, checks and reports; returns the diagnostics as reported (after
    /// `--warnings-as-errors`) with the checked graph. Exits with 2 when the files cannot be read.
    func check() throws -> (checked: CheckedGraph, reported: [Diagnostic]) {
        let files = try input.loadFiles()
        let checked = GraphCompiler.check(files)
        return (checked, report(checked.diagnostics, files: files))
    }

    /// Reports diagnostics found after the check (scaffold's, from the app's Swift files) as the
    /// check's are reported; returns them as reported.
    func report(_ found: [Diagnostic]) throws -> [Diagnostic] {
        report(found, files: try input.loadFiles())
    }

    private func report(_ found: [Diagnostic], files: [SourceFile]) -> [Diagnostic] {
        let reported = diagnostics.reported(found)
        let text = diagnostics.render(reported, files: files, excerpts: Console.isTerminal(destination))
        if !text.isEmpty { Console.write(text, to: destination) }
        return reported
    }

    /// Reads, checks and generates Swift (naming the graph files relative to `root`), and reports
    /// the check's diagnostics, with `limit-exceeded` among them when the Swift would pass
    /// `GeneratedSizeLimit`, in one report; exits as ``valid()`` does, and with 1 past the limit.
    func generated(namingFilesRelativeTo root: ReportPaths) throws -> [GeneratedFile] {
        let files = try input.loadFiles()
        let checked = GraphCompiler.check(files)
        var found = checked.diagnostics
        var generated: [GeneratedFile]?
        if !diagnostics.reported(found).containsErrors, let valid = ValidGraph(checked) {
            do {
                generated = try SwiftGenerator.generate(valid.namingFiles(relativeTo: root), from: files)
            } catch {
                found.append(error.diagnostic)
            }
        }
        guard !report(found, files: files).containsErrors, let generated else { throw ExitCode(1) }
        return generated
    }

    /// Reads, checks and reports, then returns the valid graph; exits with 1 when the reported
    /// diagnostics hold an error (so with `--warnings-as-errors`, a warning stops the command
    /// too, before anything is written or drawn), 2 when the files cannot be read.
    func valid() throws -> ValidGraph {
        let (checked, reported) = try check()
        guard !reported.containsErrors, let valid = ValidGraph(checked) else { throw ExitCode(1) }
        return valid
    }
}
