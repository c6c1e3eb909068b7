import Foundation
import Testing

/// Which folders the command plugins work on (`Plugins/PluginsShared/GraphFolders.swift`, linked
/// into this target), on real folders laid out as SwiftPM packages.
@Suite("Command plugins: graph folders")
struct GraphFoldersTests {
    /// A package folder with `files` (paths relative to it) holding a line of YAML each.
    private func package(_ files: [String]) throws -> URL {
        let directory = try temporaryDirectory()
        for file in files {
            let url = directory.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "version: 1\n".write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// What SwiftPM would tell the plugin: a target for each name, with the files under its folder.
    private func layout(_ package: URL, seen: [(name: String, path: String)]) -> PackageLayout {
        PackageLayout(name: "MyApp", directory: package, targets: seen.map { target in
            let folder = package.appendingPathComponent(target.path, isDirectory: true)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            return .init(name: target.name, directory: folder, files: files)
        })
    }

    private func graphNames(_ folder: GraphFolder) -> [String] { folder.graphs.map(\.lastPathComponent) }

    @Test("a target holding only a graph file, which SwiftPM drops, is found in Sources/<name>, with advice that says why and what to do")
    func graphOnlyTargetIsFound() throws {
        let package = try package(["Sources/MyNav/app.navgraph.yaml", "Sources/MyNav/.build/copy.navgraph.yaml"])
        defer { try? FileManager.default.removeItem(at: package) }
        let layout = layout(package, seen: [])
        for folders in [try layout.graphFolders(named: []), try layout.graphFolders(named: ["MyNav"])] {
            let folder = try #require(folders.first)
            #expect(folders.count == 1)
            #expect(folder.targetName == "MyNav")
            #expect(!folder.isSeenBySwiftPM)
            #expect(graphNames(folder) == ["app.navgraph.yaml"], "hidden folders are left out")
            #expect(folder.folder.standardizedFileURL == package.appendingPathComponent("Sources/MyNav").standardizedFileURL)
        }
        let advice = layout.unseenTargetAdvice(try #require(try layout.graphFolders(named: ["MyNav"]).first))
        #expect(advice.contains("because Sources/MyNav holds no Swift file"))
        #expect(advice.contains("`swift package --allow-writing-to-package-directory navgraph-scaffold --target MyNav`"))
        #expect(advice.contains("add any .swift file to Sources/MyNav"))
    }

    @Test("a target SwiftPM sees gets the graph files SwiftPM lists and its own directory")
    func seenTarget() throws {
        let package = try package(["Sources/Shop/Graph/shop.navgraph.yaml", "Sources/Shop/ShopFlowController.swift", "Sources/Tools/main.swift"])
        defer { try? FileManager.default.removeItem(at: package) }
        let folders = try layout(package, seen: [("Shop", "Sources/Shop"), ("Tools", "Sources/Tools")]).graphFolders(named: [])
        #expect(folders.map(\.targetName) == ["Shop"])
        #expect(folders.first?.isSeenBySwiftPM == true)
        #expect(folders.first.map(graphNames) == ["shop.navgraph.yaml"])
        #expect(folders.first?.folder == package.appendingPathComponent("Sources/Shop", isDirectory: true), "the target's directory, not the graph's subfolder")
    }

    @Test("a folder inside or around a target SwiftPM sees is that target's, not a target of its own")
    func foldersOfSeenTargetsAreNotUnseenTargets() throws {
        let package = try package(["Sources/App/Navigation/app.navgraph.yaml", "Sources/App/App.swift"])
        defer { try? FileManager.default.removeItem(at: package) }
        let whole = try layout(package, seen: [("App", "Sources")]).graphFolders(named: [])
        #expect(whole.map(\.targetName) == ["App"])
        let nested = try layout(package, seen: [("Navigation", "Sources/App/Navigation")]).graphFolders(named: [])
        #expect(nested.map(\.targetName) == ["Navigation"])
    }

    @Test("no graph file anywhere, or a named target without one, fails with what to run")
    func failuresSayWhatToDo() throws {
        let package = try package(["Sources/Shop/Shop.swift"])
        defer { try? FileManager.default.removeItem(at: package) }
        let layout = layout(package, seen: [("Shop", "Sources/Shop")])
        let none = #expect(throws: PluginFailure.self) { try layout.graphFolders(named: []) }
        #expect(none?.description.contains("navgraph-init --target <name>") == true)
        let unknown = #expect(throws: PluginFailure.self) { try layout.graphFolders(named: ["MyNav"]) }
        #expect(unknown?.description.hasPrefix("SwiftPM sees no target named MyNav in package MyApp, and Sources/MyNav holds no graph file") == true)
        #expect(unknown?.description.contains("navgraph-init --target MyNav") == true)
        #expect(throws: PluginFailure.self) { try layout.graphFolders(named: ["Shop"]) }
    }

    @Test("navgraph-init writes into the directory of a target SwiftPM sees, or into Sources/<name>")
    func initFolder() throws {
        let package = try package(["Sources/Shop/Shop.swift"])
        defer { try? FileManager.default.removeItem(at: package) }
        let layout = layout(package, seen: [("Shop", "Sources/Shop")])
        #expect(try layout.folder(of: "Shop") == (package.appendingPathComponent("Sources/Shop", isDirectory: true), true))
        let unseen = try layout.folder(of: "MyNav")
        #expect(unseen.folder == package.appendingPathComponent("Sources/MyNav", isDirectory: true) && !unseen.isSeenBySwiftPM)
    }

    @Test("a target name that is not a plain name is refused: a plugin writes only into the package's target folders",
          arguments: ["../../x", "..", ".", "Sources/../../x", "/tmp/x", ".hidden", ""])
    func targetNamesThatLeaveThePackage(_ name: String) throws {
        let package = try package(["Sources/Shop/Shop.swift"])
        defer { try? FileManager.default.removeItem(at: package) }
        let layout = layout(package, seen: [("Shop", "Sources/Shop")])
        #expect(throws: PluginFailure.self) { try layout.folder(of: name) }
        #expect(throws: PluginFailure.self) { try layout.graphFolders(named: [name]) }
    }

    @Test("navgraph-init passes on --name and nothing else; scaffold takes --target only; explain one code or none")
    func pluginArguments() throws {
        #expect(try PluginArguments.initArguments(names: [], remaining: []) == [])
        #expect(try PluginArguments.initArguments(names: ["App"], remaining: []) == ["--name", "App"])
        #expect(throws: PluginFailure.self) { try PluginArguments.initArguments(names: [], remaining: ["--output-dir", "/tmp/x"]) }
        #expect(throws: PluginFailure.self) { try PluginArguments.initArguments(names: ["A", "B"], remaining: []) }
        #expect(try PluginArguments.initArguments(names: [], uis: ["swiftui"], remaining: []) == ["--ui", "swiftui"])
        #expect(throws: PluginFailure.self) { try PluginArguments.initArguments(names: [], uis: ["appkit"], remaining: []) }
        #expect(throws: PluginFailure.self) { try PluginArguments.initArguments(names: [], uis: ["uikit", "swiftui"], remaining: []) }
        #expect(throws: PluginFailure.self) { try PluginArguments.onlyTargets(remaining: ["--output-dir=/tmp"], command: "navgraph-scaffold") }
        try PluginArguments.onlyTargets(remaining: [], command: "navgraph-scaffold")
        #expect(try PluginArguments.explainArguments([]) == [])
        #expect(try PluginArguments.explainArguments(["undefined-screen"]) == ["undefined-screen"])
        #expect(throws: PluginFailure.self) { try PluginArguments.explainArguments(["undefined-screen", "unknown-key"]) }
        #expect(throws: PluginFailure.self) { try PluginArguments.explainArguments(["--help"]) }
    }
}
