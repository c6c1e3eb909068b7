import Testing
@testable import NavGraphCompiler

/// A split flow is a stack flow whose root is its first column's screen, and the analysis also
/// knows which columns each screen inside it can be in.
@Suite("Split flows: a stack shown in columns")
struct SplitColumnsTests {
    /// A reader in three columns under a log-in switch; `FLOW` is its declaration, a split or the
    /// stack it is written as for the iPhone.
    private static let reader = """
        version: 1
        entry: Session
        links: { schemes: [reader] }
        screens:
          LogIn:
            links: ["/login"]
            routes:
              loggedIn: { to: Reader, style: replace }
              help: { to: Help, style: present, embed: stack }
          Help:
            routes:
              page: { to: WebPage, style: push }
          FeedList:
            links: ["/feeds"]
            routes:
              timeline: { to: Timeline, style: push }
          Timeline:
            links: ["/timeline"]
            routes:
              article: { to: Article, style: push }
              filter: { to: Filter, style: push }
              home: { to: FeedList, style: replace }
          Filter:
            routes:
              article: { to: Article, style: push }
          Article:
            links: [{ path: "/article", through: [Timeline] }]
            routes:
              web: { to: WebPage, style: push }
              comments: { to: Comments, style: push }
              share: { to: Sharing, style: push }
              feeds: { to: FeedList, style: unwind }
          WebPage: {}
          Comments: {}
          SharePicker:
            routes:
              done: { to: Sharing, style: finish }
        flows:
          Session: { kind: switch, children: [LogIn, Reader] }
          Sharing: { kind: stack, root: SharePicker }
          Reader: FLOW
        """

    private static func check(_ flow: String) -> CheckedGraph {
        GraphCompiler.check([SourceFile(path: "reader.navgraph.yaml", text: reader.replacingOccurrences(of: "FLOW", with: flow))])
    }

    private static let split = check("{ kind: split, columns: [FeedList, Timeline, [Article, WebPage]] }")

    @Test("each screen inside the split is in the column that lists it, or in its pusher's; outside the split in none")
    func columnsOfScreens() throws {
        #expect(Self.split.diagnostics.isEmpty)
        let analysis = try #require(Self.split.analysis)
        let columns = ["FeedList": [0], "Timeline": [1], "Filter": [1], "Article": [2], "WebPage": [2], "Comments": [2], "Sharing": [2], "SharePicker": [2]]
        for (screen, expected) in columns {
            #expect(analysis.columns(of: screen, in: "Reader") == expected, "\(screen)")
        }
        // Help pushes the web page in a stack of its own: that way adds no column.
        #expect(analysis.splitColumns["Help"] == nil)
        #expect(analysis.splitColumns["WebPage"] == [SplitColumn(split: "Reader", index: 2)])
        #expect(analysis.splitColumns["LogIn"] == nil)
    }

    @Test("every analysis of a split flow is the one of the stack flow with its first column's screen as root")
    func splitIsTheStack() throws {
        let stack = Self.check("{ kind: stack, root: FeedList }")
        #expect(stack.diagnostics.isEmpty)
        let (split, asStack) = (try #require(Self.split.analysis), try #require(stack.analysis))
        #expect(split.reachable == asStack.reachable)
        #expect(split.stackSpots == asStack.stackSpots)
        #expect(split.enclosingTabs == asStack.enclosingTabs)
        #expect(split.enclosingSwitches == asStack.enclosingSwitches)
        #expect(split.enclosingSwitchChildren == asStack.enclosingSwitchChildren)
        #expect(split.linkPlacements == asStack.linkPlacements)
        #expect(asStack.splitColumns.isEmpty)
    }

    @Test("a link's placement reads as the split's: its root shown in the sidebar, the others pushed onto it")
    func linkSummaries() throws {
        let analysis = try #require(Self.split.analysis)
        let tree = analysis.flowTree
        let summary = { (screen: String) in analysis.linkPlacements[screen]?.first.map { $0.summary(steps: tree.steps(of: $0)) } }
        #expect(summary("FeedList") == "Session: switch to Reader, Reader: show its sidebar FeedList")
        #expect(summary("Timeline") == "Session: switch to Reader, push onto Reader")
        #expect(summary("Article") == "Session: switch to Reader, push onto Reader, then Timeline's route 'article' pushes Article")
    }

    @Test("a column's role is sidebar and detail for two columns, sidebar, content and detail for three")
    func columnRoles() throws {
        let graph = try #require(Self.split.graph)
        let reader = try #require(graph.flow(named: "Reader"))
        #expect(reader.columns.map { $0.map(\.value) } == [["FeedList"], ["Timeline"], ["Article", "WebPage"]])
        #expect(reader.children.map(\.value) == ["FeedList"])
        #expect(reader.columns.indices.map(reader.columnRole) == [.sidebar, .content, .detail])
        #expect(reader.column(listing: "WebPage") == 2)
        #expect(reader.column(listing: "Filter") == nil)
        #expect([0, 1].map { SplitColumnRole(index: $0, of: 2) } == [.sidebar, .detail])
    }
}
