/// `finish` routes, which end a stack flow that routes push (a sub-flow) or present, or a
/// container flow that routes present (`NavGraphFlowKind.endsBackToOpener(openedBy:)`):
/// `invalid-finish` where `to` is not such a flow, or where the source can be shown outside it;
/// `feedback-mismatch` where the value handed back does not fit the flow's `feedback`.
extension UnwindChecker {
    /// Checks one finish route of `screen`.
    func checkFinish(_ route: Route, from screen: Screen, diagnostics: inout DiagnosticBag) {
        let source = screen.name.value
        let target = route.destination.value
        guard let flow = graph.flow(named: target), flow.kind.endsBackToOpener else {
            diagnostics.add(
                .invalidFinish,
                "route '\(route.name.value)' finishes '\(target)', which is not a stack or container flow; 'finish' ends a stack flow that a route pushes or presents, or a container flow that a route presents, and a screen ends itself with finish()",
                at: route.destination.range)
            return
        }
        if let other = waysNotOpened[target] {
            diagnostics.add(
                .invalidFinish,
                "route '\(route.name.value)' finishes '\(target)', which \(other.what): only a stack flow that routes push or present, or a container flow that routes present, ends, back to the screen below it or the one that presented it",
                at: route.destination.range,
                notes: [DiagnosticNote("'\(target)' is shown this way here", at: other.location)])
            return
        }
        guard dominators.isReachable(source) else { return }
        if !dominators.dominates(target, source), let way = shows.way(to: source, avoiding: target), let last = way.last {
            let names = ([shows.entry] + way.map(\.to)).map { "'\($0)'" }.joined(separator: " -> ")
            diagnostics.add(
                .invalidFinish,
                "route '\(route.name.value)' finishes '\(target)', but '\(source)' can be shown outside '\(target)'",
                at: route.destination.range,
                notes: [DiagnosticNote("'\(source)' is shown this way outside '\(target)': \(names)", at: last.location)])
            return
        }
        checkFinishFeedback(route, of: flow, diagnostics: &diagnostics)
    }

    /// For each flow, the first way it is shown other than opened by a route to end back to it
    /// (`NavGraphFlowKind.endsBackToOpener(openedBy:)`: above its source, to go back to): as the
    /// entry, a flow's child, or by a route that replaces, selects or opens it, or that pushes a
    /// container (one entry of the opener's stack, not a sub-flow).
    static func waysNotOpened(in graph: Graph, _ heads: RouteHeads) -> [String: (what: String, location: SourceLocation)] {
        var ways: [String: (what: String, location: SourceLocation)] = [:]
        // What the way was is written only for the first way to a flow: every flow's child and
        // every replace and select route are asked, and most name no flow or one already noted.
        func note(_ name: String, _ what: @autoclosure () -> String, _ location: @autoclosure () -> SourceLocation) {
            if ways[name] == nil, graph.declaresFlow(name) { ways[name] = (what(), location()) }
        }
        note(graph.entry.value, "is the entry", graph.entry.location)
        for parent in graph.flows {
            for child in parent.children { note(child.value, "is a child of '\(parent.name.value)'", child.location) }
        }
        for owner in heads.owners.indices {
            for index in heads.heads(of: owner) where heads.styles[index].addsWayToShowDestination {
                let (style, destination) = (heads.styles[index], heads.destinations[index])
                guard let kind = graph.indexOfFlow(named: destination).map({ graph.flows[$0].kind }), !kind.endsBackToOpener(openedBy: style) else { continue }
                let route = heads.route(at: index, of: owner)
                note(destination, "route '\(route.name.value)' shows with '\(style.rawValue)'", route.style.location)
            }
        }
        return ways
    }

    /// What a finish hands back goes to the route that pushed or presented the flow, which
    /// expects the flow's `feedback` (checked like any route's against its destination).
    private func checkFinishFeedback(_ route: Route, of flow: Flow, diagnostics: inout DiagnosticBag) {
        guard let handed = route.handsBack else { return }
        guard let declared = flow.feedback else {
            diagnostics.add(
                .feedbackMismatch,
                "route '\(route.name.value)' hands back '\(handed.value)', but flow '\(flow.name.value)' returns no feedback; add 'feedback: \(handed.value)' to it",
                at: handed.range, notes: [DiagnosticNote("'\(flow.name.value)' is declared here", at: flow.name.location)])
            return
        }
        guard let given = resolver.canonical(handed.value), let wanted = resolver.canonical(declared.value), !resolver.accepts(wanted, from: given) else { return }
        diagnostics.add(
            .feedbackMismatch,
            "route '\(route.name.value)' hands back '\(handed.value)', but flow '\(flow.name.value)' returns '\(declared.value)'",
            at: handed.range, notes: [DiagnosticNote("'\(flow.name.value)' returns '\(declared.value)' here", at: declared.location)])
    }
}
