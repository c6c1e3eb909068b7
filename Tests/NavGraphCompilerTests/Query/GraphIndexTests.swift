import Testing
@testable import NavGraphCompiler

/// The editor's questions (`GraphIndex`), asked of a graph that has errors: an undefined screen
/// and a route with a misspelled style.
@Suite("Graph index: name, references, position")
struct GraphIndexTests {
    private static let text = """
        version: 1
        entry: Shop
        types:
          ItemID: String
          Item: { fields: { id: ItemID } }
          Catalog: "[ItemID: Item]"
        screens:
          ItemList:
            context: Catalog
            routes:
              detail: { to: "ItemDetail", style: push, context: ItemID }
              help: { to: Help, style: slide }
          "ItemDetail":
            context: ItemID
            routes:
              missing: { to: Nowhere, style: push }
        flows:
          Shop: { kind: stack, root: ItemList }
        """

    private static let file = SourceFile(path: "shop.navgraph.yaml", text: text)

    private func index() -> GraphIndex {
        let checked = GraphCompiler.check([Self.file])
        #expect(checked.hasErrors, "the index is asked of a graph with errors")
        return GraphIndex(checked, files: [Self.file])
    }

    /// The index of the one file `text`.
    private func index(of text: String) -> GraphIndex {
        let file = SourceFile(path: "graph.navgraph.yaml", text: text)
        return GraphIndex(GraphCompiler.check([file]), files: [file])
    }

    private func range(_ line: Int, _ column: Int, to endColumn: Int) -> SourceRange {
        SourceRange(
            start: SourceLocation(file: "shop.navgraph.yaml", line: line, column: column),
            end: SourceLocation(file: "shop.navgraph.yaml", line: line, column: endColumn))
    }

    @Test("name to declaration: the exact range of the declared name, quotes included")
    func declaration() throws {
        let index = index()
        #expect(index.declaration(named: "ItemList") == GraphNode(kind: .screen, name: "ItemList", range: range(8, 3, to: 11)))
        #expect(index.declaration(named: "ItemDetail")?.range == range(13, 3, to: 15))
        #expect(index.declaration(named: "Shop")?.kind == .flow)
        #expect(index.declaration(named: "Item")?.range == range(5, 3, to: 7))
        #expect(index.declaration(named: "Nowhere") == nil)
        #expect(index.declaration(named: "detail") == nil, "a route is not a top-level declaration")
    }

