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

    /// What the plugin knows of `package`: its directory and the source targets SwiftPM sees.
    static func layout(of package: Package) -> PackageLayout {
        PackageLayout(
            name: package.displayName,
            directory: package.directoryURL,
            targets: package.targets.compactMap { target in
                target.sourceModule.map { .init(name: $0.name, directory: $0.directoryURL, files: $0.sourceFiles.map(\.url)) }
            }
        )
    }
}
