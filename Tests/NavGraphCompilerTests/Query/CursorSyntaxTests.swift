import Testing
@testable import NavGraphCompiler

/// The syntax around a cursor, read from the text before it alone, and what the language
/// expects there.
@Suite("Cursor syntax and grammar")
struct CursorSyntaxTests {
    /// The syntax at the `|` of `text`.
    private func cursor(_ text: String) -> CursorSyntax? {
        let offset = text.utf8.firstIndex(of: UInt8(ascii: "|")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }!
        let file = SourceFile(path: "f", text: text.replacingOccurrences(of: "|", with: ""))
        return CursorSyntax.at(byte: offset, in: file)
    }

    @Test("a value in a flow mapping left open, with the word typed so far")
    func openFlowMapping() {
        #expect(cursor("screens:\n  A:\n    routes:\n      b: { to: It|") == CursorSyntax(
            path: [.key("screens"), .key("A"), .key("routes"), .key("b"), .key("to")], role: .value, typed: "It"))
    }

    @Test("a key after a block mapping's keys, and the first key of a body, whatever follows the cursor")
    func blockKeys() {
        let after = cursor("screens:\n  A:\n    context: X\n    ro|\n  B: [broken")
        #expect(after?.path == [.key("screens"), .key("A")])
        #expect(after?.role == .key)
        let first = cursor("screens:\n  A:\n    |")
        #expect(first.map(GraphGrammar.expectations) == [.key(of: .screen)])
    }

    @Test("an item of a list in brackets, a quoted value left open")
    func listsAndQuotes() {
        #expect(cursor("flows:\n  F: { kind: tabs, children: [A, |")?.path == [.key("flows"), .key("F"), .key("children"), .item(1)])
        #expect(cursor("entry: \"Ho|")?.typed == "Ho")
        #expect(cursor("entry: \"Ho|").map(GraphGrammar.expectations) == [.name(.screenOrFlow)])
    }

    @Test("text before the cursor that is not YAML gives nothing")
    func brokenBefore() {
        #expect(cursor("screens:\n\tA: {}\n  |") == nil)
    }

    @Test("the grammar: words where words go, types where types go, nothing for a new name")
    func expectations() {
        let style = cursor("screens:\n  A:\n    routes:\n      b: { style: |")
        #expect(style.map(GraphGrammar.expectations) == [.word(NavGraphRouteStyle.allCases.map(\.rawValue), key: "style", of: .route)])
        #expect(cursor("types:\n  R: { fields: { id: | } }").map(GraphGrammar.expectations) == [.type])
        #expect(cursor("screens:\n  |").map(GraphGrammar.expectations) == [])
        #expect(cursor("screens:\n  A: { links: [{ path: /a, case: | }] }").map(GraphGrammar.expectations) == [.contextCase(ofScreen: "A")])
    }

    @Test("a placement without a URL: its keys, the flows of 'in', the screens of 'through' and the words of 'window'")
    func placementExpectations() {
        #expect(cursor("screens:\n  A:\n    placement: { |").map(GraphGrammar.expectations) == [.key(of: .placement)])
        #expect(GraphGrammar.Mapping.placement.keys == ["in", "through", "window"])
        #expect(cursor("screens:\n  A:\n    placement: { window: |").map(GraphGrammar.expectations) == [.word(["shown", "new"], key: "window", of: .placement)])
        #expect(cursor("screens:\n  A: { links: [{ path: /a, window: | }] }").map(GraphGrammar.expectations) == [.word(["shown", "new"], key: "window", of: .link)])
        // A link's and an open route's instance of a flow made from data.
        #expect(cursor("screens:\n  A: { links: [{ path: /a, instance: | }] }").map(GraphGrammar.expectations) == [.word(["selected", "new"], key: "instance", of: .link)])
        #expect(cursor("screens:\n  A:\n    routes:\n      b: { to: A, style: open, instance: |").map(GraphGrammar.expectations) == [.word(["selected", "new"], key: "instance", of: .route)])
        #expect(cursor("screens:\n  A:\n    placement: { in: |").map(GraphGrammar.expectations) == [.name(.screenOrFlow)])
        #expect(cursor("screens:\n  A:\n    placement: { through: [B, |").map(GraphGrammar.expectations) == [.name(.screenOrFlow), .key(of: .placementChainScreen)])
        #expect(cursor("screens:\n  A:\n    placement: { through: [{ screen: |").map(GraphGrammar.expectations) == [.name(.screenOrFlow)])
        #expect(GraphGrammar.Mapping.placementChainScreen.keys == ["screen", "case"])
    }

    @Test("a flow's placement offers only 'in' and names where it goes, not a screen's 'through' or 'window', which it refuses")
    func flowPlacementExpectations() {
        #expect(cursor("flows:\n  F:\n    placement: { |").map(GraphGrammar.expectations) == [.key(of: .flowPlacement)])
        #expect(GraphGrammar.Mapping.flowPlacement.keys == ["in"])
        #expect(cursor("flows:\n  F:\n    placement: { in: |").map(GraphGrammar.expectations) == [.name(.screenOrFlow)])
        #expect(cursor("flows:\n  F:\n    placement: { through: [|").map(GraphGrammar.expectations) == [])
        #expect(cursor("flows:\n  F:\n    placement: { window: |").map(GraphGrammar.expectations) == [])
    }
}
