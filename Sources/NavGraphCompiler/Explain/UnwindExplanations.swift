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
