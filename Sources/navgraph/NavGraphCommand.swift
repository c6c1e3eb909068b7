import ArgumentParser

/// `navgraph`: check navigation graphs and generate the Swift that keeps an app true to them.
@main
struct NavGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgraph",
        abstract: "Check iOS navigation graphs (*.navgraph.yaml) and generate Swift from them.",
        discussion: """
            Every command takes graph files, or directories searched recursively for \
            *.navgraph.yaml and *.navgraph.yml files; all of them together form one graph.
            Exit status: 0 when the graph has no errors, 1 when it has errors, 2 when the \
            command could not run.
            """,
        subcommands: []
    )
}
