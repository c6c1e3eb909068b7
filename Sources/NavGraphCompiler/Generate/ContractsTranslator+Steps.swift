/// What routes of several steps (`then:`) add to the contracts: a route that pushes or presents
/// and goes on is opened from its first step, which its entry keeps and a saved state names
/// alone (`NavGraphRouteDeclaration.firstStep`); `navGraphOpening(firstStep:of:)` makes it, for
/// `perform(_:)` and for restoring alike. The steps after it are routes of their own screens.
extension ContractsTranslator {
    /// Whether `route` makes its destination and goes on with steps.
    func hasFirstStep(_ route: Route) -> Bool {
        !route.steps.isEmpty && makes(route)
    }

    /// `case .cookieSettings: return navGraphOpening(firstStep: route.navGraphDeclaration.firstStep, of: ...)`.
    func firstStepDelegation(_ route: Route, _ owner: RouteOwner) -> SwitchClause {
        let routes = GeneratedNames.routeEnum(owner.name)
        return SwitchClause(
            pattern: "." + GeneratedNames.routeCase(route.name.value),
            body: [.line("return navGraphOpening(firstStep: route.navGraphDeclaration.firstStep, of: \(routes).self)")])
    }

    /// `navGraphOpening(firstStep:of:)`: makes the destination of the first step of each of
    /// `owner`'s routes of several steps, its context read from the step's destination.
    func firstStepOpeningFunction(_ owner: RouteOwner) -> [SwiftDeclaration] {
        let routes = owner.routes.filter(hasFirstStep)
        guard !routes.isEmpty else { return [] }
        let clauses = routes.map { route in
            let destination = route.destination.value
            let context = graph.screen(named: destination)?.context ?? graph.flow(named: destination)?.context
            let read: [SwiftStatement] = context.map {
                [.line("guard let context = firstStep.destination.context(as: \(types.spelling($0.value)).self) else { return nil }")]
            } ?? []
            let start = startCall(of: destination, context: context == nil ? nil : "context")
            let restoring = graph.flow(named: destination)?.context == nil ? "" : ", restoring: { destination.start(context: context) }"
            return SwitchClause(pattern: SwiftEscaper.stringLiteral(route.name.value), body: read + [
                .line("let destination = \(GeneratedNames.makeRoute(route.name.value))()"),
            ] + finishHandler(route) + [
                .block(opening: "return NavGraphOpening(destination, route: firstStep, onEnd: onEnd\(restoring)) {", body: [.line("destination.\(start)")]),
            ])
        }
        return [.function(
            doc: "Makes the destination of the first step of a route of several steps (`then:`), as `perform(_:)` opens it and as a saved state names it, and wires how the route ends back to this FlowController; `nil` for another route, or a destination without the context it takes.",
            attributes: [],
            signature: "navGraphOpening(firstStep: NavGraphRouteDeclaration<NavGraphDestination>, of routes: \(GeneratedNames.routeEnum(owner.name)).Type) -> NavGraphOpening?",
            body: [.switchOver(subject: "firstStep.name", cases: clauses + [.otherwise([.line("return nil")])])]
        )]
    }
}
