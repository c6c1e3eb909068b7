/// Reports `invalid-action-tab`: a tabs flow's action tab (`{ route: compose }` among its
/// children) performs one of the flow's own routes, each route from one item at most.
///
/// The tab bar shows the item, the flow performs the route when the person taps it, and the item
/// is never selected: a name that is not one of the flow's routes would be an item that does
/// nothing, and two items of one route are one button twice.
enum ActionTabChecker: GraphCheck {
    /// Checks every tabs flow's action tabs.
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        for flow in analyzed.graph.flows where !flow.actionTabs.isEmpty {
            let routes = flow.routes.map(\.name.value)
            var listed: Set<String> = []
            for tab in flow.actionTabs {
                let name = tab.route.value
                if !routes.contains(name) {
                    let hint = diagnostics.didYouMean(name, among: routes)
                    diagnostics.add(
                        .invalidActionTab,
                        "'\(name)' is not a route of '\(flow.name.value)'; an action tab performs one of the flow's own routes\(hint)",
                        at: tab.route.range)
                } else if !listed.insert(name).inserted {
                    diagnostics.add(
                        .invalidActionTab, "'\(name)' is the route of another action tab of '\(flow.name.value)' already: one tab item per route",
                        at: tab.route.range)
                }
            }
        }
    }
}
