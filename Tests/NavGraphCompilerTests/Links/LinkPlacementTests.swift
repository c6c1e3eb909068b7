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
        """

    private static let placements: [String: [LinkPlacement]] = {
        let checked = GraphCompiler.check([SourceFile(path: "app.navgraph.yaml", text: graph)])
        precondition(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
        return checked.analysis?.linkPlacements ?? [:]
    }()

    private static let toFeedStack = [
        LinkPlacement.Step(flow: "Root", kind: .switch, child: "Main"),
        LinkPlacement.Step(flow: "Main", kind: .tabs, child: "FeedStack"),
    ]

    @Test("a switch child is shown by switching to it")
    func switchChild() {
        #expect(Self.placements["Login"] == [LinkPlacement(
            screen: "Login", steps: [.init(flow: "Root", kind: .switch, child: "Login")], arrival: .shown)])
    }

    @Test("a stack root is shown by switching and selecting down to its stack")
    func stackRoot() {
        let placement = LinkPlacement(screen: "Feed", steps: Self.toFeedStack + [.init(flow: "FeedStack", kind: .stack, child: "Feed")], arrival: .shown)
        #expect(Self.placements["Feed"] == [placement])
        #expect(placement.summary == "Root: switch to Main, Main: select FeedStack, FeedStack: show its root Feed")
    }

    @Test("'in:' picks the stack a screen pushed in two stacks is pushed onto")
    func pushedWithIn() {
        #expect(Self.placements["Detail"] == [
            LinkPlacement(screen: "Detail", steps: Self.toFeedStack, arrival: .pushed(stack: "FeedStack")),
            LinkPlacement(
                screen: "Detail",
                steps: [.init(flow: "Root", kind: .switch, child: "Main"), .init(flow: "Main", kind: .tabs, child: "SavedStack")],
                arrival: .pushed(stack: "SavedStack")),
        ])
    }

    @Test("presented screens are presented over the top, in their own stack when embedded or pushed in an embedded stack")
    func presented() {
        #expect(Self.placements["Help"] == [LinkPlacement(screen: "Help", steps: [], arrival: .presented(inOwnStack: false))])
        #expect(Self.placements["Compose"] == [LinkPlacement(screen: "Compose", steps: [], arrival: .presented(inOwnStack: true))])
        #expect(Self.placements["Attach"] == [LinkPlacement(screen: "Attach", steps: [], arrival: .presented(inOwnStack: true))])
        #expect(Self.placements["Attach"]?.first?.summary == "present over the top in its own stack")
    }

    @Test("the entry screen is shown with no steps")
    func entry() {
        let checked = GraphCompiler.check([SourceFile(path: "a.navgraph.yaml", text: "version: 1\nentry: Home\nscreens:\n  Home:\n    links: [\"/\"]\n")])
        #expect(checked.diagnostics.isEmpty)
        #expect(checked.analysis?.linkPlacements["Home"] == [LinkPlacement(screen: "Home", steps: [], arrival: .shown)])
        #expect(checked.analysis?.linkPlacements["Home"]?.first?.summary == "shown at launch")
        let named = GraphCompiler.check([SourceFile(path: "a.navgraph.yaml", text: "version: 1\nentry: Home\nscreens:\n  Home:\n    links: [{ path: \"/\", in: Home }]\n")])
        #expect(named.diagnostics.map(\.message) == ["link '/' names 'in: Home', but 'Home' cannot be shown in 'Home'; it is the entry; remove 'in:'"])
    }
}
