/// `GraphShape.tabs`: a tab bar of stacks of 50 screens; each screen pushes the next and the one
/// after, pushes itself again and selects the next tab, and takes a context and returns feedback.
/// After the first tab, a "post" item (an action tab) presents a screen of its own, which takes a
/// context and returns feedback too; after it, one ListTab per key the app gives (tabs made
/// from data), whose root ListPage pushes itself and the first tab's first screen, and which each
/// tab's first screen opens in a new tab of its own (`instance: new`).
/// The shape on which `GraphAnalysis.stackPlacements`, derived again for every push, made the
/// check quadratic (55 s for 8,000 screens).
enum ManyTabs {
    static func yaml(screens: Int) -> String {
        let group = 50
        let stacks = max(1, screens / group)
        var lines = ["version: 1", "entry: Main", "types:", "  ItemID: Int", "  Choice:", "    cases: [accept, decline]", "screens:"]
        for index in 0..<(stacks * group) {
            let stack = index / group
            let start = stack * group
            lines += ["  S\(index):", "    context: ItemID", "    feedback: Choice", "    routes:"]
            for (name, target) in [("next", start + (index - start + 1) % group), ("after", start + (index - start + 2) % group), ("again", index)] {
                lines.append("      \(name): { to: S\(target), style: push, context: ItemID, feedback: Choice }")
            }
            lines.append("      tab: { to: Stack\((stack + 1) % stacks), style: select }")
            if index == start { lines.append("      list: { to: ListPage, style: open, instance: new }") }
        }
        lines += ["  Post:", "    context: ItemID", "    feedback: Choice"]
        lines += ["  ListPage:", "    routes:", "      again: { to: ListPage, style: push }", "      item: { to: S0, style: push, context: ItemID, feedback: Choice }"]
        lines.append("flows:")
        let children = ["Stack0", "{ route: post }", "{ each: ListTab, key: ItemID }"] + (1..<stacks).map { "Stack\($0)" }
        lines.append("  Main: { kind: tabs, children: [" + children.joined(separator: ", ") + "], routes: { post: { to: Post, style: present, context: ItemID, feedback: Choice } } }")
        for stack in 0..<stacks { lines.append("  Stack\(stack): { kind: stack, root: S\(stack * group) }") }
        lines.append("  ListTab: { kind: stack, root: ListPage }")
        return lines.joined(separator: "\n") + "\n"
    }
}
