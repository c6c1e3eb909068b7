import Foundation
import Testing
@testable import NavGraphCompiler

/// Output bounded by input: a message quotes a bounded excerpt of a value, a run looks up at most
/// `DiagnosticBag.suggestionLimit` "did you mean"s, and a report shows at most
/// `Diagnostic.reportLimit` diagnostics and one line saying how many more there are, in every
/// format. The security pass's graphs, made here.
@Suite("Bounded output on hostile graphs")
struct BoundedOutputTests {
    private func folder(with text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("app.navgraph.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// A 39 KB graph: one link of 5,000 parameters on a screen that takes none.
    private static let fiveThousandParameters = "version: 1\nentry: Home\nscreens:\n  Home:\n    links: [\"/"
        + (0..<5_000).map { "{p\($0)}" }.joined(separator: "/") + "\"]\n"

    /// 3,000 routes to screens named one letter off the declared ones.
    private static let misspelledDestinations = "version: 1\nentry: Home\nscreens:\n  Home:\n    routes:\n"
        + (0..<3_000).map { "      r\($0): { to: Screan\($0), style: present }\n" }.joined()
        + (0..<3_000).map { "  Screen\($0): {}\n" }.joined()

    @Test("a link of 5,000 parameters prints a few hundred KB, not 195 MB: the pattern is quoted as an excerpt, 1,000 diagnostics at most")
    func longPatternQuotedOnce() throws {
        #expect(Self.fiveThousandParameters.utf8.count > 38_000)
        let folder = try folder(with: Self.fiveThousandParameters)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRun.run(["lint", "app.navgraph.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.utf8.count < 400_000, "\(result.standardOutput.utf8.count) bytes")
        #expect(result.standardOutput.contains("4002 more diagnostics are not shown: a report shows at most 1000"), "\(result.standardOutput.suffix(500))")
        #expect(result.standardOutput.contains("5000 errors, 2 warnings"), "the summary counts them all")
    }

    @Test("every format stays what it is when diagnostics are left out", arguments: ["json", "sarif", "github"])
    func formatsStayValid(_ format: String) throws {
        let folder = try folder(with: Self.fiveThousandParameters)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRun.run(["lint", "--diagnostics-format", format, "app.navgraph.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("more diagnostics are not shown"))
        if format != "github" {
            #expect((try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) != nil, "valid JSON")
        } else {
            #expect(result.standardOutput.split(separator: "\n").count == 1_001)
        }
    }

    @Test("3,000 misspelled destinations: suggestions for the first 1,000 names, in time linear in the rest")
    func misspellings() {
        let checked = GraphCompiler.check([SourceFile(path: "app.navgraph.yaml", text: Self.misspelledDestinations)])
        let undefined = checked.diagnostics.filter { $0.code == .undefinedScreen }
        #expect(undefined.count == 3_000)
        #expect(undefined.filter { $0.message.contains("did you mean") }.count == DiagnosticBag.suggestionLimit)
        #expect(undefined.first?.message.contains("did you mean 'Screen0'") == true)
    }

    @Test("a short list of diagnostics is reported whole; a long one ends with how many more, as an error when one of them is")
    func limitedForReport() {
        let warning = Diagnostic(.unusedType, "w", at: SourceRange(at: SourceLocation(file: "a", line: 1, column: 1)))
        let error = Diagnostic(.undefinedType, "e", at: SourceRange(at: SourceLocation(file: "a", line: 9, column: 1)))
        #expect([warning, error].limitedForReport(to: 2) == [warning, error])
        let limited = [warning, warning, error].limitedForReport(to: 1)
        #expect(limited.count == 2 && limited[1].code == .limitExceeded && limited[1].severity == .error)
        #expect(limited[1].message.hasPrefix("2 more diagnostics are not shown"))
        #expect([error, warning].limitedForReport(to: 1).last?.severity == .warning)
    }
}
