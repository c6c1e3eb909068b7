import NavGraphCompiler

/// A command whose output is one rendering of the valid graph on standard output, its
/// diagnostics on standard error; nothing is rendered when the graph has errors (status 1):
/// `navgraph graph` (`GraphCommand`) and `navgraph links` (`LinksCommand`).
public struct RenderingCommand<Format: GraphRendering>: Sendable, Hashable {
    /// The graph to render.
    public var input: GraphInput
    /// How to report the check's diagnostics.
    public var reporting: DiagnosticReporting
    /// What to render.
    public var format: Format

    /// Renders the graph in `input` in `format`.
    public init(input: GraphInput, reporting: DiagnosticReporting = DiagnosticReporting(), format: Format = .default) {
        self.input = input
        self.reporting = reporting
        self.format = format
    }

    /// Checks the graph, then renders it.
    public func run(in environment: CommandEnvironment = .current) -> CommandOutput {
        GraphLoader(input: input, reporting: reporting, destination: .standardError, environment: environment).withValidGraph { valid, output in
            output.write(format.render(valid), to: .standardOutput)
        }
    }
}

/// A way to render a valid graph as text: a drawing, a link listing.
public protocol GraphRendering: Sendable, Hashable {
    /// What a command renders when it is not told.
    static var `default`: Self { get }
    /// The graph's rendering.
    func render(_ graph: ValidGraph) -> String
}
