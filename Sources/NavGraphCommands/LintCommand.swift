import NavGraphCompiler

/// `navgraph lint`: check a graph and report its diagnostics, on standard output (they are its
/// output). Status 1 when the graph has errors (or warnings, with `--warnings-as-errors`). In
/// text, a graph without any says so, with what was checked, so that a clean run is not mistaken
/// for one that read nothing.
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
            let (checked, reported) = try loader.check(into: &output)
            if reporting.format == .text, reported.isEmpty {
                output.write(Self.clean(checked.declarations), to: .standardOutput)
            }
            output.status = reported.exitStatus
        }
    }

    /// "no errors or warnings: 2 graph files, 12 screens, 3 flows".
    static func clean(_ graph: Graph) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "no errors or warnings: \(count(graph.files.count, "graph file")), \(count(graph.screens.count, "screen")), \(count(graph.flows.count, "flow"))\n"
    }
}
