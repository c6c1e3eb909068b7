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
            Warnings go to standard error; with errors nothing is drawn and the exit status is 1.
            """
    )

    /// The drawing languages `--format` accepts.
    enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
        case dot
        case mermaid
    }

    @OptionGroup var input: GraphInputOptions

    @Option(help: "dot (Graphviz) or mermaid.")
    var format: PictureFormat = .dot

    func run() throws {
        let files = try input.loadFiles()
        let checked = GraphCompiler.check(files)
        if !checked.diagnostics.isEmpty {
            // Each rendered diagnostic ends in a newline, which Console.error adds back.
            Console.error(String(TextReport().render(checked.diagnostics).dropLast()))
        }
        guard let graph = checked.graph, !checked.hasErrors else { throw ExitCode(1) }
        let picture = GraphPicture(graph: graph, analysis: checked.analysis)
        switch format {
        case .dot: Console.output(DOTRenderer.render(picture))
        case .mermaid: Console.output(MermaidRenderer.render(picture))
        }
    }
}
