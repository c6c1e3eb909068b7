import Foundation
import PackagePlugin

/// `swift package navgraph-lint [--target NAME]... [navgraph lint options]`: checks the graph of every
/// target that has graph files, or of the targets named, without building anything; the entry
/// point for CI.
///
/// Each target's graph files form one graph and get one `navgraph lint` run. Other arguments
/// (`--warnings-as-errors`, `--format json`) are handed to `navgraph lint`. Fails when a graph has
/// errors. A target that holds only graph files is linted too, with a warning that SwiftPM does
/// not see it and what to do about that.
@main
struct NavGraphLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = ArgumentExtractor(arguments)
        let layout = NavGraphTool.layout(of: context.package)
        let folders = try layout.graphFolders(named: arguments.extractOption(named: "target"))
        let tool = try context.tool(named: "navgraph").url
        var failed: [String] = []
        for folder in folders {
            if !folder.isSeenBySwiftPM {
                Diagnostics.warning(layout.unseenTargetAdvice(folder))
            }
            // Several reports: each says whose it is (written at once, before the tool writes).
            if folders.count > 1 { FileHandle.standardOutput.write(Data("target \(folder.targetName):\n".utf8)) }
            let status = try NavGraphTool.run(tool, ["lint"] + folder.graphs.map(\.path) + arguments.remainingArguments)
            if status != 0 { failed.append(folder.targetName) }
        }
        // SwiftPM prints a plugin's error as it comes, and what the plugin and its tool wrote to
        // standard output once the plugin has ended: the error is read first, so it says that the
        // report follows (measured with SwiftPM 6.3; Diagnostics drop the column).
        if !failed.isEmpty {
            throw PluginFailure("the graph of target \(failed.joined(separator: ", ")) has errors; navgraph lint's report follows")
        }
    }
}
