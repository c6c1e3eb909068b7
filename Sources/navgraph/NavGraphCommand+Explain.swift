import ArgumentParser
import NavGraphCommands
import NavGraphCompiler

extension NavGraphCommand {
    /// `navgraph explain`: what a diagnostic code means (`ExplainCommand`).
    struct Explain: LibraryBackedCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain",
            abstract: "Explain a diagnostic code: what it means, a graph that gets it, and how to fix it.",
            discussion: "Without a code, lists every code with its severity and summary."
        )

        @Argument(help: "A diagnostic code, as printed in brackets after a diagnostic, such as undefined-screen.")
        var code: String?

        func validate() throws {
            if let code, let unknown = ExplainCommand.unknownCode(code) { throw ValidationError(unknown) }
        }

        /// What the arguments ask the library to do.
        var command: ExplainCommand { ExplainCommand(code: code.flatMap(DiagnosticCode.init(rawValue:))) }

        func output(in environment: CommandEnvironment) -> CommandOutput { command.run() }
    }

    /// `navgraph schema`: print the JSON Schema of graph files (`SchemaCommand`).
    struct Schema: LibraryBackedCommand {
        static let configuration = CommandConfiguration(
            commandName: "schema",
            abstract: "Print the JSON Schema (draft-07) of graph files, for editors.",
            discussion: """
                Save it in the project (navgraph schema > navgraph.schema.json) and point the YAML \
                language server at it: a first line '# yaml-language-server: $schema=navgraph.schema.json' \
                in a graph file, or the editor's yaml.schemas setting for *.navgraph.yaml.
                """
        )

        func output(in environment: CommandEnvironment) -> CommandOutput { SchemaCommand().run() }
    }
}
