/// Reports `invalid-push`: a push whose destination is a flow that a navigation stack cannot hold
/// (`NavGraphFlowKind.fitsInNavigationStack`), or a switch or container flow that shows one. A
/// stack flow pushed is a sub-flow, whose screens the source's stack shows above it.
///
/// A flow with an error may have lost children; what is found among the children it has stays
/// wrong whatever was lost, so flows with errors are searched too.
enum PushedFlowChecker {
    /// Checks one push route, whose destination is declared.
    static func check(_ route: Route, in graph: Graph, diagnostics: inout DiagnosticBag) {
        // A stack flow pushed is a sub-flow: its screens join the source's stack.
        guard let pushed = graph.flow(named: route.destination.value), pushed.kind != .stack, let found = unfit(in: pushed, graph) else { return }
        // A split view is the root of a window, or of a switch's child: it is not presented either.
        let fix = found.kind == .split ? "push its first screen" : "present it, or push its first screen"
        let what = "a \(found.kind.rawValue) flow, which a navigation stack cannot hold; \(fix)"
        guard found.name.value != pushed.name.value else {
            diagnostics.add(.invalidPush, "route '\(route.name.value)' pushes '\(pushed.name.value)', \(what)", at: route.destination.range)
            return
        }
        diagnostics.add(
            .invalidPush,
            "route '\(route.name.value)' pushes '\(pushed.name.value)', which can show '\(found.name.value)', \(what)",
            at: route.destination.range,
            notes: [DiagnosticNote("'\(found.name.value)' is declared here", at: found.name.location)])
    }

    /// The first flow a navigation stack cannot hold among `flow` and what it shows in its place
    /// (a switch's or a container's children, and theirs), depth first in the order written.
    static func unfit(in flow: Flow, _ graph: Graph) -> Flow? {
        var seen: Set<String> = []
        var pending = [flow]
        while let next = pending.popLast() {
            guard seen.insert(next.name.value).inserted else { continue }
            guard next.kind.fitsInNavigationStack else { return next }
            pending += next.children.reversed().compactMap { graph.flow(named: $0.value) }
        }
        return nil
    }
}
