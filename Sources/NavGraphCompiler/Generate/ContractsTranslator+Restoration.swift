/// What restoring a saved navigation state needs of the contracts' extensions: how a screen
/// makes the destination of a route that pushes or presents (`navGraphOpening(for:)`, which
/// `perform(_:)` uses too, and `navGraphReopening(_:to:)`, which also reads back the routes of
/// the shared sets it offers), how a flow describes itself and makes
/// each child (`navGraphFlow`, `navGraphChild(_:)`), and `savedState` / `restore(_:entry:)` on
/// the navigator. Each is as long as one screen's routes or one flow's children.
extension ContractsTranslator {
    /// `navGraphOpening(for:)`, shared by `perform(_:)` and restoring, for a screen's or a shared
    /// set's routes that push, present or replace the top of a stack.
    func openingFunction(_ owner: RouteOwner) -> [SwiftDeclaration] {
        let opening = owner.routes.filter(makes)
        guard !opening.isEmpty else { return [] }
        var clauses = opening.map { route in
            // A route of several steps opens its first step as a saved state names it.
            hasFirstStep(route) ? firstStepDelegation(route, owner) : openingClause(route)
        }
        if opening.count < owner.routes.count { clauses.append(.otherwise([.line("return nil")])) }
        return [.function(
            doc: "Makes the destination of a route that pushes or presents (or takes this screen's place on its stack),"
                + " and wires how the route ends back to this FlowController, without showing it: `perform(_:)` shows it,"
                + " and restoring a saved state shows it again. `nil` for any other route.",
            attributes: [], signature: "navGraphOpening(for route: \(GeneratedNames.routeEnum(owner.name))) -> NavGraphOpening?",
            body: [.switchOver(subject: "route", cases: clauses)]
        )] + firstStepOpeningFunction(owner)
    }

    /// `navGraphReopening(_:to:)` for a screen with routes that push or present, its own or those
    /// of the shared sets it offers: the route is read back by the enum that has its name.
    func reopeningFunction(_ screen: Screen) -> [SwiftDeclaration] {
        // A set of only open routes makes nothing to reopen: what they open is restored by its placement.
        let sets = screen.sharedRoutes.compactMap { graph.sharedRouteSet(named: $0.value) }.filter { $0.routes.contains(where: makes) }
        let owners = (screen.ownRoutes.contains(where: makes) ? [(screen.name.value, screen.ownRoutes)] : []) + sets.map { ($0.name.value, $0.routes) }
        return reopeningFunction(of: screen.name.value, enums: owners.map { (GeneratedNames.routeEnum($0.0), $0.1.contains(where: hasFirstStep)) })
    }

    /// `navGraphReopening(_:to:)` for a screen or flow whose routes that push or present are in
    /// `enums`, each saying whether it has routes of several steps, whose first steps it reads
    /// back too (`navGraphFirstStep(of:to:)`).
    func reopeningFunction(of name: String, enums: [(name: String, firstSteps: Bool)]) -> [SwiftDeclaration] {
        guard let first = enums.first else { return [] }
        let body: [SwiftStatement]
        if enums.count == 1, !first.firstSteps {
            body = [
                .line("guard let destination = destination as? NavGraphDestination,"
                    + " let route = \(first.name)(navGraphRouteName: route, destination: destination) else { return nil }"),
                .line("return navGraphOpening(for: route)"),
            ]
        } else {
            body = [.line("guard let destination = destination as? NavGraphDestination else { return nil }")]
                + enums.flatMap { routes -> [SwiftStatement] in
                    [.line("if let route = \(routes.name)(navGraphRouteName: route, destination: destination) { return navGraphOpening(for: route) }")]
                        + (routes.firstSteps ? [.line("if let step = \(routes.name).navGraphFirstStep(of: route, to: destination) { return navGraphOpening(firstStep: step, of: \(routes.name).self) }")] : [])
                }
                + [.line("return nil")]
        }
        return [.function(
            doc: "Makes again what route `route` opened towards `destination`, to restore a saved navigation state;"
                + " `nil` when \(name) has no such route to that destination that it makes (a push, a presentation, a screen in its place).",
            attributes: [],
            signature: "navGraphReopening(_ route: \(StandardNames.string), to destination: any \(StandardNames.hashable) & \(StandardNames.sendable)) -> NavGraphOpening?",
            body: body
        )]
    }

    /// The clause that makes what `route` opens, read from its case.
    private func openingClause(_ route: Route) -> SwitchClause {
        let routeCase = GeneratedNames.routeCase(route.name.value)
        let start = startCall(of: route.destination.value, context: route.context == nil ? nil : "context")
        // A replaced screen's place goes to the destination: no route waits for it to end.
        let onEnd = closes(route) ? "onEnd" : "nil"
        // A restored sub-flow shows its saved screens instead of starting: it only receives its context.
        let restoring = graph.flow(named: route.destination.value)?.context == nil || route.context == nil ? "" : ", restoring: { destination.start(context: context) }"
        return SwitchClause(pattern: route.context == nil ? "." + routeCase : ".\(routeCase)(let context)", body: [
            .line("let destination = \(GeneratedNames.makeRoute(route.name.value))()"),
        ] + (closes(route) ? finishHandler(route) : []) + [
            .block(opening: "return NavGraphOpening(destination, route: route, onEnd: \(onEnd)\(restoring)) {", body: [.line("destination.\(start)")]),
        ])
    }

