import Foundation
import Testing
@testable import NavGraphCompiler

@Suite("SARIF report")
struct SARIFReportTests {
    private let report = SARIFReport(paths: ReportFixtures.paths, toolVersion: "1.0.0")

    /// The rendered log, parsed back as untyped JSON, the way a code scanning service reads it.
    private func parsed(_ diagnostics: [Diagnostic]) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: Data(report.render(diagnostics).utf8))
        return try #require(json as? [String: Any])
    }

    private func run(_ diagnostics: [Diagnostic]) throws -> [String: Any] {
        let runs = try #require(try parsed(diagnostics)["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        return runs[0]
    }

    private func results(_ diagnostics: [Diagnostic]) throws -> [[String: Any]] {
        try #require(try run(diagnostics)["results"] as? [[String: Any]])
    }

    @Test("the log names SARIF 2.1.0, its schema, and the navgraph driver")
    func logStructure() throws {
        let log = try parsed([ReportFixtures.diagnostic()])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try run([ReportFixtures.diagnostic()])
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navgraph")
        #expect(driver["version"] as? String == "1.0.0")
        #expect(driver["semanticVersion"] as? String == "1.0.0")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file:///repo/")
    }

    @Test("there is one rule per diagnostic code, id the code, with its description, its explanation as help, and default level")
    func rules() throws {
        let run = try run([])
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == DiagnosticCode.allCases.map(\.rawValue))
        for (rule, code) in zip(rules, DiagnosticCode.allCases) {
            #expect((rule["shortDescription"] as? [String: String])?["text"] == code.summary)
            #expect((rule["defaultConfiguration"] as? [String: String])?["level"] == code.severity.rawValue)
            #expect((rule["fullDescription"] as? [String: String])?["text"] == DiagnosticExplanation.of(code).meaning)
            let help = rule["help"] as? [String: String]
            #expect(help?["text"]?.contains("navgraph explain \(code.rawValue)") == true)
            #expect(help?["markdown"]?.contains("```yaml\n\(DiagnosticExplanation.of(code).example)\n```") == true)
        }
    }

    @Test("a result names its rule by id and index, its level, message, relative file URI and its region, the end exclusive")
    func resultLocation() throws {
        let file = "/repo/App/My Graph.navgraph.yaml"
        let diagnostic = Diagnostic(
            .unreachableScreen, "screen 'Orphan' is never shown",
            at: SourceRange(start: SourceLocation(file: file, line: 4, column: 3), end: SourceLocation(file: file, line: 4, column: 9)))
        let result = try #require(try results([diagnostic]).first)
        #expect(result["ruleId"] as? String == "unreachable-screen")
        #expect(result["ruleIndex"] as? Int == DiagnosticCode.allCases.firstIndex(of: .unreachableScreen))
        #expect(result["level"] as? String == "warning")
        #expect((result["message"] as? [String: String])?["text"] == "screen 'Orphan' is never shown")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: String])
        #expect(artifact == ["uri": "App/My%20Graph.navgraph.yaml", "uriBaseId": "%SRCROOT%"])
        #expect(location["region"] as? [String: Int] == ["startLine": 4, "startColumn": 3, "endLine": 4, "endColumn": 9])
    }

    @Test("a diagnostic placed at a position has an empty region; a note's region has no end")
    func positionOnlyRegions() throws {
        let note = DiagnosticNote("'Home' is first declared here", at: SourceLocation(file: "A.navgraph.yaml", line: 2, column: 3))
        let result = try #require(try results([ReportFixtures.diagnostic(.duplicateDefinition, "'Home' is declared twice", notes: [note])]).first)
        let region = { (location: [String: Any]?) in (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int] }
        #expect(region((result["locations"] as? [[String: Any]])?.first) == ["startLine": 7, "startColumn": 13, "endLine": 7, "endColumn": 13])
        #expect(region((result["relatedLocations"] as? [[String: Any]])?.first) == ["startLine": 2, "startColumn": 3])
    }

    @Test("notes become related locations with their messages")
    func notes() throws {
        let note = DiagnosticNote("'Home' is first declared here", at: SourceLocation(file: "A.navgraph.yaml", line: 2, column: 3))
        let result = try #require(try results([ReportFixtures.diagnostic(.duplicateDefinition, "'Home' is declared twice", notes: [note])]).first)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect((related[0]["message"] as? [String: String])?["text"] == "'Home' is first declared here")
        let artifact = (related[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        #expect(artifact?["uri"] == "A.navgraph.yaml")
    }

    @Test("a file outside the base directory gets an absolute file URI")
    func outsideBase() throws {
        let result = try #require(try results([ReportFixtures.diagnostic(file: "/elsewhere/A.navgraph.yaml")]).first)
        let artifact = (result["locations"] as? [[String: Any]])?.first.flatMap { ($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String] }
        #expect(artifact == ["uri": "file:///elsewhere/A.navgraph.yaml"])
    }

    @Test("the same problem has the same fingerprint in two runs, even after it moved to another line")
    func fingerprintSurvivesMoves() throws {
        let first = try results([ReportFixtures.diagnostic(line: 7, column: 13)])
        let second = try results([ReportFixtures.diagnostic(.unusedType, "type 'Unused' is never used", line: 2), ReportFixtures.diagnostic(line: 12, column: 9)])
        let firstPrint = try #require((first[0]["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey])
        let secondPrints = second.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey] }
        #expect(firstPrint.count == 16)
        #expect(secondPrints.count == 2)
        #expect(secondPrints.contains(firstPrint))
    }

    @Test("the fingerprint does not depend on where the tool ran from, only on the repository-relative path")
    func fingerprintIgnoresCheckoutPlace() {
        let here = SARIFReport(paths: ReportPaths(baseDirectory: "/repo", workingDirectory: "/repo"))
        let there = SARIFReport(paths: ReportPaths(baseDirectory: "/ci/work/repo", workingDirectory: "/ci/work/repo/App"))
        #expect(here.fingerprints(of: [ReportFixtures.diagnostic(file: "App/Main.navgraph.yaml")])
            == there.fingerprints(of: [ReportFixtures.diagnostic(file: "Main.navgraph.yaml")]))
    }

    @Test("different problems get different fingerprints, including the same message twice in one file")
    func fingerprintsDiffer() {
        let diagnostics = [
            ReportFixtures.diagnostic(),
            ReportFixtures.diagnostic(line: 20),
            ReportFixtures.diagnostic(.unknownKey),
            ReportFixtures.diagnostic(file: "App/Other.navgraph.yaml"),
            ReportFixtures.diagnostic(message: "another message"),
        ]
        #expect(Set(report.fingerprints(of: diagnostics)).count == diagnostics.count)
    }

    @Test("the same diagnostics in any order give byte-identical logs")
    func deterministic() {
        let diagnostics = [ReportFixtures.diagnostic(line: 3), ReportFixtures.diagnostic(.unusedType, "type 'T' is never used", line: 1)]
        #expect(report.render(diagnostics) == report.render(diagnostics.reversed()))
    }
}

extension ReportFixtures {
    static func diagnostic(message: String) -> Diagnostic { diagnostic(.undefinedScreen, message) }
}
