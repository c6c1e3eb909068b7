import NavGraphCompiler

/// `navgraph lint`: check a graph and report its diagnostics, on standard output (they are its
/// output). Status 1 when the graph has errors (or warnings, with `--warnings-as-errors`).
public struct LintCommand: Sendable, Hashable {
    /// The graph to check.
    public var input: GraphInput
    /// How to report what it finds.
    public var reporting: DiagnosticReporting

    /// Lints the graph in `input`.
    public init(input: GraphInput, reporting: DiagnosticReporting = DiagnosticReporting()) {
        self.input = input
        self.reporting = reporting
    }

    /// Checks the graph and reports its diagnostics.
    public func run(in environment: CommandEnvironment = .current) -> CommandOutput {
        CommandOutput.collecting { output throws(CommandExit) in
            let loader = GraphLoader(input: input, reporting: reporting, destination: .standardOutput, environment: environment)
            output.status = try loader.check(into: &output).reported.exitStatus
        }
    }
}
