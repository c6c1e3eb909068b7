import Testing
@testable import NavGraphLanguageServer

/// Go to definition and find references, across two files and through Unicode names.
@Suite("Language server: definition and references")
struct NavigationTests {
    private func client() async throws -> TestClient {
        let client = try await TestClient(files: ["a.navgraph.yaml": Fixtures.shop.text, "b.navgraph.yaml": Fixtures.detail.text])
        await client.open("a.navgraph.yaml", Fixtures.shop.text)
        await client.open("b.navgraph.yaml", Fixtures.detail.text)
        return client
    }

    private func locations(_ result: Any?) -> [(file: String, start: Position)] {
        (result as? [[String: Any]] ?? []).map { location in
            ((location["uri"] as! String).split(separator: "/").last.map(String.init)!, range(location["range"])!.start)
        }
    }

    @Test("a route's destination leads to the screen declared in the other file")
    func definitionAcrossFiles() async throws {
        let client = try await client()
        let found = locations(try await client.at("definition", "a.navgraph.yaml", Fixtures.shop["1️⃣"]))
        #expect(found.map(\.file) == ["b.navgraph.yaml"])
        #expect(found.first?.start == Fixtures.detail["3️⃣"])
    }

    @Test("columns are UTF-16 units: a name after two emoji, and a quoted name, are found where the editor has them")
    func unicodeColumns() async throws {
        let client = try await client()
        let mark = Fixtures.detail["6️⃣"]
        let found = locations(try await client.at("definition", "b.navgraph.yaml", Position(line: mark.line, character: mark.character + 2)))
        var quoted = Fixtures.detail["7️⃣"]
        quoted.character -= 1
        #expect(found.first?.start == quoted, "the declaration's range starts at its quote")
        let prepared = try await client.at("prepareRename", "b.navgraph.yaml", mark) as? [String: Any]
        #expect(range(prepared?["range"])?.start == mark)
        #expect(range(prepared?["range"])?.end == Position(line: mark.line, character: mark.character + 5), "Ärger is five UTF-16 units")
    }

    @Test("a link parameter leads to the field of the record it binds; a type name to its declaration")
    func linkParameterAndType() async throws {
        let client = try await client()
        let field = locations(try await client.at("definition", "a.navgraph.yaml", Fixtures.shop["2️⃣"]))
        #expect(field.first?.start == Fixtures.shop["5️⃣"])
        let type = locations(try await client.at("definition", "a.navgraph.yaml", Fixtures.shop["4️⃣"]))
        #expect(type.first?.start == Position(line: 3, character: 2))
    }

    @Test("references: every use in both files, the declaration too when asked")
    func references() async throws {
        let client = try await client()
        let uses = locations(try await client.at("references", "b.navgraph.yaml", Fixtures.detail["3️⃣"], ["context": ["includeDeclaration": false]]))
        #expect(uses.map(\.file) == ["a.navgraph.yaml"])
        #expect(uses.first?.start == Fixtures.shop["1️⃣"])
        let all = locations(try await client.at("references", "a.navgraph.yaml", Fixtures.shop["4️⃣"], ["context": ["includeDeclaration": true]]))
        #expect(all.map(\.file) == ["a.navgraph.yaml", "a.navgraph.yaml", "b.navgraph.yaml"], "ItemID: declared, used in a route, used in b's context")
    }

    @Test("nothing between names")
    func nothingBetweenNames() async throws {
        let client = try await client()
        let found = locations(try await client.at("definition", "a.navgraph.yaml", Position(line: 0, character: 3)))
        #expect(found.isEmpty)
    }
}
