// Codes about routes of several steps.
extension DiagnosticExplanation {
    static let invalidThen = DiagnosticExplanation(
        code: .invalidThen,
        meaning: """
            A route's `then` lists the routes performed after it, in the same transition: the \
            first is a route of the route's destination (of `to` for an unwind; for a stack flow, \
            of the root it shows too), each next one a route of what the one before showed. So \
            each step names a route of the screen or flow on top at that point, and each pushes \
            or presents, so that the chain is a stack and presentations the routes themselves \
            produce: each step's context is its route's, each screen hears how its own route \
            ends, and a saved state restores the chain as those routes. A step with steps of its \
            own is listed out instead, so that the chain reads in one place.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  settings: { to: Settings, style: present, embed: stack }
                  cookieSettings: { to: Settings, style: present, embed: stack, then: [cookie] }
              Settings:
                routes:
                  cookies: { to: CookieSettings, style: push }
              CookieSettings: {}
            """),
        fix: "Name a route that the screen shown before the step has, and that pushes or presents.",
        replacing: "then: [cookie]",
        with: "then: [cookies]"
    )
}
