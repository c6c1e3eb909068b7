import ArgumentParser
import NavGraphCommands
import NavGraphCompiler

extension NavGraphCommand {
    /// `navgraph init`: write a starter graph into a folder that has none (`InitCommand`).
    struct Init: LibraryBackedCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a small, commented starter graph to begin with.",
            discussion: """
                Writes <name>.navgraph.yaml: a navigation stack with two screens, a push that hands \
                over a context and a sheet that hands feedback back; with --ui swiftui, a SwiftUI graph \
                with that stack as the first of two tabs and a link. It never overwrites a file: when \
                the file exists, or the folder (searched recursively) already holds a graph file, \
                nothing is written and the exit status is 2, because all the graph files of a folder \
                form one graph and a second entry would not check.
                Then: navgraph scaffold DIR --output-dir DIR for the FlowController skeletons.
                """
        )

        @Option(name: .customLong("output-dir"), help: "The directory to write the graph into (created if missing).")
        var outputDirectory: String = "."

        @Option(help: "The graph file's name, without .navgraph.yaml.")
        var name: String = StarterGraph.defaultName

        @Option(help: "The UI framework the starter is for: uikit (FlowControllers are view controllers) or swiftui.")
        var ui: GenerationOptions.UserInterface = .uikit

        /// What the arguments ask the library to do.
        var command: InitCommand { InitCommand(outputDirectory: outputDirectory, name: name, ui: ui) }

        func output(in environment: CommandEnvironment) -> CommandOutput { command.run(in: environment) }
    }
}
