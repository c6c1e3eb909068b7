import Foundation
import PackagePlugin

/// `swift package navgraph-lint [--target NAME]... [navgraph lint options]`: checks the graph of every
/// target that has graph files, or of the targets named, without building anything; the entry
/// point for CI.
///
/// Each target's graph files form one graph and get one `navgraph lint` run. Other arguments
/// (`--warnings-as-errors`, `--format json`) are handed to `navgraph lint`. Fails when a graph has
/// errors.
@main
struct NavGraphLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = ArgumentExtractor(arguments)
        let targets = try NavGraphTool.graphTargets(context.package, named: arguments.extractOption(named: "target"))
        let tool = try context.tool(named: "navgraph").url
        var failed: [String] = []
        for (module, graphs) in targets {
            let status = try NavGraphTool.run(tool, ["lint"] + graphs.map(\.path) + arguments.remainingArguments)
            if status != 0 { failed.append(module.name) }
        }
        if !failed.isEmpty {
            throw PluginFailure("navgraph lint failed for target \(failed.joined(separator: ", "))")
        }
    }
}
