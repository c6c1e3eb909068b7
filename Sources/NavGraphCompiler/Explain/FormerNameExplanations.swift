extension DiagnosticExplanation {
    static let invalidFormerName = DiagnosticExplanation(
        code: .invalidFormerName,
        meaning: """
            `formerly:` on a screen, flow or route says what it was called before it was renamed: \
            a navigation state saved by an earlier version names it so, and is restored as the \
            renamed one; generated code keeps the old names as deprecated aliases, and `navgraph \
            diff` follows the rename instead of reporting a removal. So a former name must be \
            free: not the name of a screen or flow the graph declares now (of a route of the same \
            screen, for a route), not the declaration's own name, and not the former name of \
            another declaration too, or a saved state naming it could mean either.
            """,
        example: homeGraph("""
            screens:
              ItemList:
                routes:
                  detail: { to: ItemDetail, style: push, context: Int }
              ItemDetail:
                formerly: ItemList
                context: Int
            flows:
              Home: { kind: stack, root: ItemList }
            """),
        fix: "Name the screen's old name, one no declaration has now; remove `formerly:` when the screen was never renamed.",
        replacing: "formerly: ItemList",
        with: "formerly: ProductDetail"
    )
}
