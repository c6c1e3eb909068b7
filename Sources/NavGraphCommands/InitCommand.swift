import Foundation
import NavGraphCompiler

/// `navgraph init`: write a starter graph into a folder that has none. It never overwrites a
/// file: when the file exists, or the folder (searched recursively) already holds a graph file,
/// nothing is written and the status is 2.
public struct InitCommand: Sendable, Hashable {
    /// The directory to write the graph into (created if missing).
    public var outputDirectory: String
    /// The graph file's name, without `.navgraph.yaml`.
    public var name: String
    /// The UI framework the starter is for.
    public var ui: GenerationOptions.UserInterface

    /// Writes the starter graph `name` for `ui` into `outputDirectory`.
    public init(outputDirectory: String = ".", name: String = StarterGraph.defaultName, ui: GenerationOptions.UserInterface = .uikit) {
        self.outputDirectory = outputDirectory
        self.name = name
        self.ui = ui
    }

    /// Writes the starter graph, naming it on standard error.
    public func run(in environment: CommandEnvironment = .current) -> CommandOutput {
        CommandOutput.collecting { output throws(CommandExit) in
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: environment.location(of: outputDirectory), isDirectory: &isDirectory), isDirectory.boolValue,
               let existing = try? GraphFileLoader.load(paths: [outputDirectory], relativeTo: environment.workingDirectory).first {
                output.error("error: \(outputDirectory) already holds a graph file (\(existing.path)); navgraph init writes its starter graph only where there is none, and never overwrites a file")
                throw CommandExit(status: 2)
            }
            let writer = OutputWriter(directory: environment.location(of: outputDirectory))
            let file = StarterGraph.file(named: name, ui: ui)
            let path = writer.directory.appendingPathComponent(file.name).path
            let created: Bool
            do {
                created = try writer.create([file]).first?.outcome == .created
            } catch {
                output.error("error: \(error)")
                throw CommandExit(status: 2)
            }
            guard created else {
                output.error("error: \(path) exists; navgraph init never overwrites a file")
                throw CommandExit(status: 2)
            }
            output.error("created \(path)")
        }
    }
}
