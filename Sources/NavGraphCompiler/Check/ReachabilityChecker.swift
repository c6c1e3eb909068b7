/// `unreachable-screen` for every screen and flow no way from the entry shows, once every way is
/// known (`AnalyzedGraph.everyWayIsKnown`). A screen only links show is reached by them: where a
/// link cannot push it, `unplaceable-link` says so.
enum ReachabilityChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        guard analyzed.everyWayIsKnown else { return }
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        for name in graph.screenNames where !analysis.linkOnlyNames.contains(name.value) && !analysis.reachable.contains(name.value) {
            report(name, "screen", graph, diagnostics: &diagnostics)
        }
        for name in graph.flowNames where !analysis.reachable.contains(name.value) {
            report(name, "flow", graph, diagnostics: &diagnostics)
        }
    }

    private static func report(_ name: Located<String>, _ what: String, _ graph: Graph, diagnostics: inout DiagnosticBag) {
        diagnostics.add(.unreachableScreen, "\(what) '\(name.value)' is not reachable from the entry '\(graph.entry.value)'", at: name.range)
    }
}
