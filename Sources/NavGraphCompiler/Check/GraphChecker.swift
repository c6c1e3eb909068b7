/// Stage 4b of the front end: the graph's shape, checked on its analysis (`GraphAnalysis`) by
/// each check listed in `checks`.
///
/// A declaration with an error (incomplete) and a misspelled name lose the edges they would have
/// added; each check is left out only where such a loss could make it wrong (docs/Language.md,
/// "Which errors hide which"):
/// - A lost edge, once fixed, only adds ways to show a screen, and more ways only find more
///   problems: a push outside a stack, a replace or select without its container, an unwind past
///   its target, found on the edges there are, stays whatever was lost. So these are checked on every route
///   whose destination is declared, with two exceptions: a route kept with an error may have lost
///   its `embed: stack`, so pushes from screens it shows are not checked (`AnalyzedGraph.unsure`);
///   and a flow with an error may have lost a child, so a replace or select that is "not a child"
///   of it is not reported.
/// - A lost edge may reach anything, so `unreachable-screen`, `unplaceable-link` and
///   `unplaceable-route` (which say no way exists) wait until nothing reachable from the entry
///   has an error or a misspelled name (`AnalyzedGraph.everyWayIsKnown`).
enum GraphChecker {
    /// Every check of the graph's shape, each with the codes it reports. (Computed: a stored
    /// array of metatypes would be global state Swift 6 cannot prove safe.)
    static var checks: [any GraphCheck.Type] {
        [
            RouteStyleChecker.self,  // push-outside-stack, invalid-push, invalid-replace, invalid-select, invalid-unwind, invalid-finish
            StackRootChecker.self,  // invalid-push: a stack's root that a navigation stack cannot hold
            AlertChecker.self,  // invalid-alert
            WindowChecker.self,  // invalid-window
            TabCountChecker.self,  // too-many-tabs
            HideableChildChecker.self,  // invalid-hideable
            ActionTabChecker.self,  // invalid-action-tab
            SplitChecker.self,  // invalid-split: columns and where a split flow is
            SplitPushChecker.self,  // invalid-split: pushes back to an earlier column
            SharedFlowChecker.self,  // shared-flow
            FlowInstancesChecker.self,  // invalid-structure, shared-flow: children made from data
            ReachabilityChecker.self,  // unreachable-screen
            PlacementChecker.self,  // invalid-structure, invalid-link: a placement without a URL
            LinkPlacementChecker.self,  // unplaceable-link, link-skips-screens, invalid-link (chains)
            OpenRouteChecker.self,  // unplaceable-route
            InstanceChecker.self,  // unplaceable-link, unplaceable-route: instance: new outside a flow made from data
            RouteStepsChecker.self,  // invalid-then
        ]
    }

    /// Reports what is wrong with the shape of `graph`, whose analysis is `analysis`.
    static func check(_ graph: Graph, _ analysis: GraphAnalysis, diagnostics: inout DiagnosticBag) {
        let analyzed = AnalyzedGraph(graph, analysis)
        for check in checks {
            check.check(analyzed, diagnostics: &diagnostics)
        }
    }
}
