import Foundation
import Testing
@testable import NavGraphCompiler

/// `navgraph diff` as CI runs it: exit statuses, formats, `--against` a git revision of a
/// temporary repository, and the examples' graphs.
@Suite("navgraph diff command", .serialized)
struct DiffCommandTests {
    static let golden = DiffGoldenTests.root
    static let examples = SwiftCompiler.testsDirectory.deletingLastPathComponent().appendingPathComponent("Examples")

    private func side(_ name: String, _ side: String) -> String { Self.golden.appendingPathComponent(name).appendingPathComponent(side).path }

    @Test("nothing breaking exits 0, something breaking 1, naming the rule")
    func statuses() throws {
        let same = try NavGraphTool.run(["diff", side("no-change", "old"), side("no-change", "new")])
        #expect(same.status == 0, "\(same.error)")
        #expect(same.output == "navgraph diff: no changes that break links, saved states or contracts\n")
        let broken = try NavGraphTool.run(["diff", side("link-removed-and-added", "old"), side("link-removed-and-added", "new")])
        #expect(broken.status == 1)
        #expect(broken.output.contains("[link-removed]"))
        let accepted = try NavGraphTool.run([
            "diff", side("accepted-breaks", "old"), side("accepted-breaks", "new"),
            "--accepted", Self.golden.appendingPathComponent("accepted-breaks/accepted.yaml").path,
        ])
        #expect(accepted.status == 0, "\(accepted.output)")
        let contracts = [side("contract-changes", "old"), side("contract-changes", "new")]
        #expect(try NavGraphTool.run(["diff"] + contracts).status == 0, "contracts are warnings by default")
        #expect(try NavGraphTool.run(["diff", "--error", "contracts"] + contracts).status == 1)
    }

    @Test("an unreadable input, a graph with errors, a broken accepted-breaks file or saved state, and bad arguments exit 2")
    func unreadableInputs() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = side("no-change", "new")
        let missing = try NavGraphTool.run(["diff", "/nonexistent/old.navgraph.yaml", good])
        #expect(missing.status == 2)
        #expect(missing.error.contains("no such file or directory"))
        let broken = directory.appendingPathComponent("broken.navgraph.yaml")
        try "version: 1\nentry: Nowhere\n".write(to: broken, atomically: true, encoding: .utf8)
        let errors = try NavGraphTool.run(["diff", good, broken.path])
        #expect(errors.status == 2)
        #expect(errors.error.contains("the new graph has errors"), "\(errors.error)")
        let accepted = directory.appendingPathComponent("accepted.yaml")
        try "accepted:\n  - { rule: link-remvoed, element: link /x, reason: r }\n".write(to: accepted, atomically: true, encoding: .utf8)
        let misspelled = try NavGraphTool.run(["diff", good, good, "--accepted", accepted.path])
        #expect(misspelled.status == 2)
        #expect(misspelled.error.contains("accepted.yaml:2:13: error: 'link-remvoed' is not a rule"), "\(misspelled.error)")
        #expect(misspelled.error.contains("did you mean 'link-removed'?"), "\(misspelled.error)")
        let states = directory.appendingPathComponent("states")
        try FileManager.default.createDirectory(at: states, withIntermediateDirectories: true)
        try "{ not json".write(to: states.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        let state = try NavGraphTool.run(["diff", good, good, "--states", states.path])
        #expect(state.status == 2)
        #expect(state.error.contains("a.json: not JSON"), "\(state.error)")
        #expect(try NavGraphTool.run(["diff", good]).status == 2, "one graph alone")
        #expect(try NavGraphTool.run(["diff", good, good, "--error", "links-removed"]).status == 2, "a misspelled rule")
        #expect(try NavGraphTool.run(["diff", directory.path, good]).status == 2, "a folder without graph files")
    }

