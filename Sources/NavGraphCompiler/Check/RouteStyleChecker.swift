/// The checks each route style asks for, decided in one exhaustive `switch` over the style:
/// `push-outside-stack` and `invalid-push` (`PushedFlowChecker`) for a push, `invalid-replace`
/// (`StackReplaceChecker` in stacks; against the nearest switch otherwise), `invalid-select`,
/// `invalid-unwind` and `invalid-finish` (`UnwindChecker`). A route to a dialog is
/// `AlertChecker`'s: any other style there is one mistake, reported once.
enum RouteStyleChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        // The dominators are computed only for a graph that unwinds or finishes.
        var unwinds: UnwindChecker?
        func unwindChecker() -> UnwindChecker {
            if let unwinds { return unwinds }
            let made = UnwindChecker(graph: graph, analysis: analysis)
            unwinds = made
            return made
        }
        let replaces = StackReplaceChecker(analyzed)
        let heads = analysis.routeHeads
        // Each screen's routes asked their style and destination as heads (owner `n` is screen
        // `n`); a screen is copied out only for a route this check looks at.
        for index in graph.screens.indices {
            let sureOfStacks = !analyzed.unsure.contains(graph.screens[index].name.value)
            var copied: Screen?
            for head in heads.heads(of: index) where Self.isChecked(heads.styles[head]) {
                let destination = heads.destinations[head]
                guard graph.declaresNode(destination), graph.systemOwnedScreen(named: destination) == nil else { continue }
                let route = heads.route(at: head, of: index)
                let screen = copied ?? graph.screens[index]
                copied = screen
                switch route.style.value {
                case .push:
                    if sureOfStacks { checkPush(route, from: screen, analysis, diagnostics: &diagnostics) }
                    PushedFlowChecker.check(route, in: graph, diagnostics: &diagnostics)
                case .replace where analysis.replacements.replacement(to: route.destination.value) == .switchChild:
                    checkContainer(.switch, .invalidReplace, member: "a child", route, from: screen, analyzed, analysis.enclosingSwitches, diagnostics: &diagnostics)
                case .replace:
                    replaces.check(route, from: screen, sureOfStacks: sureOfStacks, diagnostics: &diagnostics)
                case .select:
                    checkContainer(.tabs, .invalidSelect, member: "a tab", route, from: screen, analyzed, analysis.enclosingTabs, diagnostics: &diagnostics)
                case .unwind: unwindChecker().check(route, from: screen, diagnostics: &diagnostics)
                case .finish: unwindChecker().checkFinish(route, from: screen, diagnostics: &diagnostics)
                case .present, .open, .window: break
                }
            }
        }
    }

    /// Whether this check looks at a route of `style`. An open route is placed with the links
    /// (`OpenRouteChecker`), a window's destination checked by `WindowChecker`, and a presentation
    /// puts its destination over the source, wherever that is.
    private static func isChecked(_ style: NavGraphRouteStyle) -> Bool {
        switch style {
        case .push, .replace, .select, .unwind, .finish: true
        case .present, .open, .window: false
        }
    }

    private static func checkPush(_ route: Route, from screen: Screen, _ analysis: GraphAnalysis, diagnostics: inout DiagnosticBag) {
        guard analysis.stackPlacements[screen.name.value]?.contains(false) == true else { return }
        let fix = "put it in a stack flow, or present it with 'embed: stack'"
        // A shared push is fine in the set; the screen that offers it outside a stack is the mistake.
        if let listing = route.sharedFrom {
            diagnostics.add(
                .pushOutsideStack,
                "'\(screen.name.value)' offers the shared routes '\(listing.value)', whose route '\(route.name.value)' pushes, but '\(screen.name.value)' is not inside a navigation stack everywhere it appears; \(fix)",
                at: listing.range, notes: [DiagnosticNote("'\(route.name.value)' pushes here", at: route.style.location)])
            return
        }
        diagnostics.add(
            .pushOutsideStack,
            "route '\(route.name.value)' pushes, but '\(screen.name.value)' is not inside a navigation stack everywhere it appears; \(fix)",
            at: route.style.range)
    }

    /// Why a select cannot show a container's child: a container shows all of them already. Only
    /// asked for a select that is reported, so the flows are searched then.
    private static func containerHint(_ destination: String, _ graph: Graph) -> String {
        guard let container = graph.flows.first(where: { $0.kind == .container && $0.children.contains { $0.value == destination } }) else { return "" }
        return "; it is a child of container flow '\(container.name.value)', which shows every child at once: there is nothing to select"
    }

    /// Checks a replace (switch) or select (tabs) route against every nearest container of that
    /// kind, reporting `code`; `member` names what the destination must be of the container (or,
    /// for a select, the tabs flow itself: back to the tab it selected before).
    private static func checkContainer(
        _ kind: NavGraphFlowKind, _ code: DiagnosticCode, member: String, _ route: Route, from screen: Screen, _ analyzed: AnalyzedGraph,
        _ enclosing: [String: Set<String?>], diagnostics: inout DiagnosticBag
    ) {
        let (graph, verb) = (analyzed.graph, route.style.value.rawValue)
        let containers = (enclosing[screen.name.value] ?? []).sorted { ($0 ?? "") < ($1 ?? "") }
        for container in containers {
            // A flow with an error, or a misspelled child, may have lost the child the route names.
            if let name = container, analyzed.mayHaveLostChildren.contains(name) { continue }
            // Asked without copying the flow out (a tab bar of many tabs, at every select route).
            guard let name = container, graph.declaresFlow(name) else {
                diagnostics.add(
                    code, "route '\(route.name.value)' uses \(verb), but '\(screen.name.value)' is not inside a \(kind.rawValue) flow",
                    at: route.style.range)
                return
            }
            // A select of the tabs flow itself goes back to the tab it selected before.
            let backToPrevious = kind == .tabs && name == route.destination.value
            guard backToPrevious || analyzed.children[name]?.contains(route.destination.value) == true else {
                diagnostics.add(
                    code, "route '\(route.name.value)' uses \(verb), but '\(route.destination.value)' is not \(member) of '\(name)'"
                        + (kind == .tabs ? containerHint(route.destination.value, graph) : ""),
                    at: route.destination.range,
                    notes: graph.flow(named: name).map { [DiagnosticNote("'\(name)' is declared here", at: $0.name.location)] } ?? [])
                return
            }
        }
    }
}
