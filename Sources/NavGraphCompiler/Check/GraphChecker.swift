/// Stage 4b of the front end: the graph's shape. Reports `unreachable-screen`,
/// `push-outside-stack`, `invalid-replace` (`StackReplaceChecker` in stacks) and
/// `invalid-select` from the container analysis, `invalid-push` (`PushedFlowChecker`),
/// `invalid-alert` (`AlertChecker`), `invalid-hideable` (`HideableTabChecker`), `invalid-split`
/// (`SplitChecker`, `SplitPushChecker`), `shared-flow`, and `invalid-unwind` from the dominators of
/// the `ShowGraph`, and places links and open routes (`unplaceable-link`, `unplaceable-route`).
///
/// A declaration with an error (incomplete) and a misspelled name lose the edges they would have
/// added; each check is left out only where such a loss could make it wrong (docs/Language.md,
/// "Which errors hide which"):
/// - A lost edge, once fixed, only adds ways to show a screen, and more ways only find more
///   problems: a push outside a stack, a replace or select without its container, an unwind past
///   its target, found on the edges there are, stays whatever was lost. So these are checked on every route
///   whose destination is declared, with two exceptions: a route kept with an error may have lost
///   its `embed: stack`, so pushes from screens it shows are not checked; and a flow with an error
///   may have lost a child, so a replace or select that is "not a child" of it is not reported.
/// - A lost edge may reach anything, so `unreachable-screen` and `unplaceable-link` (which say no
///   way exists) wait until nothing reachable from the entry has an error or a misspelled name.
enum GraphChecker {
    /// Analyzes the graph and reports what is wrong with its shape, on what no error can have changed.
    static func check(_ graph: Graph, diagnostics: inout DiagnosticBag) -> GraphAnalysis {
        let edges = GraphEdges(graph: graph)
        var analysis = ContainerAnalyzer(graph: graph, edges: edges).analyze()
        let unsure = edges.shown(from: graph.incompleteNames)
        let replacements = edges.replacements
        let unwinds = UnwindChecker(graph: graph, replacements: replacements)
        AlertChecker.check(graph, diagnostics: &diagnostics)
        for screen in graph.screens {
            // A route to a dialog is AlertChecker's: any other style there is one mistake, reported once.
            for route in screen.routes where graph.declaresNode(route.destination.value) && graph.dialog(named: route.destination.value) == nil {
                switch route.style.value {
                case .push:
                    if !unsure.contains(screen.name.value) { checkPush(route, from: screen, analysis, diagnostics: &diagnostics) }
                    PushedFlowChecker.check(route, in: graph, diagnostics: &diagnostics)
                case .replace where replacements.replacement(to: route.destination.value) == .switchChild:
                    checkContainer(.switch, .invalidReplace, member: "a child", route, from: screen, graph, analysis.enclosingSwitches, diagnostics: &diagnostics)
                case .replace:
                    StackReplaceChecker(graph: graph, analysis: analysis, replacements: replacements)
                        .check(route, from: screen, sureOfStacks: !unsure.contains(screen.name.value), diagnostics: &diagnostics)
                case .select:
                    checkContainer(.tabs, .invalidSelect, member: "a tab", route, from: screen, graph, analysis.enclosingTabs, diagnostics: &diagnostics)
                case .unwind: unwinds.check(route, from: screen, diagnostics: &diagnostics)
                case .finish: unwinds.checkFinish(route, from: screen, diagnostics: &diagnostics)
                case .present, .open: break  // an open route is placed with the links
                }
            }
        }
        checkTabCounts(graph, diagnostics: &diagnostics)
        HideableTabChecker.check(graph, diagnostics: &diagnostics)
        SplitChecker.check(graph, diagnostics: &diagnostics)
        SplitPushChecker.check(graph, analysis, diagnostics: &diagnostics)
        checkSharedFlows(graph, diagnostics: &diagnostics)
        guard everyWayIsKnown(graph, edges, analysis) else { return analysis }
        reportUnreachable(graph, analysis, diagnostics: &diagnostics)
        LinkPlacementChecker.check(graph, &analysis, diagnostics: &diagnostics)
        return analysis
    }

    /// The tabs an iPhone's tab bar shows before UIKit's More list takes the others.
    static let tabsBeforeMoreList = 5

    /// `too-many-tabs` at the first tab past the fifth of each tabs flow.
    private static func checkTabCounts(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        for flow in graph.flows where flow.kind.showsTabBar && flow.children.count > tabsBeforeMoreList {
            let first = flow.children[tabsBeforeMoreList]
            diagnostics.add(
                .tooManyTabs,
                "tabs flow '\(flow.name.value)' has \(flow.children.count) tabs; on an iPhone, '\(first.value)' and the tabs after it"
                    + " go to UIKit's More list, which the navigator does not follow: keep \(tabsBeforeMoreList) tabs and reach the others from one of them",
                at: first.range)
        }
    }

