@testable import NavGraphCompiler

/// Diagnostics for report tests, written by hand so the reports are tested apart from the checker.
enum ReportFixtures {
    static let paths = ReportPaths(baseDirectory: "/repo", workingDirectory: "/repo")

    static func diagnostic(
        _ code: DiagnosticCode = .undefinedScreen,
        _ message: String = "route 'open' goes to 'Detial', which is not declared; did you mean 'Detail'?",
        file: String = "App/Main.navgraph.yaml",
        line: Int = 7,
        column: Int = 13,
        notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(code, message, at: SourceLocation(file: file, line: line, column: column), notes: notes)
    }
}
