import ArgumentParser
import Foundation
import NavGraphCompiler

/// `navgraph init`: write a starter graph into a folder that has none.
struct InitCommand: ParsableCommand {
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

    func run() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: outputDirectory, isDirectory: &isDirectory), isDirectory.boolValue,
           let existing = try? GraphFileLoader.load(paths: [outputDirectory]).first {
            Console.error("error: \(outputDirectory) already holds a graph file (\(existing.path)); navgraph init writes its starter graph only where there is none, and never overwrites a file")
            throw ExitCode(2)
        }
        let writer = OutputWriter(directory: outputDirectory)
        let file = StarterGraph.file(named: name, ui: ui)
        let path = writer.directory.appendingPathComponent(file.name).path
        do {
            guard try writer.create([file]).first?.outcome == .created else {
                Console.error("error: \(path) exists; navgraph init never overwrites a file")
                throw ExitCode(2)
            }
        } catch let failure as OutputWriter.Failure {
            Console.error("error: \(failure)")
            throw ExitCode(2)
        }
        Console.error("created \(path)")
    }
}

extension GenerationOptions.UserInterface: ExpressibleByArgument {}
