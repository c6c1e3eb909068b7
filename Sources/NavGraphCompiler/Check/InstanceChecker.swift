/// Checks `instance: new` on links and `open` routes (docs/Language.md, "Flows made from data"):
/// a new instance is one of a tabs flow's children made from data (`{ each: BrowserTab, key:
/// TabID }`), so the screen must be placed inside such a flow, its way down from the entry
/// selecting the keyed entry's tab, and not presented over the top: elsewhere the new instance is
/// no place for it, `unplaceable-link` or `unplaceable-route` at the value, as a place a link or
/// an open route cannot show its screen in is (a placement, not a shape the schema could see,
/// which `invalid-structure` says). Everything else a link's or an open route's placement needs
/// (the gates on the way, the context, `in:` among several places) is checked as for any
/// placement, by `LinkPlacementChecker` and `OpenRouteChecker`; this check reads only the
/// placements they made.
enum InstanceChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        // Where a placement goes is reported only once every way is known, as unplaceable links are.
        guard analyzed.everyWayIsKnown else { return }
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        var keyed: [String: String]?
        // By index, each field read in place: a loop over the screens copies each one out.
        for index in graph.screens.indices where !graph.screens[index].links.isEmpty {
            let outcomes = analysis.linkOutcomes[graph.screens[index].name.value] ?? []
            for (link, outcome) in zip(graph.screens[index].links.indices, outcomes) where graph.screens[index].links[link].replacedBy == nil {
                guard let instance = graph.screens[index].links[link].instance, instance.value == .new, let placement = outcome.placement else { continue }
                let flows = keyed ?? graph.flowsMadeFromData
                keyed = flows
                let what = "link '\(graph.screens[index].links[link].written)'"
                report(placement, at: instance, what, .unplaceableLink, flows, analysis.flowTree, diagnostics: &diagnostics)
            }
        }
        for (owner, routes) in graph.routeDeclarers {
            for index in routes.indices where routes[index].opensNewInstance {  // by index: a loop copies each route out, retaining its box
                let route = routes[index]
                guard let instance = route.instance,
                      let placement = analysis.openOutcomes[owner]?[route.name.value]?.placement else { continue }
                let flows = keyed ?? graph.flowsMadeFromData
                keyed = flows
                report(placement, at: instance, "route '\(route.name.value)'", .unplaceableRoute, flows, analysis.flowTree, diagnostics: &diagnostics)
            }
        }
    }

    /// `code` at `instance` when `placement` does not place its screen inside a flow made from data.
    private static func report(
        _ placement: LinkPlacement, at instance: Located<NavGraphLinkInstance>, _ what: String, _ code: DiagnosticCode, _ keyed: [String: String], _ tree: FlowTree,
        diagnostics: inout DiagnosticBag
    ) {
        let screen = placement.subflowRoot ?? placement.screen
        let made = keyed.keys.sorted()
        let choices = made.isEmpty
            ? "the graph makes no flow from data (a tabs flow's child { each: Flow, key: Type })"
            : "the flows made from data are \(DiagnosticText.list(made))"
        if case .presented = placement.arrival {
            diagnostics.add(
                code,
                "\(what) opens '\(screen)' in a new instance, but the graph presents '\(screen)' over the top, outside any instance; \(choices): remove 'instance: new'",
                at: instance.range)
            return
        }
        guard tree.instanceStep(of: placement, keyed: keyed) == nil else { return }
        diagnostics.add(
            code,
            "\(what) opens '\(screen)' in a new instance, but the graph places '\(screen)' in '\(placement.flow ?? "the entry")', which is not inside a flow made from data; \(choices): remove 'instance: new', or show it in one (a route of its stack that pushes it) and name that flow with 'in:'",
            at: instance.range)
    }
}
