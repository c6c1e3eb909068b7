/// `GraphShape.switches`: switch flows nested a tenth of the screens deep (each with a gate
/// screen that replaces it with the next switch), a stack at the bottom whose root pushes the
/// other screens one after the other, each with a link. Every link's way goes down the whole
/// chain: generated code that repeated the way for each link grew with links times depth (46 MB
/// of Swift from 41 KB of graph).
enum SwitchChain {
    static func yaml(screens: Int) -> String {
        let depth = max(1, screens / 10)
        let linked = max(1, screens - depth - 1)
        var lines = ["version: 1", "entry: W0", "links:", "  schemes: [app]", "screens:"]
        for level in 0..<depth {
            lines += ["  G\(level):", "    routes:", "      next: { to: W\(level + 1), style: replace }"]
        }
        lines += ["  Home:", "    routes:", "      first: { to: P0, style: push }"]
        for index in 0..<linked {
            lines += ["  P\(index):", "    links: [\"/p\(index)\"]"]
            if index + 1 < linked { lines += ["    routes:", "      next: { to: P\(index + 1), style: push }"] }
        }
        lines.append("flows:")
        for level in 0..<depth { lines.append("  W\(level): { kind: switch, children: [G\(level), W\(level + 1)] }") }
        lines.append("  W\(depth): { kind: stack, root: Home }")
        return lines.joined(separator: "\n") + "\n"
    }
}