    /// `navGraphFlow` and `navGraphChild(_:)`: the flow as the graph declares it, and how it makes
    /// each child for a restored state.
    func restorationMembers(of flow: Flow) -> [SwiftDeclaration] {
        let name = flow.name.value
        let children = flow.children.map { "." + GeneratedNames.nodeMember($0.value) }.joined(separator: ", ")
        let clauses = flow.children.map { child -> SwitchClause in
            let made = "\(GeneratedNames.makeChild(child.value))()"
            let pattern = "." + GeneratedNames.nodeMember(child.value)
            guard let screen = graph.screen(named: child.value) else {
                return SwitchClause(pattern: pattern, body: [.line("return NavGraphMadeChild(\(made), start: nil)")])
            }
            // The context is asked for only when the child starts: a route that replaces into the
            // child makes it here and starts it with the route's own context.
            let start = screen.context == nil ? "made.start()" : "made.start(context: self.\(GeneratedNames.childContext(child.value))())"
            return SwitchClause(pattern: pattern, body: [
                .line("let made = \(made)"),
                .line("return NavGraphMadeChild(made) { \(start) }"),
            ])
        }
        // A split flow's columns, which the navigator cuts its stack into.
        let columns = flow.columns.map { "[" + $0.map { "." + GeneratedNames.nodeMember($0.value) }.joined(separator: ", ") + "]" }
        let shownIn = flow.columns.isEmpty ? "" : ", shown in columns " + flow.columns.map { $0.map(\.value).joined(separator: ", ") }.joined(separator: " | ")
        return [
            .property(
                doc: "\(name) as the graph declares it: a \(flow.kind.rawValue) flow of \(flow.children.map(\.value).joined(separator: ", "))\(shownIn).",
                modifiers: [], name: "navGraphFlow", type: "NavGraphFlowDeclaration?", value: nil,
                getter: [.line("NavGraphFlowDeclaration(kind: .\(flow.kind.rawValue), children: [\(children)]"
                    + (columns.isEmpty ? "" : ", columns: [\(columns.joined(separator: ", "))]")
                    + (instancesPlace(of: flow).map { ", instances: \($0)" } ?? "") + ")")]
            ),
            .function(
                doc: "Makes the child named `child`, with how to start it once shown, to restore a saved navigation state"
                    + (flow.kind == .switch ? " or for a route that switches to it;" : ";") + " `nil` when \(name) has no such child.",
                attributes: [], signature: "navGraphChild(_ child: NavGraphNodeName) -> NavGraphMadeChild?",
                body: [.switchOver(subject: "child", cases: clauses + [.otherwise([.line("return nil")])])]
            ),
        ]
    }

    /// `savedState` and `restore(_:entry:)` on the navigator, beside `start(entry:)`.
    func savingMembers(contract: String, context: TypeExpression?) -> [SwiftDeclaration] {
        let entry = graph.entry.value
        return [
            .property(
                doc: "The whole navigation state as a `Codable` value to save (a scene's restoration activity, `@SceneStorage`,"
                    + " a file); `nil` while nothing is shown. Show it again with `restore(_:entry:)`.",
                modifiers: [], name: "savedState", type: "NavGraphSavedState<NavGraphDestination>?", value: nil,
                getter: [.line("navigation.saved(as: NavGraphDestination.self)")]
            ),
            .function(
                doc: "Shows a saved navigation state instead of starting \(entry) afresh: every FlowController is made again"
                    + " through its contract, every screen started with its saved context, every opener told again how its"
                    + " route ends. Throws a `NavGraphRestoreError`, and shows nothing, when the state no longer fits the"
                    + " graph; start the graph with `start(entry:)` then.",
                attributes: [], signature: restoreSignature(contract: contract, context: context),
                body: [.block(opening: "try navigation.restore(\(restoredState), entry: entry, startEntry: {", body: [
                    .line(graph.screen(named: entry) == nil ? "// A flow's saved content is shown instead of starting it."
                        : "entry.\(startCall(of: entry, context: context == nil ? nil : "context"))"),
                ], closing: "}" + restorePlacement)]
            ),
        ]
    }

    /// The saved state as restored: with the names it holds of renamed screens and flows read as
    /// their names now (`formerly:`).
    private var restoredState: String {
        graph.formerNodeNames.isEmpty ? "saved" : "saved.renamingNodes(NavGraphNodeName.navGraphFormerNames)"
    }

    /// How a restored state finds where a link or an `open` route opened a screen, and whether
    /// one could have opened it with its context.
    private var restorePlacement: String {
        if links.placesWithoutURLs {
            return ", placement: { NavGraphDestination.navGraphPlacement(of: $0) }, reads: { NavGraphDestination.navGraphReopens($0) })"
        }
        return links.entries.isEmpty ? ")"
            : ", placement: { NavGraphDestination.navGraphLinkTable.placement(of: $0) }, reads: { NavGraphDestination.navGraphLinkTable.reads($0) })"
    }

    private func restoreSignature(contract: String, context: TypeExpression?) -> String {
        "restore(_ saved: NavGraphSavedState<NavGraphDestination>, entry: any \(contract)"
            + (context.map { ", context: \(types.spelling($0))" } ?? "") + ") throws"
    }
}
