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
            `style: finish` ends the sub-flow `to`: a stack flow that a route pushes onto its \
            opener's stack, whose screens that stack shows. It pops every screen of the sub-flow, \
            back to the screen below its first, and hands its `feedback` to the route that pushed \
            it. So `to` must be a stack flow that routes only push (a presented stack, a tab's \
            stack or the entry has nothing below it on that stack), and the source must be inside \
            it on every way the source can be shown.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  room: { to: Room, style: present }
              Timeline:
                routes:
                  leave: { to: Room, style: finish }
            flows:
              Main: { kind: stack, root: Home }
              Room: { kind: stack, root: Timeline }
            """).replacingOccurrences(of: "entry: Home", with: "entry: Main"),
        fix: "Push the stack flow, so that it is a sub-flow of its opener's stack, or close a presented stack by finishing its screen.",
        replacing: "room: { to: Room, style: present }",
        with: "room: { to: Room, style: push }"
    )
}
