import Foundation
import NavGraphCompiler

/// The graph files every command that reads a graph reads.
public struct GraphInput: Sendable, Hashable {
    /// Graph files, or directories searched recursively for `*.navgraph.yaml` and `*.navgraph.yml` files.
    public var paths: [String]

    /// The graph in `paths`.
    public init(paths: [String]) {
        self.paths = paths
    }

    /// Reads the graph files; a path that cannot be read, or no graph file at all, ends the
    /// command with status 2.
    func loadFiles(in environment: CommandEnvironment, into output: inout CommandOutput) throws(CommandExit) -> [SourceFile] {
        let files: [SourceFile]
        do {
            files = try GraphFileLoader.load(paths: paths, relativeTo: environment.workingDirectory)
        } catch {
            output.error("error: \(error)")
            throw CommandExit(status: 2)
        }
        guard !files.isEmpty else {
            output.error("error: no *.navgraph.yaml or *.navgraph.yml files found in \(paths.joined(separator: ", "))")
            throw CommandExit(status: 2)
        }
        return files
    }
}

/// How diagnostics are reported, the same for every command that reads a graph.
public struct DiagnosticReporting: Sendable, Hashable {
    /// The diagnostics' format.
    public var format: DiagnosticFormat
    /// With sarif or github diagnostics: the directory reported paths are relative to.
    public var baseDirectory: String
    /// Whether warnings are reported as errors, and stop the command as errors do.
    public var warningsAsErrors: Bool

    /// Reporting in `format` (text by default), paths from `baseDirectory`, warnings as warnings
    /// unless `warningsAsErrors`.
    public init(format: DiagnosticFormat = .text, baseDirectory: String = ".", warningsAsErrors: Bool = false) {
        self.format = format
        self.baseDirectory = baseDirectory
        self.warningsAsErrors = warningsAsErrors
    }

    /// The diagnostics as they are to be reported.
    func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        warningsAsErrors ? diagnostics.promotingWarnings() : diagnostics
    }

    /// Renders diagnostics in the chosen format, at most `Diagnostic.reportLimit` of them
    /// (`limitedForReport`); text shows source excerpts when `excerpts` is set, and counts them all.
    func render(_ all: [Diagnostic], files: [SourceFile], excerpts: Bool, in environment: CommandEnvironment) -> String {
        let diagnostics = all.limitedForReport()
        let paths = ReportPaths(baseDirectory: baseDirectory, workingDirectory: environment.workingDirectory)
        switch format {
        case .text:
            let sources = excerpts ? Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first }) : [:]
            var text = TextReport(sources: sources).render(diagnostics)
            if let summary = TextReport.summary(of: all) {
                text += "\(summary)\n"
            }
            if let hint = DiagnosticExplanation.hint(for: diagnostics) {
                text += "\(hint)\n"
            }
            return text
        case .json:
            return JSONReport.render(diagnostics)
        case .sarif:
            return SARIFReport(paths: paths).render(diagnostics)
        case .github:
            return GitHubReport(paths: paths).render(diagnostics)
        }
    }
}

/// The formats diagnostics are reported in.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [code]` lines, a count and a hint to run explain.
    case text
    /// A JSON array (`JSONReport`).
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// GitHub Actions workflow commands (annotations).
    case github
}
