import ArgumentParser
import NavGraphCompiler

/// `navgraph graph`: draw a graph as Graphviz DOT or Mermaid.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw a graph: one frame per flow, one box per screen, one arrow per route.",
        discussion: """
            Arrows are labelled with the route's name and what it carries, (Context) → Feedback. \
            push is a solid line, present dashed, replace bold, select dotted with a circle; \
            unreachable screens are greyed out.
            Render DOT with Graphviz (navgraph graph App --format dot | dot -Tsvg > graph.svg); \
            paste Mermaid into a ```mermaid block of a Markdown file and GitHub draws it.
            Diagnostics go to standard error (--diagnostics-format chooses their format); with \
            errors (or warnings, with --warnings-as-errors) nothing is drawn and the exit status is 1.
            """
    )

    /// The drawing languages `--format` accepts.
    enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
        case dot
        case mermaid
    }

    @OptionGroup var input: GraphInputOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(help: "The drawing's format: dot (Graphviz) or mermaid.")
    var format: PictureFormat = .dot

    func run() throws {
        let valid = try GraphLoader(input: input, diagnostics: diagnostics, destination: .standardError).valid()
        let picture = GraphPicture(valid)
        switch format {
        case .dot: Console.output(DOTRenderer.render(picture))
        case .mermaid: Console.output(MermaidRenderer.render(picture))
        }
    }
}
