extension DiagnosticExplanation {
    static let invalidSharedRoutes = DiagnosticExplanation(
        code: .invalidSharedRoutes,
        meaning: """
            A set declared under the top-level `sharedRoutes` is offered by every screen that \
            lists it under its own `sharedRoutes`: its routes become routes of those screens, \
            generated once as one route enum and one contract (`<Set>Routing`) that a component \
            shared by the screens performs them through. The name listed must be a declared set, \
            listed once, and its routes' names must not already be the screen's. A shared route \
            pushes or presents: a replace, a select or an unwind acts on the switch, the tabs or \
            the screens around each screen, so it is written on each screen.
            """,
        example: homeGraph("""
            sharedRoutes:
              StatusRow:
                account: { to: Account, style: push }
            screens:
              Timeline:
                sharedRoutes: [StatusRow, StatusRow]
              Account: {}
            flows:
              Home: { kind: stack, root: Timeline }
            """),
        fix: "List each set once.",
        replacing: "sharedRoutes: [StatusRow, StatusRow]",
        with: "sharedRoutes: [StatusRow]"
    )

    static let unusedSharedRoutes = DiagnosticExplanation(
        code: .unusedSharedRoutes,
        meaning: """
            A set of shared routes becomes part of the screens that list it under `sharedRoutes`. \
            A set that no screen lists is part of nothing: its routes are neither checked (their \
            destinations and types may be wrong) nor generated.
            """,
        example: homeGraph("""
            sharedRoutes:
              StatusRow:
                account: { to: Account, style: push }
            screens:
              Timeline:
                routes:
                  account: { to: Account, style: push }
              Account: {}
            flows:
              Home: { kind: stack, root: Timeline }
            """),
        fix: "Offer the set from the screens that show the shared component, in place of their own copies of its routes.",
        replacing: "    routes:\n      account: { to: Account, style: push }",
        with: "    sharedRoutes: [StatusRow]"
    )
}
