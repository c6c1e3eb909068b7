/// Reports `invalid-unwind`: an unwind route whose `to` is not below its source on every way the
/// source can be shown, that is, `to` does not dominate the source in the show graph (`GraphAnalysis.shows`); and
/// `feedback-mismatch` where an unwind's `feedback` does not fit the route that receives it.
///
/// The dominators are computed once for the graph (from the entry, for `finish`, and from the
/// entry and every window root together, for unwinds); each unwind route is then a constant-time
/// question. Only a route found invalid costs a search, for the way the note shows, and only an
/// unwind that hands back feedback searches for the routes that receive it.
struct UnwindChecker {
    let graph: Graph
    let shows: ShowGraph
    /// The dominators seen from the entry, for `finish` (a window's root starts no flow's ways).
    let dominators: Dominators<String>
    /// The dominators seen from the entry and from the root of every window of its own (a window
    /// route's destination) at once: an unwind's target must be below its source on every way
    /// from any of them. One computation however many windows there are, so the check stays
    /// linear when every copy of a screen set opens a window.
    let fromEveryStart: Dominators<String>
    /// The roots of the windows of their own, sorted: where a broken unwind's way is looked for
    /// when none leaves from the entry.
    let windowRoots: [String]
    let resolver: TypeResolver
    /// For each flow shown other than pushed or presented by a route, the first such way
    /// (`finish` needs a flow that routes only push or present): found in one pass over the graph.
    let waysNotOpened: [String: (what: String, location: SourceLocation)]

    /// The checker of `graph`, on its show graph (`analysis.shows`).
    init(graph: Graph, analysis: GraphAnalysis) {
        self.graph = graph
        waysNotOpened = Self.waysNotOpened(in: graph, analysis.routeHeads)
        shows = analysis.shows
        let successors = shows.successors
        dominators = Dominators(start: shows.entry, successors: successors)
        // A window of its own starts a navigation of its own at its root, with nothing below it.
        windowRoots = Set(graph.allRoutes(where: \.opensWindow).map(\.destination.value)).sorted()
        fromEveryStart = windowRoots.isEmpty
            ? dominators : Dominators(starts: [shows.entry] + windowRoots, successors: successors)
        resolver = TypeResolver(graph: graph)
    }

    /// Checks one unwind route of `screen`.
    func check(_ route: Route, from screen: Screen, diagnostics: inout DiagnosticBag) {
        let source = screen.name.value
        let target = route.destination.value
        // An unwind to the source itself closes what is above it: the source is below it always.
        // A source that nothing shows is reported as unreachable; it has no way to check. The
        // target must be below it from the entry and from the root of every window that shows it.
        guard fromEveryStart.isReachable(source) else { return }
        let broken = fromEveryStart.dominates(target, source) ? nil
            : shows.way(fromAny: [shows.entry], to: source, avoiding: target)
                ?? shows.way(fromAny: windowRoots, to: source, avoiding: target)
        guard let (root, way) = broken else {
            if let feedback = route.feedback { checkHandedBack(feedback, by: route, from: source, diagnostics: &diagnostics) }
            return
        }
        guard let last = way.last else {
            let what = root == shows.entry ? "the entry" : "the root of a window of its own"
            diagnostics.add(
                .invalidUnwind, "route '\(route.name.value)' unwinds to '\(target)', but '\(source)' is \(what): nothing is below it",
                at: route.destination.range)
            return
        }
        let names = ([root] + way.map(\.to)).map { "'\($0)'" }.joined(separator: " -> ")
        diagnostics.add(
            .invalidUnwind,
            "route '\(route.name.value)' unwinds to '\(target)', but '\(source)' can be shown without '\(target)' below it",
            at: route.destination.range,
            notes: [DiagnosticNote("'\(source)' is shown this way without '\(target)': \(names)", at: last.location)])
    }

    /// An unwind's `feedback` goes to the route of `to` that opened the way to the source, on
    /// whichever way the source was shown: each such route must expect a type that takes it. An
    /// unwind to a flow has no route to receive it.
    private func checkHandedBack(_ feedback: Located<TypeExpression>, by route: Route, from source: String, diagnostics: inout DiagnosticBag) {
        let target = route.destination.value
        guard let screen = graph.screen(named: target) else {
            diagnostics.add(
                .feedbackMismatch,
                "route '\(route.name.value)' hands back '\(feedback.value)' to flow '\(target)', which has no route to receive it; unwind to the screen whose route opened the way to '\(source)'",
                at: feedback.range)
            return
        }
        // A screen that took the place of what `to` opened was opened by no route of `to`.
        for edge in shows.replacingEdges(from: target) where shows.reaches(source, from: edge.to, avoiding: target) {
            guard let replace = edge.replacing else { continue }
            diagnostics.add(
                .feedbackMismatch,
                "route '\(route.name.value)' hands back '\(feedback.value)' to '\(target)', but '\(edge.to)' can take the place of what '\(target)' opened"
                    + (edge.to == source ? "" : ", with '\(source)' above it") + " (route '\(replace.name.value)' replaces): no route of '\(target)' waits for it",
                at: feedback.range,
                notes: [DiagnosticNote("'\(replace.name.value)' replaces here", at: replace.style.location)])
            return
        }
        guard let handed = resolver.canonical(feedback.value) else { return }
        for receiving in screen.routes where receiving.style.value.opensDestination
            && shows.reaches(source, from: receiving.destination.value, avoiding: target) {
            let note = DiagnosticNote("'\(target)' opens the way to '\(source)' with route '\(receiving.name.value)' here", at: receiving.name.location)
            guard let expected = receiving.feedback else {
                diagnostics.add(
                    .feedbackMismatch,
                    "route '\(route.name.value)' hands back '\(feedback.value)' to '\(target)', but its route '\(receiving.name.value)' expects no feedback; add 'feedback: \(feedback.value)' to it",
                    at: feedback.range, notes: [note])
                continue
            }
            guard let wanted = resolver.canonical(expected.value), !resolver.accepts(wanted, from: handed) else { continue }
            diagnostics.add(
                .feedbackMismatch,
                "route '\(route.name.value)' hands back '\(feedback.value)' to '\(target)', but its route '\(receiving.name.value)' expects '\(expected.value)'",
                at: feedback.range, notes: [note])
        }
    }
}
