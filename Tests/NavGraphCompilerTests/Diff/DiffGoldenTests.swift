import Foundation
import Testing
@testable import NavGraphCompiler

/// `navgraph diff`'s golden pairs: each folder under `DiffGolden/` holds the old graph (`old/`),
/// the new one (`new/`), and what the comparison is given beside them (`accepted.yaml`,
/// `urls.txt`, `states/`), with the report it must give as text (`expected.txt`) and as JSON
/// (`expected.json`). A pair named `<rule>-near-miss-...` makes a change close to what the rule
/// finds, and must not find it. `NAVGRAPH_RECORD=1` writes them; read every line before committing.
@Suite("navgraph diff golden pairs")
struct DiffGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("DiffGolden")

    static let caseNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    /// The report of a case, its files named relative to its folder.
    static func report(ofCase name: String) throws -> DiffReport {
        let folder = root.appendingPathComponent(name)
        func graph(_ side: String) throws -> ValidGraph {
            let files = try GraphFileLoader.load(paths: [folder.appendingPathComponent(side).path]).map { file in
                SourceFile(path: String(file.path.dropFirst(folder.path.count + 1)), contents: file.contents)
            }
            let checked = GraphCompiler.check(files)
            guard let valid = ValidGraph(checked) else { throw ReferenceCase.CaseError(message: "\(name)/\(side): \(TextReport().render(checked.diagnostics))") }
            return valid
        }
        let diff = GraphDiff(old: try graph("old"), new: try graph("new"))
        let manager = FileManager.default
        let urls = manager.fileExists(atPath: folder.appendingPathComponent("urls.txt").path)
            ? try DiffInputs.urls(in: folder.appendingPathComponent("urls.txt").path) : []
        var findings = diff.findings(urls: urls)
        if manager.fileExists(atPath: folder.appendingPathComponent("states").path) {
            let states = try DiffInputs.savedStates(in: folder.appendingPathComponent("states").path).map { state in
                (path: String(state.path.dropFirst(folder.path.count + 1)), tree: state.tree)
            }
            findings += diff.stateFileFindings(states)
        }
        var accepted: AcceptedBreaks?
        if let data = manager.contents(atPath: folder.appendingPathComponent("accepted.yaml").path) {
            let read = AcceptedBreaks.read(SourceFile(path: "accepted.yaml", contents: Array(data)))
            #expect(read.diagnostics.isEmpty, "\(name)/accepted.yaml: \(TextReport().render(read.diagnostics))")
            accepted = read.breaks
        }
        return DiffReport(findings, accepted: accepted)
    }

    @Test("each pair gives exactly its expected report, as text and as JSON", arguments: caseNames)
    func matchesExpectation(_ name: String) throws {
        let report = try Self.report(ofCase: name)
        let folder = Self.root.appendingPathComponent(name)
        try GoldenFile.check(report.text(), against: folder.appendingPathComponent("expected.txt"))
        try GoldenFile.check(report.json(), against: folder.appendingPathComponent("expected.json"))
    }

    @Test("every rule is found by some pair")
    func everyRuleIsCovered() throws {
        let expectations = try Self.caseNames.map { name in
            try String(contentsOf: Self.root.appendingPathComponent(name).appendingPathComponent("expected.txt"), encoding: .utf8)
        }.joined()
        for rule in DiffRule.allCases {
            #expect(expectations.contains("[\(rule.rawValue)]"), "no golden pair finds \(rule.rawValue)")
        }
    }

    @Test("every rule has a near miss: a pair named after it, whose change comes close, that does not find it")
    func nearMissesStayQuiet() throws {
        let nearMisses = Self.caseNames.filter { $0.contains("-near-miss-") }
        for rule in DiffRule.allCases {
            #expect(nearMisses.contains { $0.hasPrefix(rule.rawValue + "-near-miss-") }, "no near miss for \(rule.rawValue)")
        }
        for name in nearMisses {
            let rule = String(name[..<name.range(of: "-near-miss-")!.lowerBound])
            #expect(DiffRule(rawValue: rule) != nil, "near miss \(name) names no rule")
            let found = try Self.report(ofCase: name).findings.map(\.rule.rawValue)
            #expect(!found.contains(rule), "near miss \(name) finds \(rule)")
        }
    }

    @Test("no change, safe changes, accepted breaks, the escapes (formerly, redirects), warnings alone and near misses exit 0; each other pair exits 1")
    func exitStatuses() throws {
        let passing: Set<String> = [
            "no-change", "safe-changes", "accepted-breaks", "escape-formerly-rename", "escape-link-redirected", "behaviour-changes", "contract-changes",
            "link-answer-changed", "link-value-changed", "behaviour-presentation-changed-dismissal-the-screen-answers",
            "behaviour-presentation-changed-the-app-draws-the-transition", "contract-requirement-added-hideable-and-tab-order",
            "behaviour-presentation-changed-an-overlay-shrinks", "behaviour-presentation-changed-tab-bar",
            "link-window-changed", "behaviour-presentation-changed-a-window-in-a-stack-of-its-own",
            "link-placement-changed-a-link-opens-a-new-tab",
        ]
        // Near misses whose change breaks something else than the rule they are named after.
        let breakingNearMisses: Set<String> = [
            "behaviour-first-screen-changed-near-miss-tab-appended", "behaviour-now-unreachable-near-miss-reached-another-way",
            "state-node-renamed-near-miss-new-screen-of-another-shape",
        ]
        for name in Self.caseNames {
            let report = try Self.report(ofCase: name)
            let passes = passing.contains(name) || (name.contains("-near-miss-") && !breakingNearMisses.contains(name))
            #expect(report.exitStatus == (passes ? 0 : 1), "\(name): \(report.text())")
        }
        let accepted = try Self.report(ofCase: "accepted-breaks")
        #expect(accepted.findings.contains { $0.rule == .linkRemoved && $0.acceptedBecause != nil }, "the accepted link-removed is reported, with its reason")
        #expect(try Self.report(ofCase: "no-change").findings.isEmpty)
        let contracts = try Self.report(ofCase: "contract-changes").findings
        #expect(DiffReport(contracts, errors: ["contracts"]).exitStatus == 1, "--error contracts makes the contracts group fail")
        #expect(DiffReport(contracts, errors: ["contract-removed"]).exitStatus == 1, "--error names one rule too")
        #expect(DiffReport(contracts, warningsAsErrors: true).exitStatus == 1)
    }
}
