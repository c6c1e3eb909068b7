import Testing
@testable import NavGraphLanguageServer

/// Hover, rename and quick fixes.
@Suite("Language server: hover, rename, code actions, symbols")
struct EditingTests {
    private func client(_ detail: String = Fixtures.detail.text) async throws -> TestClient {
        let client = try await TestClient(files: ["a.navgraph.yaml": Fixtures.shop.text, "b.navgraph.yaml": detail])
        await client.open("a.navgraph.yaml", Fixtures.shop.text)
        await client.open("b.navgraph.yaml", detail)
        return client
    }

    @Test("hover: a screen's context, the routes that reach it and its Swift names")
    func hover() async throws {
        let client = try await client()
        let hover = try await client.at("hover", "a.navgraph.yaml", Fixtures.shop["1️⃣"]) as? [String: Any]
        let text = try #require((hover?["contents"] as? [String: Any])?["value"] as? String)
        #expect(text.contains("**screen** `ItemDetail`"))
        #expect(text.contains("Context: `ItemID`"))
        #expect(text.contains("`ItemList.detail` (push)"))
        #expect(text.contains("`ItemDetailFlowControlling`"))
        #expect(text.contains("`ItemDetailRoute`"))
    }

    @Test("rename: the declaration and every use, across files, quotes kept")
    func rename() async throws {
        let client = try await client()
        let edit = try await client.at("rename", "b.navgraph.yaml", Fixtures.detail["3️⃣"], ["newName": "ItemPage"]) as? [String: Any]
        let changes = try #require(edit?["changes"] as? [String: [[String: Any]]])
        #expect(changes[client.uri("a.navgraph.yaml")]?.count == 1)
        #expect(changes[client.uri("b.navgraph.yaml")]?.count == 1)
        let quoted = try await client.at("rename", "b.navgraph.yaml", Fixtures.detail["7️⃣"], ["newName": "Ärgernis"]) as? [String: Any]
        let edits = try #require((quoted?["changes"] as? [String: [[String: Any]]])?[client.uri("b.navgraph.yaml")])
        #expect(edits.map { range($0["range"])?.start } == [Fixtures.detail["7️⃣"], Fixtures.detail["6️⃣"]], "inside the quotes; the use after the emoji")
    }

    @Test("rename is refused with a message for a name Swift cannot use, or one already taken")
    func renameRefused() async throws {
        let client = try await client()
        await #expect(throws: TestClient.ClientError.self) {
            try await client.at("rename", "b.navgraph.yaml", Fixtures.detail["3️⃣"], ["newName": "Item Page"])
        }
        do {
            _ = try await client.at("rename", "b.navgraph.yaml", Fixtures.detail["3️⃣"], ["newName": "Search"])
            Issue.record("a taken name is refused")
        } catch TestClient.ClientError.responseError(let message) {
            #expect(message.hasPrefix("'Search' is taken"))
        }
    }

    @Test("code actions: the did-you-mean as a quick fix, and declaring the missing screen with its context")
    func quickFixes() async throws {
        let misspelled = Fixtures.detail.text.replacingOccurrences(of: "to: Ärger", with: "to: Ärgre")
            .replacingOccurrences(of: "to: Complaint", with: "to: Complain")
        let client = try await client(misspelled)
        _ = await client.diagnostics()
        let at = Fixtures.detail["6️⃣"]
        let actions = try await client.request("textDocument/codeAction", [
            "textDocument": ["uri": client.uri("b.navgraph.yaml")],
            "range": ["start": ["line": at.line, "character": at.character], "end": ["line": at.line, "character": at.character]],
            "context": ["diagnostics": [Any]()],
        ]) as? [[String: Any]] ?? []
        #expect(actions.map { $0["title"] as? String } == ["Replace with 'Ärger'", "Declare screen 'Ärgre'"])
        let replace = try #require(((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[client.uri("b.navgraph.yaml")]?.first)
        #expect(replace["newText"] as? String == "Ärger")
        let declare = try #require(((actions.last?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[client.uri("b.navgraph.yaml")]?.first)
        #expect(declare["newText"] as? String == "  Ärgre: {}\n")
        #expect(range(declare["range"])?.start == Position(line: 1, character: 0), "before the file's first screen")
    }

    @Test("code action: a link's undeclared scheme is added to the top-level links")
    func addLinkOrigin() async throws {
        let linked = Fixtures.detail.text.replacingOccurrences(of: "\"Ärger\": {}", with: "Ärger: { links: [{ path: /x, scheme: shpo }] }")
        let client = try await client(linked)
        let diagnostics = await client.diagnostics()["b.navgraph.yaml"] ?? []
        let invalid = try #require(diagnostics.first { ($0["message"] as? String)?.contains("shpo") == true })
        let actions = try await client.request("textDocument/codeAction", [
            "textDocument": ["uri": client.uri("b.navgraph.yaml")], "range": invalid["range"]!, "context": ["diagnostics": [invalid]],
        ]) as? [[String: Any]] ?? []
        #expect(actions.compactMap { $0["title"] as? String } == ["Replace with 'shop'", "Add 'shpo' to the graph's 'links: schemes'"])
        let add = try #require(((actions.last?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[client.uri("a.navgraph.yaml")]?.first)
        #expect(add["newText"] as? String == ", shpo")
        #expect(range(add["range"])?.start == Position(line: 16, character: 23), "after 'shop' in [shop]")
    }

    @Test("document symbols: screens with their routes; workspace symbols by part of the name; folding by indentation")
    func symbols() async throws {
        let client = try await client()
        let symbols = try await client.request("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("a.navgraph.yaml")]]) as? [[String: Any]] ?? []
        #expect(symbols.compactMap { $0["name"] as? String } == ["ItemID", "Query", "ItemList", "Search", "Shop"])
        let list = try #require(symbols.first { $0["name"] as? String == "ItemList" })
        #expect((list["children"] as? [[String: Any]])?.compactMap { $0["detail"] as? String } == ["push to `ItemDetail`, context `ItemID`", "push to `Search`, context `Query`"])
        let found = try await client.request("workspace/symbol", ["query": "item"]) as? [[String: Any]] ?? []
        #expect(Set(found.compactMap { $0["name"] as? String }) == ["ItemID", "ItemList", "ItemDetail"])
        let folds = try await client.request("textDocument/foldingRange", ["textDocument": ["uri": client.uri("a.navgraph.yaml")]]) as? [[String: Int]] ?? []
        #expect(folds.contains { $0["startLine"] == 5 && $0["endLine"] == 13 }, "screens: down to Search's links")
    }
}
