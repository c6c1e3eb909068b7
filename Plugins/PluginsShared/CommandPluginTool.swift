// Shared by the NavGraph command plugins (each plugin directory links to this file).

import Foundation
import PackagePlugin

/// Runs the `navgraph` tool for a command plugin, its output going straight to the terminal.
enum NavGraphTool {
    /// Runs `tool` with `arguments` and returns its exit status.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The targets a command plugin works on: those named with `--target`, or every target that
    /// has graph files. Fails when a named target has none, or when no target has any.
    static func graphTargets(_ package: Package, named names: [String]) throws -> [(module: any SourceModuleTarget, graphs: [URL])] {
        let targets = names.isEmpty ? package.targets : try package.targets(named: names)
        var found: [(module: any SourceModuleTarget, graphs: [URL])] = []
        for target in targets {
            let graphs = GraphFiles.graphFiles(of: target)
            if let module = target.sourceModule, !graphs.isEmpty {
                found.append((module, graphs))
            } else if !names.isEmpty {
                throw PluginFailure("target \(target.name) has no *.navgraph.yaml or *.navgraph.yml file")
            }
        }
        if found.isEmpty {
            throw PluginFailure("no target of package \(package.displayName) has a *.navgraph.yaml or *.navgraph.yml file")
        }
        return found
    }
}
