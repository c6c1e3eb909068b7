import Testing
@testable import NavGraphCompiler

@Suite("Link placement")
struct LinkPlacementTests {
    private static let graph = """
        version: 1
        entry: Root
        screens:
          Login:
            links: ["/login"]
            routes:
              signedIn: { to: Main, style: replace }
          Feed:
            links: ["/feed"]
            routes:
              detail: { to: Detail, style: push }
              compose: { to: Compose, style: present, embed: stack }
              help: { to: Help, style: present }
          Saved:
            routes:
              detail: { to: Detail, style: push }
          Detail:
            links:
              - { path: "/feed/detail", in: FeedStack }
              - { path: "/saved/detail", in: SavedStack }
          Compose:
            links: ["/compose"]
            routes:
              attach: { to: Attach, style: push }
          Attach:
            links: ["/compose/attach"]
          Help:
            links: ["/help"]
        flows:
          Root: { kind: switch, children: [Login, Main] }
          Main: { kind: tabs, children: [FeedStack, SavedStack] }
          FeedStack: { kind: stack, root: Feed }
          SavedStack: { kind: stack, root: Saved }
        links: { schemes: [app] }
        """

    private static let analysis: GraphAnalysis? = {
        let checked = GraphCompiler.check([SourceFile(path: "app.navgraph.yaml", text: graph)])
        precondition(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
        return checked.analysis
    }()

    private static var placements: [String: [LinkPlacement]] { analysis?.linkPlacements ?? [:] }

    private static func steps(_ placement: LinkPlacement?) -> [LinkPlacement.Step] {
        placement.flatMap { analysis?.flowTree.steps(of: $0) } ?? []
    }

    private static let toFeedStack = [
        LinkPlacement.Step(flow: "Root", kind: .switch, child: "Main"),
        LinkPlacement.Step(flow: "Main", kind: .tabs, child: "FeedStack"),
    ]

    @Test("a switch child is shown by switching to it")
    func switchChild() {
        #expect(Self.placements["Login"] == [LinkPlacement(screen: "Login", flow: "Root", arrival: .shown)])
        #expect(Self.steps(Self.placements["Login"]?.first) == [.init(flow: "Root", kind: .switch, child: "Login")])
    }

    @Test("a stack root is shown by switching and selecting down to its stack")
    func stackRoot() throws {
        let placement = try #require(Self.placements["Feed"]?.first)
        #expect(placement == LinkPlacement(screen: "Feed", flow: "FeedStack", arrival: .shown))
        let steps = Self.steps(placement)
        #expect(steps == Self.toFeedStack + [.init(flow: "FeedStack", kind: .stack, child: "Feed")])
        #expect(placement.summary(steps: steps) == "Root: switch to Main, Main: select FeedStack, FeedStack: show its root Feed")
    }

    @Test("'in:' picks the stack a screen pushed in two stacks is pushed onto")
    func pushedWithIn() throws {
        let placements = try #require(Self.placements["Detail"])
        #expect(placements == [
            LinkPlacement(screen: "Detail", flow: "FeedStack", arrival: .pushed),
            LinkPlacement(screen: "Detail", flow: "SavedStack", arrival: .pushed),
        ])
        #expect(Self.steps(placements[0]) == Self.toFeedStack)
        #expect(Self.steps(placements[1]) == [.init(flow: "Root", kind: .switch, child: "Main"), .init(flow: "Main", kind: .tabs, child: "SavedStack")])
        #expect(placements[1].summary(steps: Self.steps(placements[1])) == "Root: switch to Main, Main: select SavedStack, push onto SavedStack")
    }

    @Test("presented screens are presented over the top, after switching to the switch child they are always shown under, in their own stack when embedded or pushed in an embedded stack")
    func presented() {
        #expect(Self.placements["Help"] == [LinkPlacement(screen: "Help", flow: "Main", arrival: .presented(inOwnStack: false))])
        #expect(Self.placements["Compose"] == [LinkPlacement(screen: "Compose", flow: "Main", arrival: .presented(inOwnStack: true))])
        #expect(Self.placements["Attach"] == [LinkPlacement(screen: "Attach", flow: "Main", arrival: .presented(inOwnStack: true))])
        let steps = Self.steps(Self.placements["Attach"]?.first)
        #expect(steps == [.init(flow: "Root", kind: .switch, child: "Main")])
        #expect(Self.placements["Attach"]?.first?.summary(steps: steps) == "Root: switch to Main, present over the top in its own stack, or reopen it where a presentation shows it already")
    }

    /// Help is presented from Login and from Feed (no gate: either switch child shows it), Terms
    /// only from Login (a screen child), Card only from Wallet, a child of a switch nested in Main.
    @Test("a presented screen's gate is the deepest switch child every way to it passes; none when ways differ")
    func presentedGates() throws {
        let checked = GraphCompiler.check([SourceFile(path: "a.navgraph.yaml", text: """
            version: 1
            entry: Root
            screens:
              Login:
                routes:
                  help: { to: Help, style: present }
                  terms: { to: Terms, style: present }
              Feed:
                routes:
                  help: { to: Help, style: present }
              Guest: {}
              Wallet:
                routes:
                  card: { to: Card, style: present }
              Help: { links: ["/help"] }
              Terms: { links: ["/terms"] }
              Card: { links: ["/card"] }
            flows:
              Root: { kind: switch, children: [Login, Main] }
              Main: { kind: tabs, children: [FeedStack, Account] }
              FeedStack: { kind: stack, root: Feed }
              Account: { kind: switch, children: [Guest, Wallet] }
            links: { schemes: [app] }
            """)])
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
        let placements = try #require(checked.analysis?.linkPlacements)
        let tree = try #require(checked.analysis?.flowTree)
        #expect(placements["Help"] == [LinkPlacement(screen: "Help", flow: nil, arrival: .presented(inOwnStack: false))])
        #expect(placements["Terms"] == [LinkPlacement(screen: "Terms", flow: "Login", arrival: .presented(inOwnStack: false))])
        #expect(placements["Card"].map { tree.steps(of: $0[0]) } == [
            .init(flow: "Root", kind: .switch, child: "Main"), .init(flow: "Main", kind: .tabs, child: "Account"),
            .init(flow: "Account", kind: .switch, child: "Wallet"),
        ])
    }

    @Test("the entry screen is shown with no steps; 'in:' on it is refused")
    func entry() {
        let checked = GraphCompiler.check([SourceFile(path: "a.navgraph.yaml", text: "version: 1\nentry: Home\nlinks: { schemes: [app] }\nscreens:\n  Home:\n    links: [\"/\"]\n")])
        #expect(checked.diagnostics.isEmpty)
        #expect(checked.analysis?.linkPlacements["Home"] == [LinkPlacement(screen: "Home", flow: nil, arrival: .shown)])
        #expect(checked.analysis?.linkPlacements["Home"]?.first?.summary(steps: []) == "the entry: close what is above it")
        let named = GraphCompiler.check([SourceFile(path: "a.navgraph.yaml", text: "version: 1\nentry: Home\nlinks: { schemes: [app] }\nscreens:\n  Home:\n    links: [{ path: \"/\", in: Home }]\n")])
        #expect(named.diagnostics.map(\.message) == ["link '/' names 'in: Home', but 'Home' cannot be shown in 'Home'; it is the entry; remove 'in:'"])
    }

    @Test("3,000 flows nested one in another, each with a linked screen: placements name one flow each")
    func deepNesting() throws {
        let depth = 3_000
        var lines = ["version: 1", "entry: F0", "links: { schemes: [app] }", "screens:"]
        lines += (0..<depth).flatMap { ["  S\($0):", "    links: [\"/s\($0)\"]"] }
        lines.append("flows:")
        lines += (0..<depth).map { $0 + 1 < depth ? "  F\($0): { kind: switch, children: [F\($0 + 1), S\($0)] }" : "  F\($0): { kind: switch, children: [S\($0)] }" }
        let checked = GraphCompiler.check([SourceFile(path: "deep.navgraph.yaml", text: lines.joined(separator: "\n"))])
        #expect(checked.diagnostics.isEmpty)
        let placements = try #require(checked.analysis?.linkPlacements)
        #expect(placements.count == depth)
        #expect(placements["S\(depth - 1)"] == [LinkPlacement(screen: "S\(depth - 1)", flow: "F\(depth - 1)", arrival: .shown)])
        let tree = try #require(checked.analysis?.flowTree)
        #expect(tree.steps(to: "F3").map(\.flow) == ["F0", "F1", "F2"])
    }
}
