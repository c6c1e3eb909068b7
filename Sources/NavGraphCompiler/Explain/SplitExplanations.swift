extension DiagnosticExplanation {
    static let invalidSplit = DiagnosticExplanation(
        code: .invalidSplit,
        meaning: """
            A split flow (`kind: split`) is one navigation stack shown in two or three columns \
            where the width allows: its first column's screen is the stack's root, and a screen a \
            later column lists starts that column when an earlier column pushes it. So a push \
            shows a screen of a column only from an earlier column or from that column itself: \
            from a later one it would go back to an earlier column, which is below it in the \
            stack, and have no column to show in. A column shows screens, not flows, alerts or confirmation \
            dialogs. And a split view is the root of a window (UIKit's `UISplitViewController`), \
            or of a switch flow's child (a log-in switch), or a tab of a tab bar in such a place \
            (a chat app's chats tab): never a container's child, a stack's root, presented, or a \
            tab of a presented tab bar.
            """,
        example: """
            version: 1
            entry: Reader
            screens:
              FeedList:
                routes:
                  timeline: { to: Timeline, style: push }
              Timeline:
                routes:
                  article: { to: Article, style: push }
              Article:
                routes:
                  feed: { to: Timeline, style: push }
            flows:
              Reader: { kind: split, columns: [FeedList, Timeline, Article] }
            """,
        fix: "Go back to the earlier column by unwinding to a screen that pushes it: here the article unwinds to the feeds, which show the timeline.",
        replacing: "      feed: { to: Timeline, style: push }",
        with: "      feed: { to: FeedList, style: unwind }"
    )
}
