// Shared by the NavGraph command plugins and by the tests (each links to this file); pure
// Foundation, so that which folders a command works on is tested without running SwiftPM.

import Foundation

/// A target's folder of graph files, as a command plugin works on it.
struct GraphFolder {
    /// The target's name.
    var targetName: String
    /// The target's directory, where skeletons and the starter graph go.
    var folder: URL
    /// Its graph files, sorted.
    var graphs: [URL]
    /// Whether SwiftPM sees the target. SwiftPM drops a target without a single source file
    /// (warning "Source files for target MyNav should be located under 'Sources/MyNav'"), so
    /// `swift build` skips it and the build-tool plugin never runs for it.
    var isSeenBySwiftPM: Bool
}

/// What a command plugin knows of a package: its directory and the targets SwiftPM sees.
struct PackageLayout {
    /// A target SwiftPM sees, with the files it lists for it.
    struct Target {
        /// The target's name.
        var name: String
        /// The target's directory (from the manifest's `path`, or `Sources/<name>`).
        var directory: URL
        /// Every file SwiftPM lists for the target, excluded files left out.
        var files: [URL]
    }

    /// The package's name, for messages.
    var name: String
    /// The package's directory.
    var directory: URL
    /// Every source target SwiftPM sees.
    var targets: [Target]

    /// Where SwiftPM looks for a target it cannot see: `Sources/<name>`, the default path.
    func conventionalFolder(of targetName: String) -> URL {
        directory.appendingPathComponent("Sources").appendingPathComponent(targetName, isDirectory: true)
    }

    /// The target's folder: the directory SwiftPM gives, or `Sources/<name>` for a target it
    /// does not see (where `navgraph-init` writes into a target that has no file yet). Fails for
    /// a name SwiftPM does not know that is not a plain name (`../../x`): a command plugin writes
    /// only into the package's own target folders.
    func folder(of targetName: String) throws -> (folder: URL, isSeenBySwiftPM: Bool) {
        if let target = targets.first(where: { $0.name == targetName }) { return (target.directory, true) }
        return (try unseenFolder(of: targetName), false)
    }

    /// `Sources/<name>` for a target SwiftPM does not see, when `name` is a plain name.
    private func unseenFolder(of targetName: String) throws -> URL {
        let isPlain = !targetName.isEmpty && !targetName.hasPrefix(".") && !targetName.contains("/") && !targetName.contains("\\")
            && !targetName.contains("\0")
        guard isPlain else {
            throw PluginFailure("'\(targetName)' is not a target name: name a target of package \(name) (its folder under Sources/)")
        }
        return conventionalFolder(of: targetName)
    }

    /// The folders a command works on: those of the targets named, or, with no name, of every
    /// target with graph files, including the folders under `Sources/` that hold graph files but
    /// no target SwiftPM sees. Fails, saying what to do, when a named target has no graph file or
    /// when no target has any.
    func graphFolders(named names: [String]) throws -> [GraphFolder] {
        if !names.isEmpty { return try names.map(graphFolder(named:)) }
        let seen = targets.map { GraphFolder(targetName: $0.name, folder: $0.directory, graphs: GraphFiles.graphFiles(among: $0.files), isSeenBySwiftPM: true) }
        let found = (seen + unseenGraphFolders()).filter { !$0.graphs.isEmpty }
        if found.isEmpty {
            throw PluginFailure(
                "no target of package \(name) has a *.navgraph.yaml or *.navgraph.yml file;"
                    + " write a starter graph with `swift package --allow-writing-to-package-directory navgraph-init --target <name>`")
        }
        return found
    }

