// Codes about routes and the places screens appear in: what they carry, and where they can go.
extension DiagnosticExplanation {
    static let contextMismatch = DiagnosticExplanation(
        code: .contextMismatch,
        meaning: """
            A route hands its destination a context, the value the destination needs to be shown. \
            The route's `context` must be the type the destination declares as its `context` (a `T` \
            fits a `T?`); a route to a screen that needs a context must hand one over, and a route \
            must not hand a context to a screen that takes none. Among flows, a stack flow takes a \
            context from the route that pushes it (a sub-flow) or presents it, and a container flow \
            from the route that presents it: pushed, a container is one entry of the stack, not a \
            sub-flow, so a route that pushes one with a context is refused. A flow with a context \
            is never the entry or a flow's child, which nothing hands a context to, nor the flow \
            of a tabs flow's children made from data (`{ each: ListTab, key: ListID }`), which \
            the app makes for each key, with no route to hand a context over or wait for feedback.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  open: { to: Detail, style: present }
              Detail:
                context: UUID
            """),
        fix: "Give the route the destination's context type, or change what the destination takes.",
        replacing: "style: present }",
        with: "style: present, context: UUID }"
    )

    static let feedbackMismatch = DiagnosticExplanation(
        code: .feedbackMismatch,
        meaning: """
            A route's `feedback` is the value the source expects back when the destination finishes. \
            It must be the type the destination declares as its `feedback` (a `T` fits a `T?`); a \
            destination that returns nothing cannot be expected to return something. A `finish` \
            route hands the flow it ends a value of that flow's `feedback`. A container flow \
            returns its feedback only where a route presents it (its `finish` dismisses it), so a \
            route that pushes a container with a `feedback` is refused.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  pickCount: { to: Picker, style: present, feedback: String }
              Picker:
                feedback: Int
            """),
        fix: "Expect the type the destination returns, or change what the destination returns.",
        replacing: "feedback: String",
        with: "feedback: Int"
    )

    static let pushOutsideStack = DiagnosticExplanation(
        code: .pushOutsideStack,
        meaning: """
            `push` puts the destination on the navigation stack the source is in, so the source must \
            be inside a stack everywhere it can appear: as a stack flow's root, pushed from a screen \
            in a stack, or presented with `embed: stack`. A screen shown outside a stack even once \
            has nothing to push onto there.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  next: { to: Detail, style: push }
              Detail: {}
            """),
        fix: "Put the source in a stack flow (or present it with `embed: stack`), or present the destination instead.",
        replacing: "entry: Home\n",
        with: "entry: Main\nflows:\n  Main: { kind: stack, root: Home }\n"
    )

    static let invalidReplace = DiagnosticExplanation(
        code: .invalidReplace,
        meaning: """
            `replace` shows its destination in the place of something shown, which the compiler finds \
            from the destination. A child of a `switch` flow takes the place of the child the nearest \
            switch shows, as when logging out swaps the main flow for the login flow: the source must \
            be inside that switch. A root of a `stack` flow starts that stack again from it: the \
            source must be inside that stack. Any other screen takes the source's place on top of its \
            navigation stack: the source must be pushed (or the root of a presentation's own stack) \
            everywhere it appears, as a stack's root is made by its stack, and only a screen can take \
            a stack entry's place.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  logOut: { to: Login, style: replace }
              Login: {}
            """),
        fix: "Declare a switch flow whose children are the screens or flows to swap between, list the destination among a stack's roots, or push the source so that it has a place to give.",
        replacing: "entry: Home\n",
        with: "entry: Root\nflows:\n  Root: { kind: switch, children: [Home, Login] }\n"
    )

    static let invalidSelect = DiagnosticExplanation(
        code: .invalidSelect,
        meaning: """
            `select` selects a tab of the nearest enclosing `tabs` flow. The source must be inside a \
            tabs flow, and the destination must be one of its tabs.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  showSettings: { to: Settings, style: select }
              Settings: {}
            """),
        fix: "Declare a tabs flow with both as tabs, or use `present` or `push` to show the destination.",
        replacing: "entry: Home\n",
        with: "entry: Main\nflows:\n  Main: { kind: tabs, children: [Home, Settings] }\n"
    )

    static let invalidPush = DiagnosticExplanation(
        code: .invalidPush,
        meaning: """
            A `push` puts its destination on the navigation stack the source is in. A tabs flow is a \
            tab bar, which a navigation stack cannot hold: UIKit wants a tab bar controller at the \
            root, and SwiftUI would nest a `TabView` inside a `NavigationStack`. A stack flow pushed \
            is a sub-flow, whose screens join the source's stack; a switch flow may be pushed only \
            while none of its children is a stack or tabs flow, which would need a stack inside the \
            stack. A stack flow's root is its first entry, so the same holds there: a tabs flow, a \
            stack flow or a switch that can show one cannot be a stack's root.
            """,
        example: """
            version: 1
            entry: Main
            screens:
              Home:
                routes:
                  openLibrary: { to: Library, style: push }
              Books: {}
              Authors: {}
            flows:
              Main: { kind: stack, root: Home }
              Library: { kind: tabs, children: [Books, Authors] }
            """,
        fix: "Present the flow, or push its first screen.",
        replacing: "openLibrary: { to: Library, style: push }",
        with: "openLibrary: { to: Library, style: present }"
    )

    static let unreachableScreen = DiagnosticExplanation(
        code: .unreachableScreen,
        meaning: """
            No path from `entry` (through routes, stack roots, tabs and switch children) reaches this \
            screen or flow, so the app can never show it. It is a warning: the graph still generates, \
            but the screen is probably a leftover or is missing a route. A link or a placement \
            without a URL (`placement: { in: ... }`) that pushes the screen onto a stack flow \
            reaches it too.
            """,
        example: homeGraph("""
            screens:
              Home: {}
              Help: {}
            """),
        fix: "Add a route to it from a screen that is reached, or delete it.",
        replacing: "  Home: {}",
        with: "  Home:\n    routes:\n      help: { to: Help, style: present }"
    )

    static let feedbackIgnored = DiagnosticExplanation(
        code: .feedbackIgnored,
        meaning: """
            The destination hands back feedback when it finishes, but the route declares no \
            `feedback`, so the source never receives it. A warning: usually the source should react \
            to the result.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  pickCount: { to: Picker, style: present }
              Picker:
                feedback: Int
            """),
        fix: "Declare the destination's feedback type on the route (`feedback: Int`).",
        replacing: "style: present }",
        with: "style: present, feedback: Int }"
    )

    static let unusedType = DiagnosticExplanation(
        code: .unusedType,
        meaning: """
            A type is declared under `types:` but no context, feedback, field or alias uses it, so \
            nothing generated refers to it. A warning: it is probably a leftover.
            """,
        example: homeGraph("""
            types:
              ItemID: Int
            screens:
              Home: {}
            """),
        fix: "Use the type where it was meant to be used, or delete it.",
        replacing: "  Home: {}",
        with: "  Home:\n    feedback: ItemID"
    )
}
