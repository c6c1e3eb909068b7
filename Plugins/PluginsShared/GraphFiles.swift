// Shared by the NavGraph plugins (each plugin directory links to this file, because a plugin
// cannot depend on a library target) and by the tests, which link to it too: PackagePlugin is
// imported only where it exists.

import Foundation
#if canImport(PackagePlugin)
import PackagePlugin
#endif

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

    /// The graph files in `folder` and its subfolders, hidden ones (`.build`) left out, as
    /// `navgraph` reads a folder: for a target SwiftPM lists no file of.
    static func graphFiles(inFolder folder: URL) -> [URL] {
        graphFiles(among: files(inFolder: folder))
    }

    private static func files(inFolder folder: URL) -> [URL] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return found?.compactMap { $0 as? URL } ?? []
    }

    #if canImport(PackagePlugin)
    /// The graph files SwiftPM lists for a target; none for a target without sources (a binary target).
    static func graphFiles(of target: any Target) -> [URL] {
        graphFiles(among: target.sourceModule?.sourceFiles.map(\.url) ?? [])
    }
    #endif
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
