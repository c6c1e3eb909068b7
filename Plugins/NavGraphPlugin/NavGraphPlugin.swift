import Foundation
import PackagePlugin

/// The build-tool plugin: generates Swift from the target's navigation graph on every build where a
/// graph file changed, and never otherwise.
///
/// All `*.navgraph.yaml` and `*.navgraph.yml` files of the target form one graph. They go to one
/// `navgraph generate` command, declared with the graph files as its inputs and the fixed set of
/// generated files as its outputs, so the build system runs it only when an input changed. The
/// tool's diagnostics (`path:line:column: error: ...`) go to the build log as they are. The
/// generated files name the graph files relative to the package (or Xcode project), so two
/// checkouts at different paths generate the same bytes.
@main
struct NavGraphPlugin: BuildToolPlugin {
    /// The files `navgraph generate` writes, whatever the graph holds (`SwiftGenerator.outputFileNames`;
    /// a test of the root package checks that the two lists agree).
    static let outputFileNames = [
        "NavGraphTypes.swift",
        "NavGraphRoutes.swift",
        "NavGraphContracts.swift",
        "NavGraphNavigation.swift",
        "NavGraphUIKit.swift",
        "NavGraphSwiftUI.swift",
    ]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Fail before generating, with the fix, rather than at the generated code's first line.
        guard Self.dependsOnRuntime(target) else {
            throw PluginFailure(
                "target \(target.name) uses the NavGraphPlugin but does not depend on NavGraphRuntime, which the generated"
                    + " code imports: add .product(name: \"NavGraphRuntime\", package: \"NavGraph\") to its dependencies"
            )
        }
        return try Self.commands(
            tool: context.tool(named: "navgraph").url,
            workDirectory: context.pluginWorkDirectoryURL,
            sourceRoot: context.package.directoryURL,
            targetName: target.name,
            graphs: GraphFiles.graphFiles(of: target)
        )
    }

    /// Whether `target` depends on the NavGraphRuntime library, directly or through its targets.
    static func dependsOnRuntime(_ target: Target) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == "NavGraphRuntime"
            case .target(let inner): inner.name == "NavGraphRuntime" || dependsOnRuntime(inner)
            @unknown default: false
            }
        }
    }

    /// The one `navgraph generate` command for a target's graph files; SwiftPM and Xcode share it.
    static func commands(tool: URL, workDirectory: URL, sourceRoot: URL, targetName: String, graphs: [URL]) throws -> [Command] {
        guard !graphs.isEmpty else {
            throw PluginFailure(
                "target \(targetName) uses the NavGraphPlugin but has no graph file:"
                    + " add a *.navgraph.yaml file to target \(targetName) or remove the NavGraphPlugin from it"
            )
        }
        return [
            .buildCommand(
                displayName: "Generating Swift from the navigation graph of \(targetName)",
                executable: tool,
                arguments: ["generate"] + graphs.map(\.path) + ["--output-dir", workDirectory.path, "--source-root", sourceRoot.path],
                inputFiles: graphs,
                outputFiles: outputFileNames.map { workDirectory.appendingPathComponent($0) }
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects: the same command, from the Xcode target's files. (Not built on Linux.)
extension NavGraphPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            tool: context.tool(named: "navgraph").url,
            workDirectory: context.pluginWorkDirectoryURL,
            sourceRoot: context.xcodeProject.directoryURL,
            targetName: target.displayName,
            graphs: GraphFiles.graphFiles(among: target.inputFiles.map(\.url))
        )
    }
}
#endif
