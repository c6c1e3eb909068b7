import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgraph-scaffold [--target NAME]...`: writes
/// a FlowController skeleton into the target's folder for every screen and flow of its graph that
/// has none there yet. Existing files are never touched.
///
/// A target that holds only graph files, which SwiftPM does not see, gets its skeletons too: they
/// are the Swift files that make it a target `swift build` builds.
@main
struct NavGraphScaffoldPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = ArgumentExtractor(arguments)
        let layout = NavGraphTool.layout(of: context.package)
        let folders = try layout.graphFolders(named: arguments.extractOption(named: "target"))
        try PluginArguments.onlyTargets(remaining: arguments.remainingArguments, command: "navgraph-scaffold")
        let tool = try context.tool(named: "navgraph").url
        for folder in folders {
            let status = try NavGraphTool.run(tool, ["scaffold"] + folder.graphs.map(\.path) + ["--output-dir", folder.folder.path])
            if status != 0 {
                throw PluginFailure("navgraph scaffold failed for target \(folder.targetName)")
            }
            if !folder.isSeenBySwiftPM {
                print(
                    "target \(folder.targetName) held no Swift file, so SwiftPM did not see it;"
                        + " with its FlowControllers in \(layout.relativePath(of: folder.folder)), `swift build` now builds it and generates its navigation")
            }
        }
    }
}
