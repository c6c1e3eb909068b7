/// `GraphShape.parameters`: one link whose parameters bind a record of as many fields as there
/// are screens (binding each parameter searched the fields: 4.7 s for 8,000), and on every other
/// screen, in stacks of 50 under a tab bar, a link of two parameters binding a small record.
enum LinkParameters {
    static func yaml(screens: Int) -> String {
        let group = 50
        let stacks = max(1, screens / group)
        var lines = ["version: 1", "entry: Main", "links:", "  schemes: [app]", "types:", "  Pair: { fields: { id: Int, name: String } }", "  Big:", "    fields:"]
        lines += (0..<screens).map { "      f\($0): Int" }
        lines.append("screens:")
        for index in 0..<(stacks * group) {
            let start = index - index % group
            lines.append("  S\(index):")
            if index == 0 {
                lines += ["    context: Big", "    links: [\"/big/" + (0..<screens).map { "{f\($0)}" }.joined(separator: "/") + "\"]"]
            } else {
                lines += ["    context: Pair", "    links: [\"/s\(index)/{id}/{name}\"]"]
            }
            if index + 1 < start + group {
                lines += ["    routes:", "      next: { to: S\(index + 1), style: push, context: Pair }"]
            }
        }
        lines += GraphShape.tabbedStacks(stacks, group: group)
        return lines.joined(separator: "\n") + "\n"
    }
}
