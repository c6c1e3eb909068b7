import NavGraphVocabulary

/// Checks what each route hands over (context) and expects back (feedback) against its
/// destination: `context-mismatch`, `feedback-mismatch` and `feedback-ignored`.
struct RouteTypeChecker {
    let graph: Graph
    let resolver: TypeResolver

    /// What a destination takes and returns, and where it says so.
    private struct Signature {
        let name: String
        let isFlow: Bool
        let context: Located<TypeExpression>?
        let feedback: Located<TypeExpression>?
    }

    func check(diagnostics: inout DiagnosticBag) {
        for (source, routes) in graph.routeSources where !graph.incompleteNames.contains(source.value) {
            // Only a style that hands over a context is checked for it, and only one whose
            // destination returns to the source for the feedback it expects (the parser refuses
            // these keys on the other styles; an unwind's feedback is checked by `UnwindChecker`).
            for index in routes.indices where routes[index].style.value.handsOverContext || routes[index].style.value.returnsToOpener {  // by index: a loop copies each route out, retaining its box
                let route = routes[index]
                guard let destination = signature(of: route.destination.value) else { continue }
                if checkPushedContainer(route, destination, diagnostics: &diagnostics) { continue }
                if route.style.value.handsOverContext { checkContext(route, destination, diagnostics: &diagnostics) }
                if route.style.value.returnsToOpener { checkFeedback(route, destination, diagnostics: &diagnostics) }
            }
        }
    }

    /// A stack flow's `context` is handed over by the route that pushes or presents it, a
    /// container's by the route that presents it (its children start with what
    /// `contextFor<Child>()` makes of it): a flow with one is neither the entry nor a flow's
    /// child, which nothing hands a context to.
    func checkSubflowContexts(diagnostics: inout DiagnosticBag) {
        let flowsWithContext = graph.flows.filter { $0.context != nil }
        guard !flowsWithContext.isEmpty else { return }
        // Each flow's first listing as a child, found in one pass rather than a search per flow.
        var listings: [String: Located<String>] = [:]
        for parent in graph.flows {
            for child in parent.children where listings[child.value] == nil { listings[child.value] = child }
        }
        for flow in flowsWithContext {
            guard let context = flow.context else { continue }
            let listed = graph.entry.value == flow.name.value ? graph.entry : listings[flow.name.value]
            guard let listed else { continue }
            diagnostics.add(
                .contextMismatch,
                "'\(flow.name.value)' needs '\(context.value)', which only a route that \(flow.kind == .container ? "presents" : "pushes or presents") it hands over; here nothing does",
                at: listed.range, notes: [DiagnosticNote("'\(flow.name.value)' takes '\(context.value)' here", at: context.location)])
        }
    }

    private func signature(of name: String) -> Signature? {
        guard !graph.incompleteNames.contains(name) else { return nil }
        // Read in place: asked once per route, where copying the whole screen out cost more than the question.
        if let types = graph.types(ofScreen: name) {
            return Signature(name: name, isFlow: false, context: types.context, feedback: types.feedback)
        }
        return graph.flow(named: name).map { Signature(name: name, isFlow: true, context: $0.context, feedback: $0.feedback) }
    }

    /// A type's canonical form; `.some(nil)` when it is absent, `nil` when it cannot be resolved.
    private func resolved(_ type: Located<TypeExpression>?) -> TypeExpression?? {
        guard let type else { return .some(nil) }
        return resolver.canonical(type.value).map { .some($0) } ?? nil
    }

    private func checkContext(_ route: Route, _ destination: Signature, diagnostics: inout DiagnosticBag) {
        guard let handed = resolved(route.context), let taken = resolved(destination.context) else { return }
        let place = route.context?.location ?? route.name.location
        // Written only when reported: every route of a valid graph passes, and the text cost more than the check.
        var note: [DiagnosticNote] { destination.context.map { [DiagnosticNote("'\(destination.name)' takes '\($0.value)' here", at: $0.location)] } ?? [] }
        switch (handed, taken) {
        case (nil, nil):
            return
        case (nil, .some(let needed)):
            if case .optional = needed { return }  // nothing is a fine value for an optional context
            diagnostics.add(
                .contextMismatch,
                "route '\(route.name.value)' hands over no context, but '\(destination.name)' needs '\(destination.context!.value)'; add 'context: \(destination.context!.value)'",
                at: place, notes: note)
        case (.some, nil):
            diagnostics.add(
                .contextMismatch, "route '\(route.name.value)' hands over '\(route.context!.value)', but \(noContext(destination, handed: route.context!.value, by: route.style.value))", at: place)
        case (.some(let given), .some(let needed)):
            guard !resolver.accepts(needed, from: given) else { return }
            diagnostics.add(
                .contextMismatch,
                "route '\(route.name.value)' hands over '\(route.context!.value)', but '\(destination.name)' takes '\(destination.context!.value)'",
                at: place, notes: note)
        }
    }

