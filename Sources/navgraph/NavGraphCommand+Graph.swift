import ArgumentParser
import NavGraphCommands

extension NavGraphCommand {
    /// `navgraph graph`: draw a graph as Graphviz DOT or Mermaid (`GraphCommand`).
    struct Graph: LibraryBackedCommand {
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

        @OptionGroup var input: GraphInputOptions
        @OptionGroup var diagnostics: DiagnosticOptions

        @Option(help: "The drawing's format: dot (Graphviz) or mermaid.")
        var format: PictureFormat = .dot

        /// What the arguments ask the library to do.
        var command: GraphCommand { GraphCommand(input: input.input, reporting: diagnostics.reporting(), format: format) }

        func output(in environment: CommandEnvironment) -> CommandOutput { command.run(in: environment) }
    }
}
