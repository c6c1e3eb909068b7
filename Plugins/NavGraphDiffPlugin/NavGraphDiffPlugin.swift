import Foundation
import PackagePlugin

/// `swift package navgraph-diff --against REF [--target NAME]... [navgraph diff options]`:
/// compares the graph of every target that has graph files (or of the targets named) with the
/// same target's graph at the git revision REF, without building anything; the breaking-change
/// gate for CI.
///
/// Each target's folder gets one `navgraph diff --against REF` run; the other arguments
/// (`--format sarif`, `--accepted FILE`, `--error contracts`) are handed to it. Fails when a
/// change breaks something (or a graph cannot be read).
@main
struct NavGraphDiffPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = ArgumentExtractor(arguments)
        let targets = arguments.extractOption(named: "target")
        let remaining = arguments.remainingArguments
        guard remaining.contains(where: { $0 == "--against" || $0.hasPrefix("--against=") }) else {
            throw PluginFailure("name the git revision to compare with, as in `swift package navgraph-diff --against origin/main`")
        }
        let folders = try NavGraphTool.layout(of: context.package).graphFolders(named: targets)
        let tool = try context.tool(named: "navgraph").url
        var broken: [String] = []
        for folder in folders {
            switch try NavGraphTool.run(tool, ["diff", folder.folder.path] + remaining) {
            case 0: continue
            case 1: broken.append(folder.targetName)
            default: throw PluginFailure("navgraph diff could not compare the graph of target \(folder.targetName)")
            }
        }
        if !broken.isEmpty {
            throw PluginFailure("navgraph diff found breaking changes in target \(broken.joined(separator: ", "))")
        }
    }
}