    @Test("--format sarif writes a SARIF log with every rule, --format github annotations, --format json the findings")
    func formats() throws {
        let pair = [side("link-removed-and-added", "old"), side("link-removed-and-added", "new")]
        let sarif = try NavGraphTool.run(["diff", "--format", "sarif"] + pair)
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == DiffRule.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "link-removed" && $0["level"] as? String == "error" })
        let github = try NavGraphTool.run(["diff", "--format", "github"] + pair)
        #expect(github.output.split(separator: "\n").contains { $0.hasPrefix("::error file=") && $0.contains("title=NavGraph link-removed") })
        let json = try NavGraphTool.run(["diff", "--format", "json"] + pair)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.contains { $0["rule"] as? String == "link-removed" && $0["element"] as? String == "link /items/{id}" })
    }

    @Test("run in each golden pair's folder, the command prints the pair's expected text and JSON and exits as its report says", arguments: DiffGoldenTests.caseNames)
    func goldenPairs(_ name: String) throws {
        let folder = Self.golden.appendingPathComponent(name)
        var arguments = ["diff", "old", "new"]
        for (option, given) in [("--urls", "urls.txt"), ("--states", "states"), ("--accepted", "accepted.yaml")]
        where FileManager.default.fileExists(atPath: folder.appendingPathComponent(given).path) {
            arguments += [option, given]
        }
        let status = try DiffGoldenTests.report(ofCase: name).exitStatus
        for (format, expected) in [("text", "expected.txt"), ("json", "expected.json")] {
            let run = try NavGraphTool.run(arguments + ["--format", format], in: folder)
            #expect(run.status == status, "\(name), \(format): \(run.error)")
            #expect(run.output == (try String(contentsOf: folder.appendingPathComponent(expected), encoding: .utf8)), "\(name), \(format)")
        }
    }

    @Test("every example's graph compared with itself finds nothing")
    func examplesAgainstThemselves() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).sorted().map { Self.examples.appendingPathComponent($0).appendingPathComponent("Sources") }
        var compared = 0
        for sources in folders where FileManager.default.fileExists(atPath: sources.path) {
            let graph = try #require(ValidGraph(GraphCompiler.check(try GraphFileLoader.load(paths: [sources.path]))), "\(sources.path)")
            let report = DiffReport(GraphDiff(old: graph, new: graph).findings())
            #expect(report.exitStatus == 0 && report.findings.isEmpty, "\(sources.path): \(report.text())")
            compared += 1
        }
        #expect(compared >= 8)
        let shop = Self.examples.appendingPathComponent("Shop/Sources/Shop").path
        let run = try NavGraphTool.run(["diff", shop, shop])
        #expect(run.status == 0, "\(run.output)\(run.error)")
    }

    @Test("a copy of the Shop example whose item links changed exits 1, naming link-removed")
    func shopLinksChanged() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shop = Self.examples.appendingPathComponent("Shop/Sources/Shop/Shop.navgraph.yaml")
        let text = try String(contentsOf: shop, encoding: .utf8)
        #expect(text.contains("links: [\"/items/{id}\"]"))
        let changed = directory.appendingPathComponent("Shop.navgraph.yaml")
        try text.replacingOccurrences(of: "links: [\"/items/{id}\"]", with: "links: [\"/item/{id}\"]").write(to: changed, atomically: true, encoding: .utf8)
        let run = try NavGraphTool.run(["diff", shop.path, changed.path])
        #expect(run.status == 1)
        #expect(run.output.contains("link '/items/{id}' of 'ItemDetail' is gone"), "\(run.output)")
        #expect(run.output.contains("[link-removed]"))
    }

    @Test("--against compares with the graph at a git revision of a temporary repository, and says what to fetch when the revision is not there")
    func againstGitRevision() throws {
        let repository = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: repository) }
        func git(_ arguments: String..., in folder: URL? = nil) throws {
            let result = try SwiftCompiler.launch(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", (folder ?? repository).path] + arguments)
            #expect(result.succeeded, "git \(arguments.joined(separator: " ")): \(result.output)")
        }
        let graphs = repository.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let shop = try String(contentsOf: Self.examples.appendingPathComponent("Shop/Sources/Shop/Shop.navgraph.yaml"), encoding: .utf8)
        let file = graphs.appendingPathComponent("Shop.navgraph.yaml")
        try shop.write(to: file, atomically: true, encoding: .utf8)
        try git("init", "-q", "-b", "main")
        try git("-c", "user.name=t", "-c", "user.email=t@e", "add", ".")
        try git("-c", "user.name=t", "-c", "user.email=t@e", "commit", "-q", "-m", "one")
        let same = try NavGraphTool.run(["diff", "--against", "main", "Sources/App"], in: repository)
        #expect(same.status == 0, "\(same.output)\(same.error)")
        try shop.replacingOccurrences(of: "links: [\"/items/{id}\"]", with: "links: [\"/item/{id}\"]").write(to: file, atomically: true, encoding: .utf8)
        let changed = try NavGraphTool.run(["diff", "--against", "main", "Sources/App"], in: repository)
        #expect(changed.status == 1)
        #expect(changed.output.contains("main:Sources/App/Shop.navgraph.yaml"), "the old graph's places are named by revision: \(changed.output)")
        #expect(changed.output.contains("[link-removed]"))
        let unknown = try NavGraphTool.run(["diff", "--against", "origin/main", "Sources/App"], in: repository)
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("'origin/main' names no commit of this repository"), "\(unknown.error)")

        try git("-c", "user.name=t", "-c", "user.email=t@e", "commit", "-q", "-am", "two")
        let clone = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: clone) }
        try git("clone", "-q", "--depth", "1", "file://" + repository.path, clone.appendingPathComponent("shallow").path, in: clone)
        let shallow = try NavGraphTool.run(["diff", "--against", "HEAD~1", "Sources/App"], in: clone.appendingPathComponent("shallow"))
        #expect(shallow.status == 2)
        #expect(shallow.error.contains("is shallow"), "\(shallow.error)")
        #expect(shallow.error.contains("fetch-depth: 0"), "\(shallow.error)")
    }
}

/// docs/CI.md's table of `navgraph diff`'s rules is the rules' own: each row gives a rule's
/// identifier, group, severity and summary as DiffRule declares them.
struct DiffRuleTableTests {
    @Test("docs/CI.md lists every rule of navgraph diff with its group, severity and summary")
    func ruleTable() throws {
        let doc = try RepositoryFiles.read("docs/CI.md")
        for rule in DiffRule.allCases {
            let row = "| `\(rule.rawValue)` | \(rule.group.rawValue) | \(rule.severity.rawValue) | \(rule.summary) |"
            #expect(doc.contains(row), "docs/CI.md lacks the row \(row)")
        }
    }
}
