/// Stage 4b of the front end: the graph's shape. Reports `unreachable-screen`,
/// `push-outside-stack`, `invalid-replace` and `invalid-select` from the container analysis, and
/// `invalid-unwind` from the dominators of the `ShowGraph`, and places links (`unplaceable-link`).
enum GraphChecker {
    /// Analyzes the graph and reports what is wrong with its shape. Diagnostics are left out while
    /// some declaration is incomplete or some screen name is undefined: a route lost to an error
    /// (or a misspelled destination) would make them misleading.
    static func check(_ graph: Graph, diagnostics: inout DiagnosticBag) -> GraphAnalysis {
        var analysis = ContainerAnalyzer(graph: graph).analyze()
        let references = graph.screens.flatMap { $0.routes.map(\.destination) } + graph.flows.flatMap(\.children)
        guard graph.incompleteNames.isEmpty, references.allSatisfy({ graph.declaresNode($0.value) }) else { return analysis }
        reportUnreachable(graph, analysis, diagnostics: &diagnostics)
        let unwinds = UnwindChecker(graph: graph)
        for screen in graph.screens {
            for route in screen.routes where graph.declaresNode(route.destination.value) {
                switch route.style.value {
                case .push: checkPush(route, from: screen, analysis, diagnostics: &diagnostics)
                case .replace:
                    checkContainer(.switch, .invalidReplace, member: "a child", route, from: screen, graph, analysis.enclosingSwitches, diagnostics: &diagnostics)
                case .select:
                    checkContainer(.tabs, .invalidSelect, member: "a tab", route, from: screen, graph, analysis.enclosingTabs, diagnostics: &diagnostics)
                case .unwind: unwinds.check(route, from: screen, diagnostics: &diagnostics)
                case .present: break
                }
            }
        }
        LinkPlacementChecker.check(graph, &analysis, diagnostics: &diagnostics)
        return analysis
    }

    private static func reportUnreachable(_ graph: Graph, _ analysis: GraphAnalysis, diagnostics: inout DiagnosticBag) {
        let names = graph.screens.map { ($0.name, "screen") } + graph.flows.map { ($0.name, "flow") }
        for (name, what) in names where !analysis.reachable.contains(name.value) {
            diagnostics.add(
                .unreachableScreen, "\(what) '\(name.value)' is not reachable from the entry '\(graph.entry.value)'",
                at: name.location)
        }
    }

    private static func checkPush(_ route: Route, from screen: Screen, _ analysis: GraphAnalysis, diagnostics: inout DiagnosticBag) {
        guard analysis.stackPlacements[screen.name.value]?.contains(false) == true else { return }
        diagnostics.add(
            .pushOutsideStack,
            "route '\(route.name.value)' pushes, but '\(screen.name.value)' is not inside a navigation stack everywhere it appears; put it in a stack flow, or present it with 'embed: stack'",
            at: route.style.location)
    }

    /// Checks a replace (switch) or select (tabs) route against every nearest container of that
    /// kind, reporting `code`; `member` names what the destination must be of the container.
    private static func checkContainer(
        _ kind: NavGraphFlowKind, _ code: DiagnosticCode, member: String, _ route: Route, from screen: Screen, _ graph: Graph,
        _ enclosing: [String: Set<String?>], diagnostics: inout DiagnosticBag
    ) {
        let verb = route.style.value.rawValue
        let containers = (enclosing[screen.name.value] ?? []).sorted { ($0 ?? "") < ($1 ?? "") }
        for container in containers {
            guard let name = container, let flow = graph.flow(named: name) else {
                diagnostics.add(
                    code, "route '\(route.name.value)' uses \(verb), but '\(screen.name.value)' is not inside a \(kind.rawValue) flow",
                    at: route.style.location)
                return
            }
            guard flow.children.contains(where: { $0.value == route.destination.value }) else {
                diagnostics.add(
                    code, "route '\(route.name.value)' uses \(verb), but '\(route.destination.value)' is not \(member) of '\(name)'",
                    at: route.destination.location,
                    notes: [DiagnosticNote("'\(name)' is declared here", at: flow.name.location)])
                return
            }
        }
    }
}