    private func graphFolder(named targetName: String) throws -> GraphFolder {
        if let target = targets.first(where: { $0.name == targetName }) {
            let graphs = GraphFiles.graphFiles(among: target.files)
            if graphs.isEmpty {
                throw PluginFailure("target \(targetName) has no *.navgraph.yaml or *.navgraph.yml file")
            }
            return GraphFolder(targetName: targetName, folder: target.directory, graphs: graphs, isSeenBySwiftPM: true)
        }
        let folder = try unseenFolder(of: targetName)
        let graphs = GraphFiles.graphFiles(inFolder: folder)
        if graphs.isEmpty {
            throw PluginFailure(
                "SwiftPM sees no target named \(targetName) in package \(name), and \(relativePath(of: folder)) holds no graph file:"
                    + " declare the target in Package.swift, then write a starter graph with"
                    + " `swift package --allow-writing-to-package-directory navgraph-init --target \(targetName)`")
        }
        return GraphFolder(targetName: targetName, folder: folder, graphs: graphs, isSeenBySwiftPM: false)
    }

    /// Folders directly under `Sources/` that hold graph files and are no seen target's folder,
    /// nor inside or around one: targets that hold only graph files so far.
    private func unseenGraphFolders() -> [GraphFolder] {
        let sources = directory.appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { folderName in
            let folder = sources.appendingPathComponent(folderName, isDirectory: true)
            guard !targets.contains(where: { Self.overlaps($0.directory, folder) }) else { return nil }
            return GraphFolder(targetName: folderName, folder: folder, graphs: GraphFiles.graphFiles(inFolder: folder), isSeenBySwiftPM: false)
        }
    }

    /// Whether one folder is the other or inside it.
    private static func overlaps(_ one: URL, _ other: URL) -> Bool {
        let a = one.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        let b = other.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        return a.starts(with: b) || b.starts(with: a)
    }

    /// `path` relative to the package, for messages; absolute when outside it.
    func relativePath(of url: URL) -> String {
        let package = directory.standardizedFileURL.pathComponents
        let components = url.standardizedFileURL.pathComponents
        guard components.starts(with: package), components.count > package.count else { return url.path }
        return components.dropFirst(package.count).joined(separator: "/")
    }

    /// Why the build ignores a target SwiftPM does not see, and what to do about it.
    func unseenTargetAdvice(_ folder: GraphFolder) -> String {
        let path = relativePath(of: folder.folder)
        return "SwiftPM does not see target \(folder.targetName) because \(path) holds no Swift file,"
            + " so `swift build` skips it and never generates its navigation:"
            + " run `swift package --allow-writing-to-package-directory navgraph-scaffold --target \(folder.targetName)`"
            + " to add the FlowController skeletons (or add any .swift file to \(path))"
    }
}

/// The arguments a command plugin hands to the tool: only those it documents, so that nothing
/// given to `swift package` (an `--output-dir`, a path) can move the output elsewhere.
enum PluginArguments {
    /// `navgraph init`'s arguments for `navgraph-init`: the graph file's `--name`, if given once.
    /// Fails on anything else left over.
    static func initArguments(names: [String], uis: [String] = [], remaining: [String]) throws -> [String] {
        guard remaining.isEmpty else {
            throw PluginFailure("navgraph-init takes --target NAME, --name FILE and --ui uikit|swiftui only; '\(remaining[0])' is not passed on")
        }
        guard names.count <= 1 else { throw PluginFailure("give --name once") }
        guard uis.count <= 1, uis.allSatisfy(["uikit", "swiftui"].contains) else {
            throw PluginFailure("give --ui once, as uikit or swiftui")
        }
        return names.flatMap { ["--name", $0] } + uis.flatMap { ["--ui", $0] }
    }

    /// `navgraph explain`'s arguments for `navgraph-explain`: one diagnostic code, or none for the
    /// list. Fails on an option or a second word, which `navgraph explain` would not take either.
    static func explainArguments(_ arguments: [String]) throws -> [String] {
        guard arguments.count <= 1, !(arguments.first?.hasPrefix("-") ?? false) else {
            throw PluginFailure("navgraph-explain takes one diagnostic code, as in `swift package navgraph-explain undefined-screen`, or none for the list")
        }
        return arguments
    }

    /// Fails when a command plugin that takes only `--target` is given anything else.
    static func onlyTargets(remaining: [String], command: String) throws {
        guard remaining.isEmpty else {
            throw PluginFailure("\(command) takes --target NAME only; '\(remaining[0])' is not passed on")
        }
    }
}
