import Foundation
import NavGraphCompiler

/// Which graph files form one graph, in a folder an editor opened.
///
/// A SwiftPM target's graph is every graph file under its folder (`Sources/<Target>`, its
/// subfolders included), as the build plugin reads it. A graph file anywhere else belongs with
/// the graph files beside it in its own folder (test fixtures, a folder handed to
/// `navgraph lint`), so that a repository of many graphs is not read as one.
struct GraphRoot: Hashable, Sendable {
    /// The folder.
    var path: String
    /// Whether its subfolders' files belong to the graph too (a target's folder).
    var includesSubfolders: Bool

    /// The graph the file at `path` belongs to.
    init(ofFile path: String) {
        let components = (path as NSString).pathComponents
        if let sources = components.dropLast().lastIndex(of: "Sources"), sources + 2 < components.count {
            self.path = NSString.path(withComponents: Array(components[...(sources + 1)]))
            includesSubfolders = true
        } else {
            self.path = (path as NSString).deletingLastPathComponent
            includesSubfolders = false
        }
    }

    /// The graph files on disk that belong to it, sorted.
    func filesOnDisk() -> [String] {
        let names: [String]
        if includesSubfolders {
            names = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        } else {
            names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        }
        return names.filter { SourceFile.isGraphFileName(($0 as NSString).lastPathComponent) }
            .map { (path as NSString).appendingPathComponent($0) }
            .sorted()
    }

    /// Every graph file under `folder` (hidden folders such as `.build` left out), each graph
    /// once: what a workspace holds.
    static func graphs(under folder: String) -> Set<GraphRoot> {
        let names = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return Set(names
            .filter { SourceFile.isGraphFileName(($0 as NSString).lastPathComponent) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .map { GraphRoot(ofFile: (folder as NSString).appendingPathComponent($0)) })
    }
}
