import ArgumentParser
import NavGraphCompiler

/// `navgraph schema`: print the JSON Schema of graph files.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of graph files, for editors.",
        discussion: """
            Save it in the project (navgraph schema > navgraph.schema.json) and point the YAML \
            language server at it: a first line '# yaml-language-server: $schema=navgraph.schema.json' \
            in a graph file, or the editor's yaml.schemas setting for *.navgraph.yaml.
            """
    )

    func run() {
        Console.output(GraphSchema.json)
    }
}
