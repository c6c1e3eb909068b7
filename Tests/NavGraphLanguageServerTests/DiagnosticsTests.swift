import Testing
@testable import NavGraphLanguageServer

/// Diagnostics while typing: lint's diagnostics, located, after each change, for every graph
/// file of the folder; and a file whose YAML breaks keeps its last good parse.
@Suite("Language server: diagnostics")
struct DiagnosticsTests {
    @Test("every graph file of the folder is checked at start, before any is opened; the files that have none get an empty list")
    func checkedAtStart() async throws {
        let broken = Fixtures.shop.text.replacingOccurrences(of: "to: ItemDetail", with: "to: ItemDetial")
        let client = try await TestClient(files: ["a.navgraph.yaml": broken, "b.navgraph.yaml": Fixtures.detail.text])
        let published = await client.diagnostics()
        #expect(published["b.navgraph.yaml"]?.isEmpty == true)
        let diagnostic = try #require(published["a.navgraph.yaml"]?.first)
        #expect(diagnostic["code"] as? String == "undefined-screen")
        #expect(diagnostic["source"] as? String == "navgraph")
        #expect((diagnostic["message"] as? String)?.hasSuffix("did you mean 'ItemDetail'?") == true)
        #expect(range(diagnostic["range"])?.start == Fixtures.shop["1️⃣"])
        let link = try #require((diagnostic["codeDescription"] as? [String: String])?["href"])
        let explanation = try String(contentsOf: URL(string: link)!, encoding: .utf8)
        #expect(explanation.contains("undefined-screen"), "the code links to its explanation")
    }

    @Test("a change is checked and published, with the notes as related information; fixing it clears it")
    func afterEachChange() async throws {
        let client = try await TestClient(files: ["a.navgraph.yaml": Fixtures.shop.text, "b.navgraph.yaml": Fixtures.detail.text])
        await client.open("b.navgraph.yaml", Fixtures.detail.text)
        #expect(await client.diagnostics().values.allSatisfy(\.isEmpty), "the fixture is a graph without diagnostics")
        let twice = Fixtures.detail.text + "  ItemList: {}\n"
        await client.change("b.navgraph.yaml", twice)
        let published = await client.diagnostics()
        let duplicate = try #require(published["b.navgraph.yaml"]?.first { $0["code"] as? String == "duplicate-definition" })
        let note = try #require((duplicate["relatedInformation"] as? [[String: Any]])?.first)
        #expect(((note["location"] as? [String: Any])?["uri"] as? String)?.hasSuffix("a.navgraph.yaml") == true, "the first declaration, in the other file")
        await client.change("b.navgraph.yaml", Fixtures.detail.text)
        let fixed = await client.diagnostics()
        #expect(fixed["b.navgraph.yaml"]?.isEmpty == true)
    }

    @Test("incremental changes in UTF-16 ranges are applied to the text the server checks")
    func incrementalChange() async throws {
        let client = try await TestClient(files: ["a.navgraph.yaml": Fixtures.shop.text, "b.navgraph.yaml": Fixtures.detail.text])
        await client.open("b.navgraph.yaml", Fixtures.detail.text)
        let start = Fixtures.detail["6️⃣"]
        let edit: [String: Any] = [
            "range": ["start": ["line": start.line, "character": start.character], "end": ["line": start.line, "character": start.character + 5]],
            "text": "Ärgre",
        ]
        await client.change("b.navgraph.yaml", [edit])
        let diagnostic = try #require(await client.diagnostics()["b.navgraph.yaml"]?.first)
        #expect(diagnostic["message"] as? String == "route destination 'Ärgre' names no declared screen or flow; did you mean 'Ärger'?")
        #expect(range(diagnostic["range"])?.start == start)
    }

    @Test("while a file's YAML is broken it keeps its last good parse: the other file gets no undefined-screen, the broken one its syntax error")
    func brokenYAMLKeepsLastGoodParse() async throws {
        let shop = Fixtures.shop.text.replacingOccurrences(of: "  ItemID: Int\n", with: "  ItemID: Int\n  Unused: String\n")
        let client = try await TestClient(files: ["a.navgraph.yaml": shop, "b.navgraph.yaml": Fixtures.detail.text])
        await client.open("b.navgraph.yaml", Fixtures.detail.text)
        #expect(await client.diagnostics()["a.navgraph.yaml"]?.map { $0["code"] as? String } == ["unused-type"])
        await client.change("b.navgraph.yaml", Fixtures.detail.text + "  Half: { to: [\n")
        let published = await client.diagnostics()
        #expect(published["b.navgraph.yaml"]?.map { $0["code"] as? String } == ["yaml-syntax"])
        #expect(
            published["a.navgraph.yaml"]?.map { $0["code"] as? String } == ["unused-type"],
            "a keeps its own diagnostic, and gets no undefined-screen: ItemDetail is still declared, by b's last good parse")
        var mark = Fixtures.shop["1️⃣"]
        mark.line += 1
        let definition = try await client.at("definition", "a.navgraph.yaml", mark) as? [[String: Any]]
        #expect(definition?.count == 1, "definitions still lead into the broken file")
    }

    @Test("without a last good parse, a broken file hides what it may declare, as lint does")
    func brokenFromTheStart() async throws {
        let client = try await TestClient(files: ["a.navgraph.yaml": Fixtures.shop.text, "b.navgraph.yaml": "screens: [\n"])
        let published = await client.diagnostics()
        #expect(published["b.navgraph.yaml"]?.map { $0["code"] as? String } == ["yaml-syntax"])
        #expect(published["a.navgraph.yaml"]?.isEmpty == true)
    }
}

import Foundation
