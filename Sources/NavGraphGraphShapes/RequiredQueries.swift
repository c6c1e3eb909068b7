/// `GraphShape.queries`: stacks of 50 screens under a tab bar; every even screen is linked at a
/// path of its own (`/s<n>`) and the odd screen after it at the same path, told apart by the query
/// item it requires (`/s<n>?id={id}`, an `Int` context), as NetNewsWire's `nnw://showunread` and
/// `nnw://showunread?id=…` are. Every path holds two links, so the check compares the query items
/// they require once per path. `GraphShape.fragments` links the odd screen in the URL's fragment
/// instead (`/s<n>#/room/{id}`), so every path ends at a node that holds a link and the root of
/// a fragment's route.
enum RequiredQueries {
    /// With `inFragment`, the odd screen's link reads its `{id}` in the URL's fragment rather than
    /// in a query item it requires.
    static func yaml(screens: Int, inFragment: Bool = false) -> String {
        let group = 50
        let stacks = max(1, screens / group)
        var lines = ["version: 1", "entry: Main", "links:", "  schemes: [app]", "screens:"]
        for index in 0..<(stacks * group) {
            let start = index - index % group
            let path = "/s\(index - index % 2)"
            lines.append("  S\(index):")
            let told = inFragment ? "#/room/{id}" : "?id={id}"
            lines += index % 2 == 1 ? ["    context: Int", "    links: [\"\(path)\(told)\"]"] : ["    links: [\"\(path)\"]"]
            if index + 1 < start + group {
                lines += ["    routes:", "      next: { to: S\(index + 1), style: push\(index % 2 == 0 ? ", context: Int" : "") }"]
            }
        }
        lines += GraphShape.tabbedStacks(stacks, group: group)
        return lines.joined(separator: "\n") + "\n"
    }
}
