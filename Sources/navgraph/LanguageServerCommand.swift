import ArgumentParser
import NavGraphLanguageServer

/// `navgraph lsp`: the language server editors start for graph files.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server for graph files (LSP over standard input and output).",
        discussion: """
            Editors start it (docs/Editors.md): diagnostics while typing, go to definition, \
            references, completion, hover, rename, quick fixes and symbols, from the same checks \
            as lint. Each SwiftPM target's graph files (Sources/<Target>) form one graph; \
            elsewhere the graph files of one folder do.
            """
    )

    func run() {
        StandardIOConnection.run()
    }
}
