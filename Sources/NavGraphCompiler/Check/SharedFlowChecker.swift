/// `shared-flow` at every listing of a flow as a child after the first. A flow's place decides
/// the way down to what it shows: a link's placement, a restored state's check, the picture.
/// With two parents (the same stack as a tab of a logged-in and of a logged-out tab bar) a
/// link would switch a logged-in user to the logged-out tabs, its placement going through the
/// parent listed first; and `in:` names a flow, not a way to it. Screens may be shared: a
/// link to one says which flow with `in:`.
enum SharedFlowChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let graph = analyzed.graph
        var firstParent: [String: (flow: String, location: SourceLocation)] = [:]
        for flow in graph.flows {
            for child in flow.children where graph.flow(named: child.value) != nil {
                guard let first = firstParent[child.value] else {
                    firstParent[child.value] = (flow.name.value, child.location)
                    continue
                }
                // Listed twice in one flow is that flow's `invalid-structure`.
                guard first.flow != flow.name.value else { continue }
                // Two tab bars sharing a tab are usually one tab set that changes at a log-in.
                let bothTabs = flow.kind == .tabs && graph.flow(named: first.flow)?.kind == .tabs
                let tabSet = bothTabs ? "; for tabs that come and go at a log-in, keep one tabs flow and list those tabs under 'hideable'" : ""
                diagnostics.add(
                    .sharedFlow,
                    "flow '\(child.value)' is already a child of '\(first.flow)' and cannot be one of '\(flow.name.value)' too: a flow has one place, which links and restored states go through; declare another flow for this place (the two may share their screens)\(tabSet)",
                    at: child.range,
                    notes: [DiagnosticNote("'\(child.value)' is a child of '\(first.flow)' here", at: first.location)])
            }
        }
    }
}
