/// Reports `invalid-unwind`: an unwind route whose `to` is not below its source on every way the
/// source can be shown, that is, `to` does not dominate the source in the `ShowGraph`.
///
/// The dominators are computed once for the graph; each unwind route is then a constant-time
/// question. Only a route found invalid costs a search, for the way the note shows.
struct UnwindChecker {
    private let showGraph: ShowGraph
    private let dominators: Dominators<String>

    init(graph: Graph) {
        showGraph = ShowGraph(graph: graph)
        dominators = Dominators(start: showGraph.entry, successors: showGraph.successors)
    }

    /// Checks one unwind route of `screen`.
    func check(_ route: Route, from screen: Screen, diagnostics: inout DiagnosticBag) {
        let source = screen.name.value
        let target = route.destination.value
        guard target != source else {
            diagnostics.add(
                .invalidUnwind, "route '\(route.name.value)' unwinds '\(source)' to itself; name a screen or flow below it",
                at: route.destination.range)
            return
        }
        // A source that nothing shows is reported as unreachable; it has no way to check.
        guard dominators.isReachable(source), !dominators.dominates(target, source),
            let way = showGraph.way(to: source, avoiding: target)
        else { return }
        guard let last = way.last else {
            diagnostics.add(
                .invalidUnwind, "route '\(route.name.value)' unwinds to '\(target)', but '\(source)' is the entry: nothing is below it",
                at: route.destination.range)
            return
        }
        let names = ([showGraph.entry] + way.map(\.to)).map { "'\($0)'" }.joined(separator: " -> ")
        diagnostics.add(
            .invalidUnwind,
            "route '\(route.name.value)' unwinds to '\(target)', but '\(source)' can be shown without '\(target)' below it",
            at: route.destination.range,
            notes: [DiagnosticNote("'\(source)' is shown this way without '\(target)': \(names)", at: last.location)])
    }
}
