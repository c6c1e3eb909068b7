import Foundation
import Testing
@testable import NavGraphCompiler

/// Every golden case without errors, generated in each `generate:` mode (ui: uikit or swiftui ×
/// access: internal or public) with its skeletons, type-checks under Swift 6 with warnings as
/// errors on Linux and, where `GeneratedCodeCheck` is given the iOS SDK, for iOS: the one place
/// where the golden cases meet the iOS SDK. A case that sets `generate:` itself is checked in its
/// own mode only.
///
/// Eighty-odd swiftc runs per mode are too slow for every `swift test`, which checks each case in
/// its own mode (`GeneratedCodeAlwaysCompilesTests`); `.ci/generated-code.sh` runs this suite with
/// `NAVGRAPH_GENERATION_MODES=1`. The cases run in parallel: each type-checks in a folder of its
/// own, and one swiftc keeps one core busy.
@Suite("Generation modes", .enabled(if: ProcessInfo.processInfo.environment["NAVGRAPH_GENERATION_MODES"] == "1"))
struct GenerationModesTests {
    /// The `generate:` options each case is generated with.
    static let modes: [GenerationOptions] = GenerationOptions.UserInterface.allCases.flatMap { ui in
        GenerationOptions.AccessLevel.allCases.map { GenerationOptions(ui: ui, access: $0) }
    }

    @Test("every golden case without errors type-checks in every generation mode", arguments: GeneratedCodeAlwaysCompilesTests.cleanGoldenCases)
    func everyMode(_ name: String) throws {
        let files = try GraphFileLoader.load(paths: [GoldenDiagnosticsTests.root.appendingPathComponent(name).path])
        for mode in Self.modes {
            let checked = GraphCompiler.check(files + [Self.modeFile(mode)])
            guard let graph = ValidGraph(checked) else {
                // The only error a clean case can gain is a second `generate:`: it has its own mode.
                #expect(checked.diagnostics.allSatisfy { $0.code == .duplicateDefinition }, "\(name): \(checked.diagnostics)")
                let own = try #require(ValidGraph(GraphCompiler.check(files)))
                try GeneratedCodeCheck.expectCompiles(graph: own, label: "\(name) (own mode)", iOS: true)
                return
            }
            try GeneratedCodeCheck.expectCompiles(graph: graph, label: "\(name) (\(mode.ui.rawValue), \(mode.access.rawValue))", iOS: true)
        }
    }

    /// A graph file that holds only `generate:` with `mode`.
    private static func modeFile(_ mode: GenerationOptions) -> SourceFile {
        SourceFile(path: "zz-mode.navgraph.yaml", text: "generate:\n  ui: \(mode.ui.rawValue)\n  access: \(mode.access.rawValue)\n")
    }
}
