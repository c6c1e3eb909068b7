import ArgumentParser
import Foundation
import NavGraphCompiler

/// The graph files every command reads.
struct GraphInputOptions: ParsableArguments {
    @Argument(help: "Graph files, or directories searched recursively for *.navgraph.yaml and *.navgraph.yml files.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Name at least one graph file or directory.") }
    }

    /// Reads the graph files; a path that cannot be read ends the command with status 2.
    func loadFiles() throws -> [SourceFile] {
        let files: [SourceFile]
        do {
            files = try GraphFileLoader.load(paths: paths)
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
        guard !files.isEmpty else {
            Console.error("error: no *.navgraph.yaml or *.navgraph.yml files found in \(paths.joined(separator: ", "))")
            throw ExitCode(2)
        }
        return files
    }
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

    /// The diagnostics' format: the chosen one, text by default.
    var format: DiagnosticFormat { chosenFormat ?? .text }

    /// The diagnostics as they are to be reported.
    func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        warningsAsErrors ? diagnostics.promotingWarnings() : diagnostics
    }

    /// Renders diagnostics in the chosen format, at most `Diagnostic.reportLimit` of them
    /// (`limitedForReport`); text shows source excerpts when `excerpts` is set, and counts them all.
    func render(_ all: [Diagnostic], files: [SourceFile], excerpts: Bool) -> String {
        let diagnostics = all.limitedForReport()
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
            return SARIFReport(paths: reportPaths).render(diagnostics)
        case .github:
            return GitHubReport(paths: reportPaths).render(diagnostics)
        }
    }

    /// Maps diagnostic paths to paths relative to `--base-dir`.
    private var reportPaths: ReportPaths {
        ReportPaths(baseDirectory: baseDirectory, workingDirectory: FileManager.default.currentDirectoryPath)
    }
}

/// The formats `--diagnostics-format` (and `lint --format`) accept.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case sarif
    case github
}

/// Where the command line writes.
enum Console {
    /// One of the two streams a command writes to.
    enum Stream {
        /// Standard output: what the command produces.
        case standardOutput
        /// Standard error: what it says about its work.
        case standardError
    }

    /// Writes to standard output without adding a newline.
    static func output(_ text: String) {
        write(text, to: .standardOutput)
    }

    /// Writes a line to standard error.
    static func error(_ line: String) {
        write(line + "\n", to: .standardError)
    }

    /// Writes `text` to `stream` as it is.
    static func write(_ text: String, to stream: Stream) {
        let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
    }

    /// Whether `stream` is a terminal (a person is reading, so text diagnostics show excerpts).
    static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
    }
}