    /// `shared-flow` at every listing of a flow as a child after the first. A flow's place decides
    /// the way down to what it shows: a link's placement, a restored state's check, the picture.
    /// With two parents (the same stack as a tab of a logged-in and of a logged-out tab bar) a
    /// link would switch a logged-in user to the logged-out tabs, its placement going through the
    /// parent listed first; and `in:` names a flow, not a way to it. Screens may be shared: a
    /// link to one says which flow with `in:`.
    private static func checkSharedFlows(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        var firstParent: [String: (flow: String, location: SourceLocation)] = [:]
        for flow in graph.flows {
            for child in flow.children where graph.flow(named: child.value) != nil {
                guard let first = firstParent[child.value] else {
                    firstParent[child.value] = (flow.name.value, child.location)
                    continue
                }
                // Listed twice in one flow is that flow's `invalid-structure`.
                guard first.flow != flow.name.value else { continue }
                // Two tab bars sharing a tab are usually one tab set that changes at a log-in.
                let bothTabs = flow.kind == .tabs && graph.flow(named: first.flow)?.kind == .tabs
                let tabSet = bothTabs ? "; for tabs that come and go at a log-in, keep one tabs flow and list those tabs under 'hideable'" : ""
                diagnostics.add(
                    .sharedFlow,
                    "flow '\(child.value)' is already a child of '\(first.flow)' and cannot be one of '\(flow.name.value)' too: a flow has one place, which links and restored states go through; declare another flow for this place (the two may share their screens)\(tabSet)",
                    at: child.range,
                    notes: [DiagnosticNote("'\(child.value)' is a child of '\(first.flow)' here", at: first.location)])
            }
        }
    }

    /// Whether no screen or flow reachable from the entry (the entry included) has an error or
    /// names an undeclared screen or flow: then the analysis knows every way there is.
    private static func everyWayIsKnown(_ graph: Graph, _ edges: GraphEdges, _ analysis: GraphAnalysis) -> Bool {
        let reached = analysis.reachable.union([graph.entry.value])
        return reached.allSatisfy { name in
            !graph.incompleteNames.contains(name) && edges.edges(from: name).allSatisfy { graph.declaresNode($0.destination) }
        }
    }

    private static func reportUnreachable(_ graph: Graph, _ analysis: GraphAnalysis, diagnostics: inout DiagnosticBag) {
        // A screen only links show is reached by them: where a link cannot push it, `unplaceable-link` says so.
        let linkOnly = Set(graph.linkOnlyScreens.map(\.name.value))
        let names = graph.screens.filter { !linkOnly.contains($0.name.value) }.map { ($0.name, "screen") } + graph.flows.map { ($0.name, "flow") }
        for (name, what) in names where !analysis.reachable.contains(name.value) {
            diagnostics.add(
                .unreachableScreen, "\(what) '\(name.value)' is not reachable from the entry '\(graph.entry.value)'",
                at: name.range)
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
    /// kind, reporting `code`; `member` names what the destination must be of the container.
    private static func checkContainer(
        _ kind: NavGraphFlowKind, _ code: DiagnosticCode, member: String, _ route: Route, from screen: Screen, _ graph: Graph,
        _ enclosing: [String: Set<String?>], diagnostics: inout DiagnosticBag
    ) {
        let verb = route.style.value.rawValue
        let containers = (enclosing[screen.name.value] ?? []).sorted { ($0 ?? "") < ($1 ?? "") }
        for container in containers {
            // A flow with an error may have lost the child the route names.
            if let name = container, graph.incompleteNames.contains(name) { continue }
            guard let name = container, let flow = graph.flow(named: name) else {
                diagnostics.add(
                    code, "route '\(route.name.value)' uses \(verb), but '\(screen.name.value)' is not inside a \(kind.rawValue) flow",
                    at: route.style.range)
                return
            }
            guard flow.children.contains(where: { $0.value == route.destination.value }) else {
                diagnostics.add(
                    code, "route '\(route.name.value)' uses \(verb), but '\(route.destination.value)' is not \(member) of '\(name)'"
                        + (kind == .tabs ? containerHint(route.destination.value, graph) : ""),
                    at: route.destination.range,
                    notes: [DiagnosticNote("'\(name)' is declared here", at: flow.name.location)])
                return
            }
        }
    }
}
