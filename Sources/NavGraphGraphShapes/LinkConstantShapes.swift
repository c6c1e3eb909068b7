/// `GraphShape.constants`: stacks of 50 screens under a tab bar; every screen takes a record
/// whose `id` its link reads from the path and whose other fields the link sets (`set:`: an enum
/// case, a `Bool`, a text), as DuckDuckGo's passwords link sets its source and search field; every
/// fifth screen takes an enum and its link sets what a case carries (`case:` and `set:`), as
/// NetNewsWire's smart feeds are. So the check reads, and the generator writes, a constant for
/// every field of every link.
enum LinkConstantShapes {
    static func yaml(screens: Int) -> String {
        let group = 50
        let stacks = max(1, screens / group)
        var lines = [
            "version: 1", "entry: Main", "links:", "  schemes: [app]", "types:",
            "  Source: { cases: [settings, overflow, homeScreenWidget, lockScreenWidget] }",
            "  Pick: { fields: { id: Int, source: Source, open: Bool, note: String? } }",
            "  Sidebar: { cases: [{ smartFeed: String }, { pick: Pick }] }",
            "screens:",
        ]
        let sources = ["settings", "overflow", "homeScreenWidget", "lockScreenWidget"]
        func context(_ index: Int) -> String { index % 5 == 4 ? "Sidebar" : "Pick" }
        for index in 0..<(stacks * group) {
            let start = index - index % group
            let link = index % 5 == 4
                ? "{ path: \"/s\(index)\", case: smartFeed, set: Feed\(index) }"
                : "{ path: \"/s\(index)/{id}\", set: { source: \(sources[index % 4]), open: \(index % 2 == 0), note: 'note \(index)' } }"
            lines += ["  S\(index):", "    context: \(context(index))", "    links: [\(link)]"]
            if index + 1 < start + group {
                lines += ["    routes:", "      next: { to: S\(index + 1), style: push, context: \(context(index + 1)) }"]
            }
        }
        lines += GraphShape.tabbedStacks(stacks, group: group)
        return lines.joined(separator: "\n") + "\n"
    }
}
