// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NavGraph",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "NavGraphCompiler", targets: ["NavGraphCompiler"]),
        // What generated code imports: the navigation state machine and its headless and UIKit navigators.
        .library(name: "NavGraphRuntime", targets: ["NavGraphRuntime"]),
        // What each command of the command line does, as functions from inputs to output text and
        // an exit status: for the command line, a language server, or a test run in-process.
        .library(name: "NavGraphCommands", targets: ["NavGraphCommands"]),
        .library(name: "NavGraphLanguageServer", targets: ["NavGraphLanguageServer"]),
        .executable(name: "navgraph", targets: ["navgraph"]),
        .plugin(name: "NavGraphPlugin", targets: ["NavGraphPlugin"]),
        .plugin(name: "NavGraphLintPlugin", targets: ["NavGraphLintPlugin"]),
        .plugin(name: "NavGraphDiffPlugin", targets: ["NavGraphDiffPlugin"]),
        .plugin(name: "NavGraphScaffoldPlugin", targets: ["NavGraphScaffoldPlugin"]),
        .plugin(name: "NavGraphInitPlugin", targets: ["NavGraphInitPlugin"]),
        .plugin(name: "NavGraphExplainPlugin", targets: ["NavGraphExplainPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The language's words that the compiler and the runtime share (route styles, presentations,
        // detents, flow kinds) and the questions asked of them, declared once. No dependencies, no
        // UI frameworks: the compiler uses it without linking UIKit or SwiftUI.
        .target(name: "NavGraphVocabulary"),
        // The whole compiler: YAML to syntax, names, types, graph checks, Swift generation, reports.
        .target(
            name: "NavGraphCompiler",
            dependencies: ["NavGraphVocabulary", .product(name: "Yams", package: "Yams")]
        ),
        // The graph-independent runtime that generated code imports: one navigation state, one state
        // machine, a headless navigator for tests and a UIKit navigator. Re-exports the vocabulary.
        .target(name: "NavGraphRuntime", dependencies: ["NavGraphVocabulary"]),
        // What each command does (lint, generate, scaffold, graph, links, explain, schema, init):
        // loads graphs, runs the compiler, and returns the text for each stream and the exit
        // status. Prints nothing and exits nowhere; the command line does.
        .target(name: "NavGraphCommands", dependencies: ["NavGraphCompiler"]),
        // `navgraph lsp`: the language server, LSP over JSON-RPC on the compiler's stages and index.
        // Its small protocol layer is its own (Codable messages behind a transport); no LSP library.
        .target(name: "NavGraphLanguageServer", dependencies: ["NavGraphCompiler"]),
        // The command line: parses arguments (swift-argument-parser) into a NavGraphCommands
        // command, runs it, prints its output and exits with its status.
        .executableTarget(
            name: "navgraph",
            dependencies: [
                "NavGraphCommands",
                "NavGraphCompiler",
                "NavGraphLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift run -c release navgraph-bench`: times each phase on graph files or on the graph
        // shapes, against the floors (docs/Performance.md). No product: nothing depends on it.
        // NavGraphRuntime is built with it so that the generated code can be type-checked against
        // its module.
        .executableTarget(
            name: "navgraph-bench",
            dependencies: [
                "NavGraphCompiler",
                "NavGraphGraphShapes",
                "NavGraphLanguageServer",
                "NavGraphRuntime",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Graphs made for measuring and testing the compiler: the random valid graphs of the
        // generated-code property and the benchmark's shapes (many tabs, switch chains, ...). No
        // product: only the tests and navgraph-bench use it.
        .target(name: "NavGraphGraphShapes", dependencies: ["NavGraphCompiler"]),
        // Generates Swift from a target's *.navgraph.yaml files on every build where one changed.
        .plugin(name: "NavGraphPlugin", capability: .buildTool(), dependencies: ["navgraph"]),
        // `swift package navgraph-lint`: checks every target's graph without building.
        .plugin(
            name: "NavGraphLintPlugin",
            capability: .command(intent: .custom(
                verb: "navgraph-lint",
                description: "Check the navigation graph of every target, or of the targets named with --target"
            )),
            dependencies: ["navgraph"]
        ),
        // `swift package navgraph-diff --against REF`: what a change to every target's graph breaks
        // (links, saved states, contracts), against the same graph at a git revision.
        .plugin(
            name: "NavGraphDiffPlugin",
            capability: .command(intent: .custom(
                verb: "navgraph-diff",
                description: "Compare the navigation graph of every target (or of those named with --target) with the same graph at the git revision named with --against"
            )),
            dependencies: ["navgraph"]
        ),
        // `swift package navgraph-scaffold`: writes the FlowController skeletons a target lacks.
        .plugin(
            name: "NavGraphScaffoldPlugin",
            capability: .command(
                intent: .custom(
                    verb: "navgraph-scaffold",
                    description: "Write a FlowController skeleton for every screen and flow that has none in its target's folder"
                ),
                permissions: [.writeToPackageDirectory(reason: "Creates FlowController skeletons in the target's folder; never overwrites a file")]
            ),
            dependencies: ["navgraph"]
        ),
        // `swift package navgraph-init --target NAME`: writes a starter graph into a target's folder.
        .plugin(
            name: "NavGraphInitPlugin",
            capability: .command(
                intent: .custom(
                    verb: "navgraph-init",
                    description: "Write a commented starter graph into the folder of the target named with --target"
                ),
                permissions: [.writeToPackageDirectory(reason: "Creates a starter *.navgraph.yaml file in the target's folder; never overwrites a file")]
            ),
            dependencies: ["navgraph"]
        ),
        // `swift package navgraph-explain CODE`: `navgraph explain` with the tool the other plugins
        // built, so that an app package compiles the tool once, not again for `swift run`.
        .plugin(
            name: "NavGraphExplainPlugin",
            capability: .command(intent: .custom(
                verb: "navgraph-explain",
                description: "Explain a diagnostic code: what it means, a graph that gets it, and the fix"
            )),
            dependencies: ["navgraph"]
        ),
        .testTarget(
            name: "NavGraphCompilerTests",
            dependencies: [
                "NavGraphCompiler", "NavGraphCommands", "NavGraphGraphShapes", "navgraph",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: [
                "Golden", "DiffGolden", "References", "Consumer", "UIKitConsumer", "ContainerConsumer", "OpenConsumer", "LinkMatchConsumer", "LinkConstantsConsumer", "SplitTabConsumer", "FragmentLinkConsumer", "WindowsConsumer", "GatedWindowsConsumer", "WindowStackConsumer", "WindowsSwiftUIApp", "BookmarkEditorConsumer", "IceCubesSafariConsumer", "IceCubesPickersConsumer", "CustomTransitionsConsumer", "KeyedTabsConsumer", "NewInstanceConsumer", "FavoritesTabConsumer", "BrowserTabsConsumer", "WaysIn", "ChatOnUIKitDouble",
                "ConsumerSupport", "Pictures", "ScaffoldedApp",
            ]
        ),
        // The runtime's rules, headless. (NavGraphCompilerTests runs the same scenarios on the UIKit
        // navigator against the UIKit test double, Tests/UIKitDouble, built with swiftc on Linux only.)
        .testTarget(name: "NavGraphRuntimeTests", dependencies: ["NavGraphRuntime"]),
        // The language server's features, in process: positions marked in fixture text.
        .testTarget(name: "NavGraphLanguageServerTests", dependencies: ["NavGraphLanguageServer", "NavGraphCompiler"]),
        // The vocabulary's questions, checked against each other for every case.
        .testTarget(name: "NavGraphVocabularyTests", dependencies: ["NavGraphVocabulary"]),
    ]
)
