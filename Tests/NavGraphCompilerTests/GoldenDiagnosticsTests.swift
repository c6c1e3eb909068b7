import Foundation
import Testing
@testable import NavGraphCompiler

/// The diagnostics suite: each folder under `Golden/` holds the graph files of one case and
/// `expected.txt`, the text diagnostics it must give (empty: a valid graph).
@Suite("Golden diagnostics")
struct GoldenDiagnosticsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The folder of the case `name`, as a path.
    static func folder(_ name: String) -> String { root.appendingPathComponent(name).path }

    static let caseNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    /// Checks a case's files with paths relative to its folder, as a user in that folder would see them.
    static func diagnostics(ofCase name: String) throws -> [Diagnostic] {
        let folder = root.appendingPathComponent(name).path
        let files = try GraphFileLoader.load(paths: [folder]).map { file in
            SourceFile(path: String(file.path.dropFirst(folder.count + 1)), contents: file.contents)
        }
        let checked = GraphCompiler.check(files)
        // A case with Swift files holds the app's FlowControllers: what scaffold reports of them.
        let swift = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        guard !swift.isEmpty, let valid = ValidGraph(checked) else { return checked.diagnostics }
        let sources = try swift.map { SourceFile(path: $0, text: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
        return checked.diagnostics + ScaffoldReport.diagnostics(for: valid, sources: sources)
    }

    @Test("each case gives exactly its expected diagnostics", arguments: caseNames)
    func matchesExpectation(_ name: String) throws {
        let clock = ContinuousClock()
        var diagnostics: [Diagnostic] = []
        let elapsed = try clock.measure { diagnostics = try Self.diagnostics(ofCase: name) }
        // A guard against hangs, far above the milliseconds these cases take.
        #expect(elapsed < .seconds(5), "case \(name) took \(elapsed)")
        let expected = Self.root.appendingPathComponent(name).appendingPathComponent("expected.txt")
        try GoldenFile.check(TextReport().render(diagnostics), against: expected)
    }

    @Test("every diagnostic code is triggered by some case")
    func everyCodeIsCovered() throws {
        let expectations = try Self.caseNames.map { name in
            try String(contentsOf: Self.root.appendingPathComponent(name).appendingPathComponent("expected.txt"), encoding: .utf8)
        }.joined()
        for code in DiagnosticCode.allCases {
            #expect(expectations.contains("[\(code.rawValue)]"), "no golden case triggers \(code.rawValue)")
        }
    }

    @Test("near-miss cases give none of the diagnostics they are named after")
    func nearMissesStayQuiet() throws {
        for name in Self.caseNames where name.contains("near-miss") {
            let code = String(name[..<name.range(of: "-near-miss")!.lowerBound])
            let codes = try Self.diagnostics(ofCase: name).map(\.code.rawValue)
            #expect(!codes.contains(code), "near miss \(name) triggers \(code)")
        }
    }
}
