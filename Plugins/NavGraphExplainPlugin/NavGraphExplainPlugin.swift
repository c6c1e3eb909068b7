import Foundation
import PackagePlugin

/// `swift package navgraph-explain [CODE]`: what a diagnostic code means, a graph that gets it,
/// and the fix (`navgraph explain`); without a code, every code with its summary.
///
/// In an app package this is the way to `navgraph explain` that builds nothing new: it runs the
/// `navgraph` tool the build plugin and the other command plugins already built, where
/// `swift run navgraph` would compile the whole tool a second time (SwiftPM builds a plugin's
/// tool apart from the products `swift run` builds).
@main
struct NavGraphExplainPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let code = try PluginArguments.explainArguments(arguments)
        let status = try NavGraphTool.run(try context.tool(named: "navgraph").url, ["explain"] + code)
        if status != 0 {
            throw PluginFailure("navgraph explain found no explanation of \(code.first ?? "the codes")")
        }
    }
}