    @Test("declaration to references: every use, in type expressions each name at its own place")
    func references() {
        let index = index()
        #expect(index.references(to: "ItemDetail").map(\.range) == [range(11, 21, to: 33)])
        #expect(index.references(to: "Shop").map(\.range) == [range(2, 8, to: 12)])
        #expect(index.references(to: "ItemList").map(\.range) == [range(18, 30, to: 38)])
        #expect(index.references(to: "ItemID").map(\.range) == [
            range(5, 25, to: 31), range(6, 14, to: 20), range(11, 57, to: 63), range(14, 14, to: 20),
        ])
        #expect(index.references(to: "Item").map(\.range) == [range(6, 22, to: 26)])
        #expect(index.references(to: "Nowhere").map(\.range) == [range(16, 22, to: 29)], "an undefined name is still a use")
    }

    @Test("an open route's 'in:' is a use of the flow it names")
    func openRouteFlowIsAReference() {
        let text = """
            version: 1
            entry: Shop
            screens:
              ItemList:
                routes:
                  again: { to: ItemList, style: open, in: Shop }
            flows:
              Shop: { kind: stack, root: ItemList }
            """
        #expect(index(of: text).references(to: "Shop").map(\.range.start.line) == [2, 6])
    }

    @Test("a placement's 'in:' and 'through:' are uses of the flow and the screens they name")
    func placementNamesAreReferences() {
        let text = """
            version: 1
            entry: Shop
            screens:
              ItemList:
                routes:
                  item: { to: Item, style: push }
              Item:
                placement: { in: Shop }
                routes:
                  review: { to: Review, style: push }
              Review:
                placement: { through: [Item] }
            flows:
              Shop: { kind: stack, root: ItemList }
            """
        let index = index(of: text)
        #expect(index.references(to: "Shop").map(\.range.start.line) == [2, 8])
        #expect(index.references(to: "Item").map(\.range.start.line) == [6, 12])
    }

    @Test("position to node: the innermost node there, nil between nodes")
    func nodeAtPosition() {
        let index = index()
        let at = { (line: Int, column: Int) in index.node(at: SourceLocation(file: "shop.navgraph.yaml", line: line, column: column)) }
        #expect(at(11, 25) == GraphNode(kind: .reference(to: .screenOrFlow), name: "ItemDetail", range: range(11, 21, to: 33)))
        #expect(at(11, 9)?.kind == .route(of: "ItemList"))
        #expect(at(6, 22)?.name == "Item")
        #expect(at(6, 14)?.name == "ItemID")
        #expect(at(6, 20) == nil, "the colon inside the type expression is no name")
        #expect(at(11, 19) == nil)
        #expect(at(11, 33) == nil, "the end of a range is outside it")
        #expect(at(12, 7) == nil, "a route dropped for its error (no style) has no node")
        #expect(at(11, 57)?.name == "ItemID", "the route after it is there")
        #expect(index.node(at: SourceLocation(file: "other.navgraph.yaml", line: 11, column: 25)) == nil)
    }

    @Test("each diagnostic's range is the node it is about, as read")
    func diagnosticRanges() {
        let checked = GraphCompiler.check([Self.file])
        let ranges = Dictionary(checked.diagnostics.map { ($0.code, $0.range) }, uniquingKeysWith: { first, _ in first })
        #expect(ranges[.invalidStructure] == range(12, 32, to: 37), "'slide'")
        #expect(ranges[.undefinedScreen] == range(16, 22, to: 29), "'Nowhere'")
    }

    @Test("names in a type expression on one line each have their own range; over several lines, the whole expression's")
    func typeExpressionShapes() throws {
        let text = """
            version: 1
            entry: Home
            types:
              ID: String
              Tag: String
              IDs: [ID]
              Pairs: "[ID:
                Tag]"
            screens:
              Home: { context: IDs, feedback: Pairs }
            """
        let file = SourceFile(path: "shop.navgraph.yaml", text: text)
        let index = GraphIndex(GraphCompiler.check([file]), files: [file])
        let folded = SourceRange(
            start: SourceLocation(file: "shop.navgraph.yaml", line: 7, column: 10),
            end: SourceLocation(file: "shop.navgraph.yaml", line: 8, column: 10))
        #expect(index.references(to: "ID").map(\.range) == [range(6, 9, to: 11), folded], "a flow list, then a quoted text folded over two lines")
        #expect(index.references(to: "Tag").map(\.range) == [folded])
        #expect(index.references(to: "IDs").map(\.range) == [range(10, 20, to: 23)])
        #expect(index.node(at: SourceLocation(file: "shop.navgraph.yaml", line: 8, column: 5))?.name == "ID", "the first name of the two sharing the range")
    }

    @Test("a file that could not be read leaves the index of the others")
    func unreadableFile() {
        let broken = SourceFile(path: "broken.navgraph.yaml", text: "screens: [")
        let checked = GraphCompiler.check([broken, Self.file])
        let index = GraphIndex(checked, files: [broken, Self.file])
        #expect(index.declaration(named: "ItemList")?.range == range(8, 3, to: 11))
        let syntaxError = checked.diagnostics.first { $0.code == .yamlSyntax }
        #expect(syntaxError.map { $0.range.start == $0.range.end } == true, "a libyaml error is placed at a position: its range is empty")
    }

    @Test("shared routes: the set is a declaration, each listing a use, each route indexed once at its set; a flow's routes at the flow")
    func sharedAndFlowRoutes() throws {
        let file = SourceFile(path: "row.navgraph.yaml", text: """
            version: 1
            entry: Home
            sharedRoutes:
              Row:
                open: { to: Detail, style: push }
            screens:
              List: { sharedRoutes: [Row] }
              Other: { sharedRoutes: [Row] }
              Detail: {}
            flows:
              Home:
                kind: stack
                root: List
                routes:
                  about: { to: Other, style: present }
            """)
        let index = GraphIndex(GraphCompiler.check([file]), files: [file])
        #expect(index.declaration(named: "Row")?.kind == .sharedRoutes)
        #expect(index.declaration(named: "Row")?.range.start.line == 4)
        #expect(index.references(to: "Row").map(\.range.start.line) == [7, 8])
        #expect(index.node(at: SourceLocation(file: "row.navgraph.yaml", line: 5, column: 6))?.kind == .route(of: "Row"))
        #expect(index.node(at: SourceLocation(file: "row.navgraph.yaml", line: 15, column: 8))?.kind == .route(of: "Home"))
        #expect(index.references(to: "Detail").count == 1, "the shared route's destination, once")
    }

    @Test("keyed by the resolved declaration: a screen and a type of one name never mix; tabs, link fields and cases are uses")
    func keyedByDeclaration() {
        let file = SourceFile(path: "k.navgraph.yaml", text: """
            version: 1
            entry: Tabs
            types:
              Item: { fields: { id: Int } }
              Mode: { cases: [new, old] }
            screens:
              Item:
                context: Item
                links: ["/items/{id}"]
              Editor:
                context: Mode
                links: [{ path: /new, case: new }]
            flows:
              Tabs: { kind: tabs, children: [Item, Editor], hideable: [Editor] }
            links: { schemes: [k] }
            """)
        let index = GraphIndex(GraphCompiler.check([file]), files: [file])
        #expect(index.references(to: DeclarationKey(.type, "Item")).map(\.range.start.line) == [8])
        #expect(index.references(to: DeclarationKey(.screenOrFlow, "Item")).map(\.range.start.line) == [14])
        #expect(index.references(to: DeclarationKey(.screenOrFlow, "Editor")).map(\.range.start.column) == [40, 60], "a child and a hideable tab")
        let field = index.references(to: DeclarationKey(.field(record: "Item"), "id"))
        #expect(field.map(\.range.start.column) == [22], "the name between the braces of '/items/{id}'")
        #expect(index.references(to: DeclarationKey(.enumCase(type: "Mode"), "new")).map(\.range.start.line) == [12])
        #expect(index.declarations(of: DeclarationKey(.field(record: "Item"), "id")).map(\.range.start.line) == [4])
    }

    @Test("an action tab's route is a use of the tabs flow's own route, found with its declaration")
    func actionTabIsARouteUse() {
        let file = SourceFile(path: "a.navgraph.yaml", text: """
            version: 1
            entry: Tabs
            screens:
              Home: {}
              Editor: {}
            flows:
              Tabs:
                kind: tabs
                children: [Home, { route: compose }]
                routes:
                  compose: { to: Editor, style: present }
            """)
        let index = GraphIndex(GraphCompiler.check([file]), files: [file])
        let key = DeclarationKey(.route(owner: "Tabs"), "compose")
        #expect(index.references(to: key).map(\.range.start.line) == [9])
        #expect(index.declarations(of: key).map(\.range.start.line) == [11])
    }

    @Test("constants a link sets are uses: the fields set, and the cases they name, of what the link binds")
    func linkConstantsAreUses() {
        let file = SourceFile(path: "c.navgraph.yaml", text: """
            version: 1
            entry: Main
            links: { schemes: [c] }
            types:
              Source: { cases: [settings, widget] }
              Route: { fields: { source: Source, open: Bool, origin: Source? } }
              Kind: { cases: [unread, starred] }
              Item: { cases: [{ smart: Kind }, { pick: Route }] }
            screens:
              Home:
                routes:
                  list: { to: List, style: push, context: Route }
                  item: { to: Items, style: push, context: Item }
              List:
                context: Route
                links: [{ path: /list, set: { source: widget, open: true, origin: settings } }]
              Items:
                context: Item
                links: [{ path: /unread, case: smart, set: unread }, { path: /pick, case: pick, set: { source: settings, open: false } }]
            flows:
              Main: { kind: stack, root: Home }
            """)
        let index = GraphIndex(GraphCompiler.check([file]), files: [file])
        #expect(index.references(to: DeclarationKey(.field(record: "Route"), "source")).map(\.range.start.line) == [16, 19])
        #expect(index.references(to: DeclarationKey(.field(record: "Route"), "open")).map(\.range.start.line) == [16, 19])
        #expect(index.references(to: DeclarationKey(.enumCase(type: "Source"), "widget")).map(\.range.start.line) == [16])
        #expect(index.references(to: DeclarationKey(.enumCase(type: "Source"), "settings")).map(\.range.start.line) == [16, 19], "an optional field's too")
        #expect(index.references(to: DeclarationKey(.enumCase(type: "Kind"), "unread")).map(\.range.start.line) == [19], "what a case carries")
    }
}
