import Testing
@testable import NavGraphLanguageServer

/// Completion: keys where a key goes, names where a name goes, words where a word goes, inside
/// mappings left incomplete and in text that is not YAML yet.
@Suite("Language server: completion")
struct CompletionTests {
    /// The labels offered at the mark `1️⃣` of `marked`, written as b.navgraph.yaml beside the shop.
    private func labels(_ marked: String) async throws -> [String] {
        try await items(marked).compactMap { $0["label"] as? String }
    }

    private func items(_ marked: String) async throws -> [[String: Any]] {
        let text = MarkedText(marked)
        let client = try await TestClient(files: ["a.navgraph.yaml": Fixtures.shop.text, "b.navgraph.yaml": Fixtures.detail.text])
        await client.open("b.navgraph.yaml", text.text)
        let result = try await client.at("completion", "b.navgraph.yaml", text["1️⃣"]) as? [String: Any]
        return result?["items"] as? [[String: Any]] ?? []
    }

    @Test("a route's 'to:' inside a flow mapping not yet closed offers the screens and flows of both files")
    func destinationInIncompleteMapping() async throws {
        let offered = try await labels("""
            screens:
              ItemDetail:
                routes:
                  back: { to: 1️⃣
            """)
        #expect(Set(offered).isSuperset(of: ["ItemList", "Search", "Shop", "Complaint", "Ärger"]))
        #expect(!offered.contains("ItemID"), "a type is no destination")
    }

    @Test("a name's documentation comes with completionItem/resolve: what hover says of it")
    func resolvedDocumentation() async throws {
        let client = try await TestClient(files: ["a.navgraph.yaml": Fixtures.shop.text, "b.navgraph.yaml": Fixtures.detail.text])
        let text = MarkedText("screens:\n  A:\n    routes:\n      b: { to: 1️⃣")
        await client.open("b.navgraph.yaml", text.text)
        let result = try await client.at("completion", "b.navgraph.yaml", text["1️⃣"]) as? [String: Any]
        let item = try #require((result?["items"] as? [[String: Any]])?.first { $0["label"] as? String == "ItemList" })
        #expect(item["documentation"] == nil, "thousands of names are sent without it")
        let resolved = try await client.request("completionItem/resolve", item) as? [String: Any]
        let documentation = (resolved?["documentation"] as? [String: Any])?["value"] as? String
        #expect(documentation?.contains("All items, newest first.") == true)
    }

    @Test("a word typed so far is replaced, from its first letter; a name is sent as its label alone")
    func replacesTypedWord() async throws {
        let found = try await items("""
            screens:
              ItemDetail:
                routes:
                  back: { to: Item, style: pu1️⃣
            """)
        let item = try #require(found.first { $0["label"] as? String == "push" })
        let edit = try #require(item["textEdit"] as? [String: Any])
        #expect(range(edit["range"])?.start == Position(line: 3, character: 31))
        #expect(range(edit["range"])?.end == Position(line: 3, character: 33))
        let names = try await items("screens:\n  A:\n    routes:\n      b: { to: It1️⃣")
        let name = try #require(names.first { $0["label"] as? String == "ItemList" })
        #expect(name["textEdit"] == nil && name["documentation"] == nil)
    }

    @Test("a flow's placement offers 'in' alone, a screen's 'in', 'through' and 'window', each with the schema's documentation; a screen of a placement's 'through' its 'screen' and 'case'")
    func placementKeys() async throws {
        let flow = try await items("flows:\n  Shop2: { kind: stack, root: ItemList, placement: { 1️⃣")
        #expect(flow.compactMap { $0["label"] as? String } == ["in"], "a flow's placement takes no 'through' or 'window'")
        let screen = try await items("screens:\n  A:\n    placement: { 1️⃣")
        #expect(screen.compactMap { $0["label"] as? String } == ["in", "through", "window"])
        for offered in flow + screen {
            let documentation = (offered["documentation"] as? [String: Any])?["value"] as? String
            #expect(documentation?.isEmpty == false, "\(offered["label"] ?? "") is documented")
        }
        let chained = try await labels("screens:\n  A:\n    placement: { through: [{ 1️⃣")
        #expect(Set(chained).isSuperset(of: ["screen", "case", "ItemList"]) && !chained.contains("set"), "a screen by name, or '{ screen, case }': \(chained)")
    }

    @Test("a route's keys after its first key, in block style, with the schema's documentation")
    func routeKeysInBlock() async throws {
        let found = try await items("""
            screens:
              ItemDetail:
                routes:
                  back:
                    to: ItemList
                    st1️⃣
            """)
        let style = try #require(found.first { $0["label"] as? String == "style" })
        let documentation = (style["documentation"] as? [String: Any])?["value"] as? String
        #expect(documentation?.contains("push") == true)
        #expect(found.compactMap { $0["label"] as? String }.contains("presentation"))
    }

    @Test("words where a word goes: styles, presentations (compact ones without the overlay), who draws a transition, flow kinds")
    func words() async throws {
        #expect(try await labels("screens:\n  A:\n    routes:\n      b: { to: ItemList, style: 1️⃣ }\n") == ["push", "present", "replace", "select", "unwind", "open", "finish", "window"])
        #expect(try await labels("screens:\n  A:\n    routes:\n      b: { to: ItemList, style: present, presentation: pa1️⃣").contains("pageSheet"))
        #expect(try await labels("screens:\n  A:\n    routes:\n      b: { to: ItemList, style: present, transition: 1️⃣ }\n") == ["app"])
        #expect(try await labels("flows:\n  F:\n    kind: 1️⃣\n").contains("split"))
        let compact = try await labels("screens:\n  A:\n    routes:\n      b: { to: ItemList, style: present, compact: 1️⃣ }\n")
        #expect(compact.contains("popover") && !compact.contains("overlay"), "an overlay has no compact form")
    }

    @Test("types where a type goes, declared and built in, inside a list's brackets too")
    func types() async throws {
        let offered = try await labels("screens:\n  A:\n    context: \"[1️⃣\n")
        #expect(offered.contains("ItemID"))
        #expect(offered.contains("String"))
        #expect(!offered.contains("ItemList"))
    }

    @Test("keys of a screen, and of the file at its top")
    func keys() async throws {
        #expect(try await labels("screens:\n  A:\n    1️⃣").contains("routes"))
        #expect(try await labels("version: 1\n1️⃣").contains("screens"))
    }

    @Test("a flow's children in a list")
    func flowChildren() async throws {
        #expect(try await labels("flows:\n  Tabs: { kind: tabs, children: [Shop, 1️⃣] }\n").contains("ItemList"))
    }

    @Test("a new name, free text: nothing offered")
    func nothingForNewNames() async throws {
        #expect(try await labels("screens:\n  1️⃣").isEmpty)
        #expect(try await labels("screens:\n  A: { summary: 1️⃣ }").isEmpty)
    }
}