    /// Why `destination` takes no context from a route of `style`, and what to do with the one
    /// handed over: a screen, a stack flow or a container flow declares one; no other kind of
    /// flow takes one, nor a container that the route pushes (a stack flow does, as the sub-flow
    /// a route pushes or presents, and a container a route presents), so the value goes to the
    /// screen inside that needs it.
    private func noContext(_ destination: Signature, handed: TypeExpression, by style: NavGraphRouteStyle) -> String {
        guard destination.isFlow else { return "'\(destination.name)' takes no context; declare 'context: \(handed)' on it" }
        let kind = graph.flow(named: destination.name)?.kind
        guard let kind, !kind.endsBackToOpener(openedBy: style) else {
            return "flow '\(destination.name)' takes no context; declare 'context: \(handed)' on it, as a \(kind == .container ? "presented flow's" : "sub-flow's")"
        }
        return "\(kind.rawValue) flow '\(destination.name)' takes none: only a stack flow (pushed as a sub-flow or presented) and a presented container flow take a context; remove it, and hand the value to the screen inside that needs it through the app's state"
    }

    /// A route that pushes a container flow which takes a context or returns feedback: pushed, a
    /// container is one entry of the opener's stack, not a sub-flow, so no `finish` ends it back
    /// to the route, and the flow's `context` and `feedback` belong to the routes that present
    /// it (`NavGraphFlowKind.endsBackToOpener(openedBy:)`). Reported once, as `context-mismatch`
    /// where the flow takes a context and `feedback-mismatch` where it only returns feedback;
    /// `true` when reported, so the route's other checks, which would say less, are skipped.
    private func checkPushedContainer(_ route: Route, _ destination: Signature, diagnostics: inout DiagnosticBag) -> Bool {
        guard let flow = graph.flow(named: destination.name), flow.kind.endsBackToOpener, !flow.kind.endsBackToOpener(openedBy: route.style.value),
              route.style.value.returnsToOpener, let declared = flow.context ?? flow.feedback else { return false }
        let what = flow.context == nil ? "returns '\(declared.value)'" : "takes '\(declared.value)'"
        diagnostics.add(
            flow.context == nil ? .feedbackMismatch : .contextMismatch,
            "route '\(route.name.value)' pushes \(flow.kind.rawValue) flow '\(flow.name.value)', which \(what) only where a route presents it: pushed, a container is one entry of the stack, not a sub-flow that a 'finish' ends back to the route; present it",
            at: route.destination.range,
            notes: [DiagnosticNote("'\(flow.name.value)' \(what) here", at: declared.location)])
        return true
    }

    private func checkFeedback(_ route: Route, _ destination: Signature, diagnostics: inout DiagnosticBag) {
        guard let expected = resolved(route.feedback), let returned = resolved(destination.feedback) else { return }
        let place = route.feedback?.location ?? route.name.location
        var note: [DiagnosticNote] { destination.feedback.map { [DiagnosticNote("'\(destination.name)' returns '\($0.value)' here", at: $0.location)] } ?? [] }
        switch (expected, returned) {
        case (nil, nil):
            return
        case (nil, .some):
            diagnostics.add(
                .feedbackIgnored,
                "route '\(route.name.value)' ignores the '\(destination.feedback!.value)' that '\(destination.name)' returns; add 'feedback: \(destination.feedback!.value)' to receive it",
                at: place, notes: note)
        case (.some, nil):
            let what = destination.isFlow ? "flow '\(destination.name)'" : "'\(destination.name)'"
            diagnostics.add(
                .feedbackMismatch, "route '\(route.name.value)' expects '\(route.feedback!.value)' back, but \(what) returns no feedback",
                at: place)
        case (.some(let wanted), .some(let given)):
            guard !resolver.accepts(wanted, from: given) else { return }
            diagnostics.add(
                .feedbackMismatch,
                "route '\(route.name.value)' expects '\(route.feedback!.value)' back, but '\(destination.name)' returns '\(destination.feedback!.value)'",
                at: place, notes: note)
        }
    }
}
