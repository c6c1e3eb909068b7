import Foundation
@testable import NavGraphCompiler

/// Runs the apps of several graphs at once, as the runtime does: each graph's generated Swift and
/// skeletons (their gates opened: the app lets every state through, as `SavedStateReader`
/// assumes) become one module with a public `restoreSavedStates(_:)` and, when the graph has
/// links, `screensOpened(_:)`; one executable runs each module over the same inputs.
enum AppHarness {
    /// One graph, by the module it is built as.
    struct App {
        var module: String
        var graph: ValidGraph
    }

    /// For each app, by module, each saved-state file's answer in order: `OK` or the
    /// `NavGraphRestoreError` or `DecodingError` the app met. Throws when a module does not build.
    static func restore(_ files: [URL], with apps: [App]) throws -> [String: [String]] {
        try run(files.map(\.path), with: apps, calling: "restoreSavedStates")
    }

    /// For each app, by module, what each URL opens in it as its generated link table matches it:
    /// the destination's name, or `NONE`. Every app's graph must have links.
    static func open(_ urls: [String], with apps: [App]) throws -> [String: [String]] {
        try run(urls, with: apps, calling: "screensOpened")
    }

    /// Each app's `function` called with `inputs` (one line each), its answers by module.
    private static func run(_ inputs: [String], with apps: [App], calling function: String) throws -> [String: [String]] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var modules: [(name: String, files: [URL])] = []
        for app in apps {
            let folder = directory.appendingPathComponent(app.module)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let generated = GeneratedSwift(app.graph)
            let sources = generated.generated + generated.skeletons.map(openingGates) + [harness(app.graph)]
            try OutputWriter(directory: folder.path).write(sources)
            modules.append((app.module, sources.map { folder.appendingPathComponent($0.name) }))
        }
        let list = directory.appendingPathComponent("inputs.txt")
        try inputs.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let main = directory.appendingPathComponent("main.swift")
        let calls = apps.map { "print(\"\\(\($0.module).\(function)(inputs).joined(separator: \"\\n\"))\")" }
        try ([
            "import Foundation",
        ] + apps.map { "import \($0.module)" } + [
            "let inputs = try! String(contentsOfFile: \(SwiftEscaper.stringLiteral(list.path)), encoding: .utf8).split(separator: \"\\n\").map(String.init)",
            "print(\"---\")",
        ] + calls.flatMap { [$0, "print(\"---\")"] }).joined(separator: "\n").write(to: main, atomically: true, encoding: .utf8)
        let result = try SwiftCompiler.buildAndRunModules(modules, main: [main])
        guard result.succeeded else { throw ReferenceCase.CaseError(message: String(result.output.prefix(6_000))) }
        let sections = result.output.components(separatedBy: "---\n").dropFirst().map { $0.split(separator: "\n").map(String.init) }
        guard sections.count >= apps.count else { throw ReferenceCase.CaseError(message: "unexpected output: \(result.output.prefix(2_000))") }
        return Dictionary(uniqueKeysWithValues: zip(apps.map(\.module), sections.prefix(apps.count).map { Array($0) }))
    }

    /// A skeleton whose gates let everything through: a switch flow's `shouldRestore(_:)` and a
    /// tabs flow's `isShown(_:)` answer `true`.
    private static func openingGates(_ skeleton: GeneratedFile) -> GeneratedFile {
        var lines = skeleton.contents.components(separatedBy: "\n")
        var answering = false
        for index in lines.indices {
            if lines[index].contains("func shouldRestore(") || lines[index].contains("func isShown(") { answering = true }
            if answering, lines[index].trimmingCharacters(in: .whitespaces) == "false" {
                lines[index] = lines[index].replacingOccurrences(of: "false", with: "true")
                answering = false
            }
        }
        return GeneratedFile(name: skeleton.name, contents: lines.joined(separator: "\n"))
    }

    /// `restoreSavedStates(_:)`: each file decoded and restored into a new headless navigator;
    /// with links, `screensOpened(_:)`: each URL matched as `NavGraphDestination(url:)` does.
    private static func harness(_ graph: ValidGraph) -> GeneratedFile {
        let entry = graph.graph.entry.value
        let context = graph.graph.screen(named: entry)?.context.flatMap { SwiftTypes(graph: graph.graph).placeholderValue($0.value) }
        let restore = "try navigator.restore(saved, entry: \(GeneratedNames.flowController(entry))()" + (context.map { ", context: \($0)" } ?? "") + ")"
        return GeneratedFile(name: "Harness.swift", contents: """
            import Foundation

            /// Each file restored with this graph: "OK", or what was thrown.
            @MainActor
            public func restoreSavedStates(_ files: [String]) -> [String] {
                files.map { file in
                    do {
                        let data = try Data(contentsOf: URL(fileURLWithPath: file))
                        let saved = try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: data)
                        let navigator = NavGraphHeadlessNavigator()
                        \(restore)
                        return "OK"
                    } catch {
                        return "FAIL " + "\\(error)".replacingOccurrences(of: "\\n", with: " ")
                    }
                }
            }

            """ + (LinkCatalog(graph).entries.isEmpty ? "" : """

            /// What each URL opens with this graph: the destination's name, or "NONE".
            public func screensOpened(_ urls: [String]) -> [String] {
                urls.map { text in URL(string: text).flatMap(NavGraphDestination.init(url:))?.name.rawValue ?? "NONE" }
            }

            """))
    }
}
