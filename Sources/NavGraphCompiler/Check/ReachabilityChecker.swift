/// `unreachable-screen` for every screen and flow no way from the entry shows, once every way is
/// known (`AnalyzedGraph.everyWayIsKnown`). A screen only links show is reached by them: where a
/// link cannot push it, `unplaceable-link` says so.
enum ReachabilityChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        guard analyzed.everyWayIsKnown else { return }
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        let names = graph.screens.filter { !analysis.linkOnlyNames.contains($0.name.value) }.map { ($0.name, "screen") }
            + graph.flows.map { ($0.name, "flow") }
        for (name, what) in names where !analysis.reachable.contains(name.value) {
            diagnostics.add(
                .unreachableScreen, "\(what) '\(name.value)' is not reachable from the entry '\(graph.entry.value)'",
                at: name.range)
        }
    }
}
