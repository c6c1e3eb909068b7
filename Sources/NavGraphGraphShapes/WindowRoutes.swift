/// `GraphShape.windows`: stacks of 25 screens under a tab bar the app draws (`bar: app`), each screen pushing the next with
/// an ID and opening a screen of its own in a window of its own (`style: window`) with that ID,
/// presented as a sheet where there is one window (`oneWindow: sheet`): as many window
/// destinations as stacked screens, each a case of the generated `NavGraphWindow`, and each
/// opened in a new window by a link too (`window: new`); every fifth in a navigation stack of its
/// own (`embed: stack`), onto which its screen pushes the next stacked screen. Beside the stacks,
/// a browser's pages: one `Pages` stack per key the app gives (`{ each: Pages, key: ItemID }`),
/// the bar the app's switcher, each page pushing another.
enum WindowRoutes {
    static func yaml(screens: Int) -> String {
        let group = 25
        let stacks = max(1, (screens / 2 + group - 1) / group)
        var lines = ["version: 1", "entry: Main", "links: { schemes: [app] }", "types:", "  ItemID: Int", "screens:"]
        for number in 0..<stacks * group {
            lines.append("  S\(number):")
            if number % group > 0 { lines.append("    context: ItemID") }
            // Every fifth window shows its screen in a navigation stack of its own, onto which it
            // pushes the next stacked screen.
            let inStack = number.isMultiple(of: 5)
            lines += ["    routes:", "      window: { to: W\(number), style: window, context: ItemID, oneWindow: sheet\(inStack ? ", embed: stack" : "") }"]
            if number % group < group - 1 { lines.append("      next: { to: S\(number + 1), style: push, context: ItemID }") }
            lines += ["  W\(number):", "    context: ItemID", "    links: [{ path: \"/w\(number)/{id}\", window: new }]"]
            if inStack { lines += ["    routes:", "      more: { to: S\(number + 1), style: push, context: ItemID }"] }
        }
        lines += ["  Page:", "    routes:", "      again: { to: Page, style: push }"]
        let flows = GraphShape.tabbedStacks(stacks, group: group, appBar: true, more: ["{ each: Pages, key: ItemID }"]) + ["  Pages: { kind: stack, root: Page }"]
        return (lines + flows).joined(separator: "\n") + "\n"
    }
}
