import Foundation
import NavGraphCompiler
import Testing

/// The build-tool plugin cannot import the compiler, so it spells out the files `navgraph generate`
/// writes; these tests keep the two lists the same.
struct PluginOutputsTests {
    static let pluginSource = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Plugins/NavGraphPlugin/NavGraphPlugin.swift")

    @Test func thePluginDeclaresEveryFileTheGeneratorWritesAndNoOther() throws {
        let source = try String(contentsOf: Self.pluginSource, encoding: .utf8)
        let declared = source.matches(of: /"(\w+\.swift)"/).map { String($0.output.1) }
        #expect(declared == SwiftGenerator.outputFileNames)
    }
}
