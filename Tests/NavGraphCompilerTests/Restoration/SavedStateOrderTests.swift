import Foundation
import Testing
@testable import NavGraphCompiler

/// What `SavedStateReader` (`navgraph diff --states`) lets through of a tabs flow's saved order
/// and a container's saved children: the graph's order; any order of the tabs where the app
/// orders them (`order: app`: the app's order then, which the compiler cannot know); a hideable
/// child left out (the app hid it then); never a child the graph does not give.
@Suite("Saved states: the order of tabs and the children of containers")
struct SavedStateOrderTests {
    private static func graph(order: Bool) throws -> ValidGraph {
        let yaml = """
            version: 1
            entry: Window
            screens:
              Timeline: {}
              Settings: {}
              Column: {}
            flows:
              Window: { kind: container, children: [Tabs, Column], hideable: [Column] }
              Tabs: { kind: tabs, children: [Timeline, Settings]\(order ? ", order: app" : "") }
            """
        return try #require(ValidGraph(GraphCompiler.check([SourceFile(path: "graph.navgraph.yaml", text: yaml)])))
    }

    /// A saved state of Window holding `children` (Tabs first, with `tabs` in this order).
    private static func state(tabs: [String], column: Bool) throws -> JSONTree {
        let leaf = #"{"content":{"leaf":{}},"name":"%@"}"#
        let tabList = tabs.map { String(format: leaf, $0) }.joined(separator: ",")
        let tabsEntry = #"{"content":{"tabs":{"_0":[\#(tabList)],"selected":0}},"name":"Tabs"}"#
        let children = [tabsEntry] + (column ? [String(format: leaf, "Column")] : [])
        let json = #"{"root":{"content":{"container":{"_0":[\#(children.joined(separator: ","))]}},"name":"Window"},"version":1}"#
        return try JSONTree.read(Data(json.utf8))
    }

    private static func reads(_ tree: JSONTree, in graph: ValidGraph) -> Bool {
        (try? SavedStateReader(SavedStateShape(graph)).check(tree)) != nil
    }

    @Test("the tabs in another order read only where the app orders them; a hidden column reads, a stranger never does")
    func order() throws {
        let fixed = try Self.graph(order: false), ordered = try Self.graph(order: true)
        let graphOrder = try Self.state(tabs: ["Timeline", "Settings"], column: true)
        let personsOrder = try Self.state(tabs: ["Settings", "Timeline"], column: true)
        let columnHidden = try Self.state(tabs: ["Timeline", "Settings"], column: false)
        let stranger = try Self.state(tabs: ["Settings", "Column"], column: true)
        #expect(Self.reads(graphOrder, in: fixed) && Self.reads(graphOrder, in: ordered))
        #expect(!Self.reads(personsOrder, in: fixed) && Self.reads(personsOrder, in: ordered))
        #expect(Self.reads(columnHidden, in: fixed))
        #expect(!Self.reads(stranger, in: ordered))
    }
}
