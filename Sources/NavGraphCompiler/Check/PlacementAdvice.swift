/// What `unplaceable-link` and `unplaceable-route` say after "'S' cannot be shown in 'F'", when
/// `in:` names a flow the screen has no place in: where it is placed instead, or can be.
enum PlacementAdvice {
    /// The advice for screen `name` and `in: flow`, given the flows it can be shown in (`options`).
    static func notIn(_ name: String, flow: String, options: [String], in graph: Graph, linkOnlyNames: Set<String>) -> String {
        let list = DiagnosticText.list(options)
        if name == graph.entry.value { return "it is the entry; remove 'in:'" }
        if let stack = graph.flow(named: flow), stack.choosesRoot, stack.children.contains(where: { $0.value == name }) {
            // Which root shows is the app's choice: the screen is placed as if the stack did not show it.
            let placed = options.isEmpty ? "presented over the top, as no route pushes it; remove 'in:'" : "in \(list)"
            return "it is one of the roots of '\(flow)', which the app chooses among, so it is placed as if '\(flow)' did not show it: \(placed)"
        }
        if linkOnlyNames.contains(name) {
            // A screen only links or a placement without a URL show is pushed by either alike.
            return options.isEmpty ? "no stack flow is shown from the entry to push it onto" : "it can be pushed onto \(list)"
        }
        return options.isEmpty ? "it is shown only by presentations, over whatever is on top; remove 'in:'" : "it can be shown in \(list)"
    }
}
