import Foundation

/// How generated files name the graph files they were generated from.
///
/// The header of every generated file lists the graph's files. Named as given, a build-tool
/// plugin would write absolute paths (`/Users/me/MyApp/Sources/MyNav/app.navgraph.yaml`), so
/// the same graph in two checkouts would give different bytes, defeating shared build caches
/// and leaking local paths into shipped debug information. So they are named relative to a
/// source root instead: the package's directory (the plugin) or the current directory (the CLI).
extension Graph {
    /// The graph with its files named relative to `root.baseDirectory`; a file outside the root
    /// is named by its file name alone, never by an absolute path.
    public func namingFiles(relativeTo root: ReportPaths) -> Graph {
        var graph = self
        graph.files = files.map { path in
            root.relativePath(of: path) ?? (root.absolutePath(of: path) as NSString).lastPathComponent
        }
        return graph
    }
}
