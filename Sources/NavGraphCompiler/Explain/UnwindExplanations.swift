// Codes about unwind routes.
extension DiagnosticExplanation {
    static let invalidUnwind = DiagnosticExplanation(
        code: .invalidUnwind,
        meaning: """
            `style: unwind` closes every screen above `to` (pops and dismissals) and shows `to` \
            again, so `to` must be below the source on every way the source can be shown: in the \
            graph of flow children and `push` and `present` routes from `entry`, every path to the \
            source passes through `to` (`to` dominates the source). The note shows a way to the \
            source that does not pass through `to`.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  list: { to: List, style: present }
                  detail: { to: Detail, style: present }
              List:
                routes:
                  detail: { to: Detail, style: present }
              Detail:
                routes:
                  back: { to: List, style: unwind }
            """),
        fix: "Unwind to a screen or flow that every way to the source passes through, or remove the ways around it.",
        replacing: "back: { to: List",
        with: "back: { to: Home"
    )
}

// Codes about sub-flows.
extension DiagnosticExplanation {
    static let invalidFinish = DiagnosticExplanation(
        code: .invalidFinish,
        meaning: """
            `style: finish` ends the stack or container flow `to` that the source is in, and hands \
            its `feedback` to the route that opened it: a sub-flow (pushed onto its opener's stack, \
            whose screens that stack shows) pops every screen of it, back to the screen below its \
            first; a presented stack or container flow is dismissed. So `to` must be a stack flow \
            that routes only push or present, or a container flow that routes only present (a \
            tab's stack, a switch's child or the entry has nothing to go back to, and a pushed \
            container is one entry of the stack, not a sub-flow), and the source must be inside it \
            on every way the source can be shown.
            """,
        example: homeGraph("""
            screens:
              Home: {}
              Timeline:
                routes:
                  leave: { to: Room, style: finish }
            flows:
              Main: { kind: tabs, children: [Chats, Room] }
              Chats: { kind: stack, root: Home }
              Room: { kind: stack, root: Timeline }
            """).replacingOccurrences(of: "entry: Home", with: "entry: Main"),
        fix: "Finish a stack flow that a route pushes or presents, or a container flow that a route presents; to leave a tab, select another (a switch's child: replace it).",
        replacing: "leave: { to: Room, style: finish }",
        with: "leave: { to: Chats, style: select }"
    )
}
