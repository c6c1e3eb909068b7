extension DiagnosticExplanation {
    static let invalidSplit = DiagnosticExplanation(
        code: .invalidSplit,
        meaning: """
            A split flow (`kind: split`) is one navigation stack shown in two or three columns \
            where the width allows: its first column's screen is the stack's root, and a screen a \
            later column lists starts that column when the column before it pushes it. So a push \
            shows a screen of a later column only from the column before it or from that column \
            itself: from anywhere else it would skip a column, or go back to an earlier one, and \
            have no column to show in. A column shows screens, not flows, alerts or confirmation \
            dialogs. And a split view is the root of a window (UIKit's `UISplitViewController`), \
            or of a switch flow's child (a log-in switch): never a tab, a stack's root, or presented.
            """,
        example: """
            version: 1
            entry: Reader
            screens:
              FeedList:
                routes:
                  timeline: { to: Timeline, style: push }
                  latest: { to: Article, style: push }
              Timeline:
                routes:
                  article: { to: Article, style: push }
              Article: {}
            flows:
              Reader: { kind: split, columns: [FeedList, Timeline, Article] }
            """,
        fix: "Push a screen of a later column from the column before it: here the timeline shows the article, so the sidebar's shortcut goes.",
        replacing: "      latest: { to: Article, style: push }\n",
        with: ""
    )
}
