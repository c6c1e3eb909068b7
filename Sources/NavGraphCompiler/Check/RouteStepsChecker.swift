/// Reports, from what each route's steps came to (`GraphAnalysis.steps`), `invalid-then`: a step
/// that is no route of what the step before it shows, a step that neither pushes nor presents,
/// or one that has steps of its own.
///
/// A step is a route of the screen or flow shown before it, so that the chain is a stack and
/// presentations the routes produce, each typed by its route.
enum RouteStepsChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        for (owner, routes) in graph.routeDeclarers {
            for route in routes {
                guard let outcome = analysis.steps.outcomes[owner]?[route.name.value] else { continue }
                report(outcome, of: route, graph, diagnostics: &diagnostics)
            }
        }
    }

    private static func report(_ outcome: RouteSteps.Outcome, of route: Route, _ graph: Graph, diagnostics: inout DiagnosticBag) {
        let name = route.name.value
        switch outcome {
        case .resolved, .unsure:
            return
        case .missing(let index, let shown, let candidates):
            let step = route.steps[index]
            let whose = graph.flow(named: shown) == nil || (index == 0 && route.style.value == .unwind) ? "'\(shown)'" : "'\(shown)' (or the root it shows)"
            diagnostics.add(
                .invalidThen,
                "route '\(name)' goes on with '\(step.value)', but \(whose) has no route '\(step.value)'"
                    + diagnostics.didYouMean(step.value, among: candidates),
                at: step.range)
        case .notOpening(let index, let shown, let found):
            diagnostics.add(
                .invalidThen,
                "route '\(name)' goes on with '\(found.name.value)' of '\(shown)', which uses \(found.style.value.rawValue); a step pushes or presents, each on top of the one before",
                at: route.steps[index].range, notes: [DiagnosticNote("'\(found.name.value)' is declared here", at: found.name.location)])
        case .nested(let index, let shown, let found):
            diagnostics.add(
                .invalidThen,
                "route '\(name)' goes on with '\(found.name.value)' of '\(shown)', which goes on with steps of its own; list every step in '\(name)'",
                at: route.steps[index].range, notes: [DiagnosticNote("'\(found.name.value)' is declared here", at: found.name.location)])
        }
    }
}
