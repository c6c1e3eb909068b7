extension DiagnosticExplanation {
    static let invalidWindow = DiagnosticExplanation(
        code: .invalidWindow,
        meaning: """
            A window route (`style: window`) opens its destination as the root of a window of its \
            own, with its own navigator and state (UIKit: scene session activation; SwiftUI: \
            `openWindow(value:)` and `WindowGroup(for:)`), or brings forward the window that shows \
            it already. Nothing is presented over the source and nothing comes back to it. So the \
            destination is a `view` screen, handed the route's context, or a flow that takes no \
            context: never an alert, a confirmation dialog or a system sheet (they are drawn over \
            the screen that asked, and a window has none), nor a sub-flow that takes a context (one \
            that finishes to its opener is `invalid-finish`). Where there is one window (an iPhone) the route presents as \
            `oneWindow` says, which is a presentation over the source: never an overlay, which \
            only a flow's own route shows. `embed: stack` puts the window's root screen in a \
            navigation stack of its own (its pushes go onto it): never a flow's, which shows its own \
            containers, and on every window route to the destination or on none, since the window \
            request names the destination alone. A link or a placement with `window: new` opens its \
            screen at the root of a new window with the request a window route to that screen \
            declares, so its screen must be some window route's destination.
            """,
        example: """
            version: 1
            entry: Timeline
            screens:
              Timeline:
                routes:
                  discard: { to: ConfirmDiscard, style: window }
              ConfirmDiscard:
                kind: alert
            """,
        fix: "Present the dialog over the screen that asks: a window shows screens and flows.",
        replacing: "style: window }",
        with: "style: present }"
    )
}
