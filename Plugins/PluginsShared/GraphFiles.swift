// Shared by the NavGraph plugins: each plugin directory links to this file, because a plugin
// cannot depend on a library target.

import Foundation
import PackagePlugin

/// The graph files of a target: its `*.navgraph.yaml` and `*.navgraph.yml` files.
enum GraphFiles {
    /// Whether `url` names a graph file.
    static func isGraphFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".navgraph.yaml") || name.hasSuffix(".navgraph.yml")
    }

    /// The graph files among `urls`, sorted by path so that every run hands them over in one order.
    static func graphFiles(among urls: [URL]) -> [URL] {
        urls.filter(isGraphFile).sorted { $0.path < $1.path }
    }

    /// The graph files of a SwiftPM target; none for a target without sources (a binary target).
    static func graphFiles(of target: any Target) -> [URL] {
        graphFiles(among: target.sourceModule?.sourceFiles.map(\.url) ?? [])
    }
}

/// A plugin's failure, with a message that says what to do.
struct PluginFailure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    /// A failure saying `description`.
    init(_ description: String) {
        self.description = description
    }
}
