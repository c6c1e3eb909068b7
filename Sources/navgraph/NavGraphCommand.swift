import ArgumentParser
import Foundation
import NavGraphCompiler

/// `navgraph`: check navigation graphs and generate the Swift that keeps an app true to them.
///
/// A thin layer over `NavGraphCommands`: each subcommand gathers its arguments into the library's
/// command (`command`), runs it, prints what it wrote and exits with its status.
@main
struct NavGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgraph",
        abstract: "Check iOS navigation graphs (*.navgraph.yaml) and generate Swift from them.",
        discussion: """
            The commands that read a graph take graph files, or directories searched \
            recursively for *.navgraph.yaml and *.navgraph.yml files; all of them together \
            form one graph. `init` writes a starter graph; `explain` and `schema` read none.

            Exit status: 0 when the graph has no errors, 1 when it has errors, 2 when the \
            command could not run (bad arguments, unreadable files).
            """,
        version: NavGraphVersion.current,
        subcommands: [
            Init.self, Lint.self, Generate.self, Scaffold.self, Graph.self, Links.self, Diff.self, Explain.self, Schema.self, LanguageServerCommand.self,
        ]
    )

    /// Runs the command line, mapping every failure to the documented exit statuses.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
