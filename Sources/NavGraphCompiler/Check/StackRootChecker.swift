/// Reports `invalid-push` for a stack flow's root that is a flow a navigation stack cannot hold, for
/// the reason a push of it is refused (`PushedFlowChecker`): a stack's root is its first entry, so
/// a tabs flow there would put a tab bar controller inside a navigation controller ("a tab bar
/// interface should never be installed as a child of another view controller"), and another
/// stack flow a navigation controller inside one. A split flow there is `invalid-split`'s
/// (`SplitChecker`): one diagnostic each.
enum StackRootChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let graph = analyzed.graph
        for stack in graph.flows where stack.kind == .stack {
            for root in stack.children {
                guard let flow = graph.flow(named: root.value), let found = PushedFlowChecker.unfit(in: flow, graph), found.kind != .split else { continue }
                let shows = found.name.value == flow.name.value ? "" : ", which can show '\(found.name.value)'"
                diagnostics.add(
                    .invalidPush,
                    "stack flow '\(stack.name.value)' has '\(root.value)' as its root\(shows), a \(found.kind.rawValue) flow, which a navigation stack cannot hold; give '\(stack.name.value)' a screen as its root, or show '\(found.name.value)' as the entry, a switch flow's child or presented",
                    at: root.range,
                    notes: found.name.value == flow.name.value ? [] : [DiagnosticNote("'\(found.name.value)' is declared here", at: found.name.location)])
            }
        }
    }
}
