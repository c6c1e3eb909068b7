import Foundation
import NavGraphCompiler

/// `GraphShape.examples`: the example apps' graphs (`Examples/*`), each copy of all of them a
/// tile whose names end in its number, the tiles' entries the children of one switch flow: the
/// graphs people write, with every feature they use, many times over.
///
/// A tile is the examples' files with each app's names renamed (`ItemList` → `ItemListShop3`),
/// its link paths under `/shop3` and its schemes and domains its own (`shopshop3`,
/// `shop3.shop.example.com`), so that no two apps or tiles clash; the top-level keys a graph
/// holds once (`version`, `entry`, `generate`, `links`) move to one file of their own.
enum TiledExamples {
    /// The examples' graph files, read once.
    private static let examples: [(path: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardized
        let paths = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".navgraph.yaml") }.sorted()
        return paths.compactMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { (path, $0) }
        }
    }()

    /// One example app: its files, and what a tile renames in them, found once from the app's
    /// graph as the compiler reads it.
    private struct App {
        var name: String
        var files: [(path: String, text: String)]
        var names: Set<String>
        var entry: String
        var screens: Int
        var schemes: [String]
        var domains: [String]
    }

    private static let apps: [App] = Dictionary(grouping: examples) { $0.path.split(separator: "/").first.map(String.init) ?? "" }
        .sorted { $0.key < $1.key }
        .map { name, files in
            let graph = GraphCompiler.check(files.map { SourceFile(path: $0.path, text: $0.text) }).declarations
            let names = graph.types.map(\.name.value) + graph.screens.map(\.name.value) + graph.flows.map(\.name.value)
                + graph.sharedRouteSets.map(\.name.value)
            return App(
                name: name, files: files, names: Set(names), entry: graph.entry.value, screens: graph.screens.count,
                schemes: graph.linkOrigins?.value.schemes.map(\.value) ?? [], domains: graph.linkOrigins?.value.domains.map(\.value) ?? [])
        }

    /// As many tiles as make about `screens` screens, and the file that joins them.
    static func files(screens: Int) -> [SourceFile] {
        let tiles = max(1, screens / max(1, apps.reduce(0) { $0 + $1.screens }))
        var files: [SourceFile] = []
        var children: [String] = []
        var schemes: [String] = []
        var domains: [String] = []
        for tile in 1...tiles {
            for app in apps {
                let suffix = "\(app.name)\(tile)"
                files += app.files.map { SourceFile(path: "\(tile)/\($0.path)", text: renamed(withoutGraphKeys($0.text), app, suffix)) }
                children.append(app.entry + suffix)
                schemes += app.schemes.map { $0 + suffix.lowercased() }
                domains += app.domains.map { suffix.lowercased() + "." + $0 }
            }
        }
        let root = [
            "version: 1", "entry: Tiles",
            "links:", "  schemes: [\(schemes.joined(separator: ", "))]", "  domains: [\(domains.joined(separator: ", "))]",
            "flows:", "  Tiles: { kind: switch, children: [\(children.joined(separator: ", "))] }",
        ]
        return [SourceFile(path: "tiles.navgraph.yaml", text: root.joined(separator: "\n") + "\n")] + files
    }

    /// The text without the top-level keys a graph holds once, and the blocks under them.
    private static func withoutGraphKeys(_ text: String) -> String {
        var kept: [Substring] = []
        var dropping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "#" {
                dropping = ["version:", "entry:", "generate:", "links:"].contains { line.hasPrefix($0) }
            }
            if !dropping { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    /// The text with each of the app's names followed by `suffix`, each link path under
    /// `/<suffix>`, and each scheme and domain a link names the tile's own.
    private static func renamed(_ text: String, _ app: App, _ suffix: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += app.names.contains(word) ? word + suffix : word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        let prefix = suffix.lowercased()
        return result
            .replacingOccurrences(of: "\"/\"", with: "\"/\(prefix)\"")
            .replacingOccurrences(of: "\"/", with: "\"/\(prefix)/")
            .replacingOccurrences(of: #"scheme: ([A-Za-z0-9]+)"#, with: "scheme: $1\(prefix)", options: .regularExpression)
            .replacingOccurrences(of: #"domain: ([A-Za-z0-9.-]+)"#, with: "domain: \(prefix).$1", options: .regularExpression)
    }
}
