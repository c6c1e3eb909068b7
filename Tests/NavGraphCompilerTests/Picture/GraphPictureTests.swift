import Testing
@testable import NavGraphCompiler

@Suite("Graph picture layout")
struct GraphPictureTests {
    private func picture(_ yaml: String) throws -> GraphPicture {
        let checked = GraphCompiler.check([SourceFile(path: "test.navgraph.yaml", text: yaml)])
        return GraphPicture(try #require(ValidGraph(checked)))
    }

    private let tabsWithStacks = """
        version: 1
        entry: Main
        flows:
          Main: { kind: tabs, children: [Feed, Profile] }
          Feed: { kind: stack, root: List }
        screens:
          List:
            routes:
              open: { to: Detail, style: push, context: Int, feedback: "[String: Int]" }
              compose: { to: Composer, style: present }
              profile: { to: Profile, style: select }
          Detail:
            context: Int
            feedback: "[String: Int]"
          Composer: {}
          Profile:
            routes:
              feed: { to: Feed, style: select }
          Orphan: {}
        """

    @Test("flows nest as clusters; a stack holds its root and the screens pushed from it; presented screens stand outside")
    func placement() throws {
        let picture = try picture(tabsWithStacks)
        #expect(picture.clusters.map(\.name) == ["Main"])
        let main = picture.clusters[0]
        #expect(main.nodes.map(\.name) == ["Profile"])
        #expect(main.clusters.map(\.name) == ["Feed"])
        #expect(main.clusters[0].nodes.map(\.name) == ["List", "Detail"])
        #expect(picture.nodes.map(\.name) == ["Composer", "Orphan"])
    }

    @Test("a tab bar's tabs are drawn in the order its children list them, not the order they are declared in")
    func tabOrder() throws {
        let picture = try picture("""
            version: 1
            entry: Main
            flows:
              Main: { kind: tabs, children: [Today, Entries, Settings] }
              Settings: { kind: stack, root: Options }
              Entries: { kind: stack, root: List }
              Today: { kind: stack, root: Day }
            screens:
              Options: {}
              List: {}
              Day: {}
            """)
        #expect(picture.clusters[0].clusters.map(\.name) == ["Today", "Entries", "Settings"])
        #expect(DOTRenderer.render(picture).components(separatedBy: "Today").first?.contains("Settings") == false)
    }

    @Test("a tab the app may hide says so: a flow's frame title, a screen tab's box; other tabs do not")
    func hideableTabs() throws {
        let picture = try picture("""
            version: 1
            entry: Main
            flows:
              Main: { kind: tabs, children: [Feed, Alerts, Messages], hideable: [Alerts, Messages] }
              Feed: { kind: stack, root: List }
              Alerts: { kind: stack, root: Notifications }
            screens:
              List: {}
              Notifications: {}
              Messages: {}
            """)
        let main = picture.clusters[0]
        #expect(main.clusters.map(\.title) == ["Feed · stack", "Alerts · stack · hideable"])
        #expect(main.nodes.map(\.labelLines) == [["Messages", "(hideable tab)"]])
        #expect(main.clusters[1].nodes.map(\.labelLines) == [["Notifications"]])
        #expect(MermaidRenderer.render(picture).contains("Alerts · stack · hideable"))
    }

    @Test("tabs whose bar the app draws say so in their frame's title; tabs on the system's tab bar do not")
    func appDrawnBar() throws {
        let picture = try picture("""
            version: 1
            entry: Window
            flows:
              Window: { kind: container, children: [Saved, Main] }
              Saved: { kind: tabs, children: [Favorites, Bookmarks], bar: app }
              Main: { kind: tabs, children: [Feed, Alerts], hideable: [Alerts] }
            screens:
              Favorites: {}
              Bookmarks: {}
              Feed: {}
              Alerts: {}
            """)
        #expect(picture.clusters[0].clusters.map(\.title) == ["Saved · tabs · bar: app", "Main · tabs"])
        #expect(DOTRenderer.render(picture).contains("Saved · tabs · bar: app"))
        #expect(MermaidRenderer.render(picture).contains("Saved · tabs · bar: app"))
    }

    @Test("a browser's tabs: the frame of a tabs flow whose bar the app draws holds the frame of its tabs made from data")
    func browserTabs() throws {
        let picture = try picture("""
            version: 1
            entry: Tabs
            types:
              TabID: String
            flows:
              Tabs: { kind: tabs, children: [{ each: BrowserTab, key: TabID }], bar: app }
              BrowserTab: { kind: stack, root: Page }
            screens:
              Page: {}
            """)
        #expect(picture.clusters.map(\.title) == ["Tabs · tabs · bar: app"])
        #expect(picture.clusters[0].clusters.map(\.title) == ["BrowserTab · stack · one per TabID"])
    }

    @Test("a tabs flow's route that a tab item performs says so on its edge; the flow's other route does not")
    func actionTabs() throws {
        let picture = try picture("""
            version: 1
            entry: Main
            flows:
              Main:
                kind: tabs
                children: [List, { route: compose }]
                routes:
                  compose: { to: Editor, style: present }
                  help: { to: Help, style: present }
            screens:
              List: {}
              Editor: {}
              Help: {}
            """)
        #expect(picture.edges.map(\.labelLines) == [["compose", "(action tab)"], ["help"]])
        #expect(MermaidRenderer.render(picture).contains("(action tab)"))
    }

    @Test("a split flow's frame lists its columns, and a column's screen says which column it is, of which split when several list it")
    func splitColumns() throws {
        let picture = try picture("""
            version: 1
            entry: Session
            flows:
              Session: { kind: switch, children: [Reader, Wide] }
              Reader: { kind: split, columns: [List, [Detail, Web]] }
              Wide: { kind: split, columns: [Side, Detail, Web] }
            screens:
              List:
                routes:
                  detail: { to: Detail, style: push }
                  wide: { to: Wide, style: replace }
              Side:
                routes:
                  detail: { to: Detail, style: push }
              Detail:
                routes:
                  web: { to: Web, style: push }
                  more: { to: More, style: push }
              Web: {}
              More: {}
            """)
        let reader = picture.clusters[0].clusters[0]
        #expect(reader.title == "Reader · split: List | Detail, Web")
        #expect(reader.nodes.map(\.labelLines) == [
            ["List", "(sidebar)"], ["Detail", "(detail of Reader, content of Wide)"], ["Web", "(detail of Reader, detail of Wide)"], ["More"],
        ])
        let wide = picture.clusters[0].clusters[1]
        #expect(wide.title == "Wide · split: Side | Detail | Web")
        #expect(wide.nodes.map(\.labelLines) == [["Side", "(sidebar)"]])
    }

    @Test("a link's box line names the screens it may open instead")
    func linkAlternatives() throws {
        let picture = try picture("""
            version: 1
            entry: Home
            links: { schemes: [app] }
            screens:
              Home:
                routes:
                  vpn: { to: VPN, style: present }
                  offer: { to: Offer, style: present }
              VPN:
                links: [{ path: "/vpn", or: [Offer] }]
              Offer:
                links: ["/offer"]
            """)
        #expect(picture.nodes.first { $0.name == "VPN" }?.labelLines == ["VPN", "/vpn or Offer"])
        #expect(picture.nodes.first { $0.name == "Offer" }?.labelLines == ["Offer", "/offer"])
    }

    @Test("a link's box line names the screens it shows before its own")
    func linkChains() throws {
        let picture = try picture("""
            version: 1
            entry: Feeds
            links: { schemes: [app] }
            screens:
              FeedList:
                routes:
                  timeline: { to: Timeline, style: push, context: String }
              Timeline:
                context: String
                links: ["/feeds/{id}"]
                routes:
                  article: { to: Article, style: push, context: Int }
              Article:
                context: Int
                links: [{ path: "/a/{Timeline.feed}/{id}", through: [Timeline] }]
            flows:
              Feeds: { kind: stack, root: FeedList }
            """)
        #expect(picture.clusters[0].nodes.first { $0.name == "Article" }?.labelLines == ["Article", "/a/{Timeline.feed}/{id} through Timeline"])
    }

    @Test("an edge to a flow points at its cluster, which is anchored at the screen it shows first")
    func flowEdges() throws {
        let picture = try picture(tabsWithStacks)
        #expect(picture.entry == .cluster("Main"))
        #expect(picture.clusters[0].anchor == "List")
        #expect(picture.edges.last == PictureEdge(from: .node("Profile"), to: .cluster("Feed"), labelLines: ["feed"], style: .select))
    }

    @Test("an edge is labelled with the route's name and what it carries, like a Swift function type")
    func labels() throws {
        let labels = try picture(tabsWithStacks).edges.map(\.labelLines)
        #expect(labels[0] == ["open", "(Int) → [String: Int]"])
        #expect(labels[1] == ["compose"])
    }

    @Test("only screens and flows the entry cannot reach are marked unreachable")
    func unreachable() throws {
        let picture = try picture(tabsWithStacks)
        #expect(picture.nodes.filter { !$0.isReachable }.map(\.name) == ["Orphan"])
        #expect(picture.allClusters.filter { !$0.isReachable }.isEmpty)
    }

    @Test("an edge into the frame that contains its source does not stop at that frame's border")
    func edgeFromInsideCluster() throws {
        let dot = DOTRenderer.render(try picture(tabsWithStacks))
        #expect(dot.contains(#""Profile" -> "List" [label="feed", style=dotted"#))
        #expect(dot.contains(#"lhead="cluster_Feed""#))
        let fromInside = try picture("""
            version: 1
            entry: Feed
            flows:
              Feed: { kind: stack, root: List }
            screens:
              List:
                routes:
                  restart: { to: Feed, style: present }
            """)
        let restart = DOTRenderer.render(fromInside).split(separator: "\n").filter { $0.contains(#""List" -> "List""#) }
        #expect(restart.count == 1)
        #expect(restart.allSatisfy { !$0.contains("lhead") })
    }

    @Test("a flow with no screen to show first gets a stand-in node to anchor edges")
    func standInNode() {
        let graph = Graph(
            entry: Located("Empty", at: SourceLocation(file: "t", line: 1, column: 1)),
            types: [], screens: [],
            flows: [Flow(name: Located("Empty", at: SourceLocation(file: "t", line: 2, column: 1)), kind: .tabs, children: [])],
            files: ["t"])
        let picture = GraphPicture(graph: graph, analysis: GraphAnalysis(graph))
        #expect(picture.clusters.first?.anchor == "Empty")
        #expect(picture.clusters.first?.nodes == [PictureNode(name: "Empty", isReachable: true)])
    }
}

@Suite("Picture label escaping")
struct PictureEscapingTests {
    @Test("DOT strings escape backslashes and quotes and turn line breaks into \\n")
    func dotQuoting() {
        #expect(DOTRenderer.quoted(#"a "b" \N"#) == #""a \"b\" \\N""#)
        #expect(DOTRenderer.quoted("one\ntwo\r\nthree") == #""one\ntwo\nthree""#)
    }

    @Test("Mermaid labels turn quotes, #, &, <, >, ` and | into entity codes and line breaks into <br/>")
    func mermaidQuoting() {
        #expect(MermaidRenderer.quoted("a \"b\" #1 & <i>`x`|y\nz") == "\"a #34;b#34; #35;1 #38; #60;i#62;#96;x#96;#124;y<br/>z\"")
    }

    @Test("Mermaid identifiers keep ASCII letters and digits and encode everything else without collisions")
    func mermaidIdentifiers() {
        #expect(MermaidRenderer.identifier("Item2Detail", prefix: "S") == "S_Item2Detail")
        #expect(MermaidRenderer.identifier("end", prefix: "S") == "S_end")
        #expect(MermaidRenderer.identifier("a_b", prefix: "S") == "S_a__b")
        #expect(MermaidRenderer.identifier("Café", prefix: "F") == "F_Caf_ue9_")
        #expect(MermaidRenderer.identifier("_ue9_", prefix: "S") != MermaidRenderer.identifier("é", prefix: "S"))
    }
}
