import NavGraphCompiler

/// `navgraph graph`: draw a graph as Graphviz DOT or Mermaid.
public typealias GraphCommand = RenderingCommand<PictureFormat>

/// The drawing languages of `navgraph graph`.
public enum PictureFormat: String, CaseIterable, GraphRendering {
    /// Graphviz DOT; the default.
    case dot
    /// Mermaid, which GitHub draws in Markdown.
    case mermaid

    /// DOT.
    public static var `default`: PictureFormat { .dot }

    /// The graph drawn in this language.
    public func render(_ graph: ValidGraph) -> String {
        switch self {
        case .dot: DOTRenderer.render(GraphPicture(graph))
        case .mermaid: MermaidRenderer.render(GraphPicture(graph))
        }
    }
}
