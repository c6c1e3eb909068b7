import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgraph-scaffold [--target NAME]...`: writes
/// a FlowController skeleton into the target's folder for every screen and flow of its graph that
/// has none there yet. Existing files are never touched.
@main
struct NavGraphScaffoldPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = ArgumentExtractor(arguments)
        let targets = try NavGraphTool.graphTargets(context.package, named: arguments.extractOption(named: "target"))
        let tool = try context.tool(named: "navgraph").url
        for (module, graphs) in targets {
            let status = try NavGraphTool.run(tool, ["scaffold"] + graphs.map(\.path) + ["--output-dir", Self.folder(of: module).path])
            if status != 0 {
                throw PluginFailure("navgraph scaffold failed for target \(module.name)")
            }
        }
    }

    /// The target's folder: the deepest folder that holds all its files. (PackagePlugin gives a
    /// target's folder as a URL only from tools version 6.1 on.)
    static func folder(of module: any SourceModuleTarget) -> URL {
        let folders = module.sourceFiles.map { $0.url.deletingLastPathComponent().standardizedFileURL.pathComponents }
        let common = folders.dropFirst().reduce(folders.first ?? []) { common, folder in
            Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }
}
