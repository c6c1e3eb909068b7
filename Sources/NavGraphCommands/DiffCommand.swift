import Foundation
import NavGraphCompiler

/// `navgraph diff`: what a change to a graph breaks for URLs already published, states saved by
/// the versions people have installed, and the app's code (`GraphDiff`), reported as
/// `DiffReport` says. Status 0 when nothing breaks, 1 when something breaks and is not accepted,
/// 2 when an input cannot be read or either graph has errors (never "clean" by accident).
public struct DiffCommand: Sendable, Hashable {
    /// Where the old graph is read from.
    public enum OldGraph: Sendable, Hashable {
        /// Graph files or folders.
        case files(GraphInput)
        /// The new graph's paths at a git revision of the repository they are in.
        case revision(String)
    }

    /// The version before the change.
    public var old: OldGraph
    /// The version after it.
    public var new: GraphInput
    /// The output's format.
    public var format: DiagnosticFormat = .text
    /// With sarif or github: the directory reported paths are relative to.
    public var baseDirectory = "."
    /// A folder of saved states (JSON) from earlier versions, checked against the new graph.
    public var states: String? = nil
    /// A file of URLs already published, one a line.
    public var urls: String? = nil
    /// A file of accepted breaks (`AcceptedBreaks`).
    public var accepted: String? = nil
    /// Rules and groups reported as errors (`--error`).
    public var errors: Set<String> = []
    /// Whether every warning is reported as an error.
    public var warningsAsErrors = false

    /// A comparison of `old` with `new`, reported as text.
    public init(old: OldGraph, new: GraphInput) {
        self.old = old
        self.new = new
    }

    /// Reads both graphs and what is given beside them, compares, and writes the report to
    /// standard output; what cannot be read, and a graph's errors, to standard error.
    public func run(in environment: CommandEnvironment = .current) -> CommandOutput {
        CommandOutput.collecting { output throws(CommandExit) in try compare(in: environment, into: &output) }
    }

    private func compare(in environment: CommandEnvironment, into output: inout CommandOutput) throws(CommandExit) {
        let newFiles = try new.loadFiles(in: environment, into: &output)
        let oldFiles = try oldGraphFiles(in: environment, into: &output)
        let diff = GraphDiff(old: try valid(oldFiles, role: "old", into: &output), new: try valid(newFiles, role: "new", into: &output))
        let directory = environment.workingDirectory
        var findings: [DiffFinding]
        if let urls {
            let published = try read(into: &output) { () throws(DiffInputs.Failure) in try DiffInputs.urls(in: urls, relativeTo: directory) }
            findings = diff.findings(urls: published)
        } else {
            findings = diff.findings()
        }
        if let states {
            let saved = try read(into: &output) { () throws(DiffInputs.Failure) in try DiffInputs.savedStates(in: states, relativeTo: directory) }
            findings += diff.stateFileFindings(saved)
        }
        var acceptedBreaks: AcceptedBreaks?
        if let accepted { acceptedBreaks = try self.acceptedBreaks(accepted, in: environment, into: &output) }
        let report = DiffReport(findings, errors: errors, warningsAsErrors: warningsAsErrors, accepted: acceptedBreaks)
        output.write(render(report, newFiles: newFiles, in: environment), to: .standardOutput)
        output.status = report.exitStatus
    }

    /// The old graph's files: from disk, or from the git revision.
    private func oldGraphFiles(in environment: CommandEnvironment, into output: inout CommandOutput) throws(CommandExit) -> [SourceFile] {
        switch old {
        case .files(let input):
            return try input.loadFiles(in: environment, into: &output)
        case .revision(let revision):
            let paths = new.paths
            let directory = environment.workingDirectory
            return try read(into: &output) { () throws(GitRevisionLoader.Failure) in try GitRevisionLoader.load(paths: paths, at: revision, in: directory) }
        }
    }

    /// The report in the chosen format; text shows source excerpts of the new graph at a terminal.
    private func render(_ report: DiffReport, newFiles: [SourceFile], in environment: CommandEnvironment) -> String {
        let paths = ReportPaths(baseDirectory: baseDirectory, workingDirectory: environment.workingDirectory)
        switch format {
        case .text:
            let sources = environment.terminals.contains(.standardOutput) ? Dictionary(newFiles.map { ($0.path, $0.contents) }) { first, _ in first } : [:]
            return report.text(sources: sources)
        case .json: return report.json()
        case .sarif: return report.sarif(paths: paths)
        case .github: return report.github(paths: paths)
        }
    }

    /// What `load` reads; ends with 2, saying why, when it cannot.
    private func read<Value, Failure: Error>(into output: inout CommandOutput, _ load: () throws(Failure) -> Value) throws(CommandExit) -> Value {
        do {
            return try load()
        } catch {
            output.error("error: \(error)")
            throw CommandExit(status: 2)
        }
    }

    /// The graph of `files`; ends with 2 after reporting its errors when it has some.
    private func valid(_ files: [SourceFile], role: String, into output: inout CommandOutput) throws(CommandExit) -> ValidGraph {
        let checked = GraphCompiler.check(files)
        guard let valid = ValidGraph(checked) else {
            output.write(TextReport().render(checked.diagnostics.filter { $0.severity == .error }), to: .standardError)
            output.error("error: the \(role) graph has errors; fix them (navgraph lint) before comparing")
            throw CommandExit(status: 2)
        }
        return valid
    }

    /// The accepted breaks of the file at `path`; ends with 2, reporting what is wrong, when it
    /// cannot be read or has errors.
    private func acceptedBreaks(_ path: String, in environment: CommandEnvironment, into output: inout CommandOutput) throws(CommandExit) -> AcceptedBreaks {
        guard let data = FileManager.default.contents(atPath: environment.location(of: path)) else {
            output.error("error: \(path): cannot read the file")
            throw CommandExit(status: 2)
        }
        let (breaks, diagnostics) = AcceptedBreaks.read(SourceFile(path: path, contents: Array(data)))
        output.write(TextReport().render(diagnostics), to: .standardError)
        guard let breaks else { throw CommandExit(status: 2) }
        return breaks
    }
}
