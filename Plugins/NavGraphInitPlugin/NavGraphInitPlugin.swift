import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgraph-init --target NAME [--name FILE] [--ui swiftui]`:
/// writes a commented starter graph into the target's folder, the first of the three commands
/// from an empty target to a building navigation (init, `navgraph-scaffold`, `swift build`).
///
/// The target may have no file yet: SwiftPM then does not see it, and the graph goes to
/// `Sources/<NAME>`, its default folder. Nothing is overwritten, and a folder that already holds
/// a graph file gets no second one (`navgraph init`).
@main
struct NavGraphInitPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = ArgumentExtractor(arguments)
        let names = arguments.extractOption(named: "target")
        guard names.count == 1, let name = names.first else {
            throw PluginFailure(
                "name the one target to write the starter graph into:"
                    + " swift package --allow-writing-to-package-directory navgraph-init --target MyNav")
        }
        let passed = try PluginArguments.initArguments(
            names: arguments.extractOption(named: "name"), uis: arguments.extractOption(named: "ui"), remaining: arguments.remainingArguments)
        let layout = NavGraphTool.layout(of: context.package)
        let folder = try layout.folder(of: name).folder
        let tool = try context.tool(named: "navgraph").url
        let status = try NavGraphTool.run(tool, ["init", "--output-dir", folder.path] + passed)
        if status != 0 {
            throw PluginFailure("navgraph init wrote nothing into target \(name)")
        }
        print(
            "next: `swift package --allow-writing-to-package-directory navgraph-scaffold --target \(name)`"
                + " writes its FlowControllers, then `swift build` builds the navigation")
    }
}
