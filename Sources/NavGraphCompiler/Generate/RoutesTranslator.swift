/// Translates screens and routes into `NavGraphRoutes.swift`: the name of every screen and flow,
/// one route enum per screen or flow that has routes of its own and one per offered set of shared
/// routes. A route enum holds only what the graph decides:
/// its cases, one switch giving each case's declaration (name, transition, destination) and a
/// table reading routes back from a saved state; `NavGraphDeclaredRoute` in the runtime answers
/// `NavGraphRoute`'s requirements from those.
///
/// Nothing here switches over the whole graph: a route enum's switch is as long as one screen's
/// routes.
struct RoutesTranslator {
    let graph: Graph
    let types: SwiftTypes
    /// What each `replace` route takes the place of.
    let replacements: Replacements
    /// The routes each route's steps (`then:`) name.
    let steps: RouteSteps

    /// A translator of the route enums of a valid graph.
    init(_ valid: ValidGraph, types: SwiftTypes) {
        graph = valid.graph
        self.types = types
        replacements = valid.analysis.replacements
        steps = valid.analysis.steps
    }

    /// The declarations of `NavGraphRoutes.swift`.
    func declarations() -> [SwiftDeclaration] {
        [nodeNames()]
            + (graph.screens.map(RouteOwner.init(screen:)) + graph.flows.map(RouteOwner.init(flow:)) + graph.sharedRouteOwners).compactMap(routeEnum)
            + formerNames.routeEnumAliases()
    }

    /// What renames (`formerly:`) add.
    private var formerNames: FormerNamesTranslator { FormerNamesTranslator(graph: graph, types: types) }

    private func nodeNames() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "The graph's screens and flows.",
            keyword: .extension,
            name: "NavGraphNodeName",
            members: (graph.screens.map(\.name.value) + graph.flows.map(\.name.value)).map { name in
                .property(
                    doc: "",
                    modifiers: ["static"],
                    name: GeneratedNames.nodeMember(name),
                    type: "NavGraphNodeName",
                    value: "NavGraphNodeName(rawValue: \(SwiftEscaper.stringLiteral(name)))",
                    getter: nil
                )
            } + formerNames.nodeNameMembers()
        ))
    }

    private func routeEnum(_ owner: RouteOwner) -> SwiftDeclaration? {
        guard !owner.routes.isEmpty else { return nil }
        let cases: [SwiftDeclaration] = owner.routes.map { route in
            let payload = payload(of: route, owner)
            return .enumCase(
                doc: describe(route, steps: stepRoutes(route, owner)), name: GeneratedNames.routeCase(route.name.value),
                payload: payload.isEmpty ? nil : payload.joined(separator: ", "))
        }
        let firstSteps = owner.routes.filter { makesFirstStep($0) }
        return .type(SwiftTypeDeclaration(
            doc: "Where \(owner.described) can go: one case per route, carrying the context the route hands over"
                + (owner.routes.contains { $0.handsBack != nil } ? " (for an unwind, the feedback it hands back)" : "")
                + (owner.routes.contains { !$0.steps.isEmpty } ? ", then the contexts its steps hand over (`then:`), in order." : "."),
            keyword: .enum,
            name: GeneratedNames.routeEnum(owner.name),
            conformances: ["NavGraphDeclaredRoute"],
            members: cases + formerNames.routeCaseAliases(owner.routes, payload: { payload(of: $0, owner) }) + [declaration(owner), destination(), savedRoutes(owner.routes)]
                + firstStepReader(firstSteps)
        ))
    }

    /// The types a route's case carries: the context it hands over, then each step's, in order.
    func payload(of route: Route, _ owner: RouteOwner) -> [String] {
        steps.payload(of: route, in: owner.name, types: types)
    }

    /// The routes `route` of `owner` goes on with (`then:`), in order; empty for a route of one step.
    func stepRoutes(_ route: Route, _ owner: RouteOwner) -> [Route] {
        steps.routes(of: route, in: owner.name)
    }

    /// Whether `route` makes its destination, its first step, and goes on with steps: a saved
    /// state names that first step alone, which the route enum reads back by name
    /// (`navGraphFirstStep(of:to:)`) as its case, which carries the steps' contexts too, cannot be.
    func makesFirstStep(_ route: Route) -> Bool {
        !route.steps.isEmpty && route.style.value.opensDestination
    }

    /// `navGraphDeclaration`: each route's name, transition and destination, from which the
    /// runtime answers `navGraphRouteName`, `transition` and `destination`, and the steps a route
    /// goes on with, each a route of what the one before showed, with the context its case carries.
    private func declaration(_ owner: RouteOwner) -> SwiftDeclaration {
        .property(
            doc: "Each route's name, transition and destination with the context it hands over, as the graph declares it"
                + (owner.routes.contains { !$0.style.value.handsOverContext }
                    ? "; an unwind route's destination is the screen or flow it goes back to, without a context." : "."),
            modifiers: [], name: "navGraphDeclaration", type: "NavGraphRouteDeclaration<NavGraphDestination>", value: nil,
            getter: [.switchOver(subject: "self", cases: owner.routes.map { route in
                let routeCase = GeneratedNames.routeCase(route.name.value)
                let routeSteps = stepRoutes(route, owner)
                var bound = route.context == nil || !route.style.value.handsOverContext ? [] : ["context"]
                var arguments = [SwiftEscaper.stringLiteral(route.name.value), transitionValue(route), destinationValue(route)]
                // An unwind or a finish that hands feedback back carries it in its case.
                if route.handsBack != nil {
                    bound.append("feedback")
                    arguments.append("handingBack: feedback")
                }
                var stepValues: [String] = []
                for (index, step) in routeSteps.enumerated() {
                    let value = "step\(index + 1)"
                    if step.context != nil { bound.append(value) }
                    stepValues.append("NavGraphRouteStep(\(SwiftEscaper.stringLiteral(step.name.value)), to: \(destinationValue(step, context: value)) as NavGraphDestination)")
                }
                if !stepValues.isEmpty { arguments.append("then: [" + stepValues.joined(separator: ", ") + "]") }
                let pattern = "." + routeCase + (bound.isEmpty ? "" : "(" + bound.map { "let \($0)" }.joined(separator: ", ") + ")")
                return SwitchClause(pattern: pattern, body: [.line("NavGraphRouteDeclaration(\(arguments.joined(separator: ", ")))")])
            })]
        )
    }

    /// `navGraphFirstStep(of:to:)`: the first step of each route of several steps that makes its
    /// destination, read back by name from a saved state.
    private func firstStepReader(_ routes: [Route]) -> [SwiftDeclaration] {
        guard !routes.isEmpty else { return [] }
        // A state saved before the route was renamed names it by a former name.
        let clauses = routes.flatMap { route in
            ([route.name] + route.formerNames).map { name in
                SwitchClause(
                    pattern: "\(SwiftEscaper.stringLiteral(name.value)) where destination.name == .\(GeneratedNames.nodeMember(route.destination.value))",
                    body: [.line("NavGraphRouteDeclaration(\(SwiftEscaper.stringLiteral(route.name.value)), \(transitionValue(route)), destination)")])
            }
        }
        return [.function(
            doc: "The first step of the route named `name` towards `destination`, for a route of several steps (`then:`): what a saved state names, which the contract opens again (the later steps are routes of their own screens, restored as those); `nil` for another route or destination.",
            attributes: [],
            signature: "static navGraphFirstStep(of name: \(StandardNames.string), to destination: NavGraphDestination) -> NavGraphRouteDeclaration<NavGraphDestination>?",
            body: [.switchOver(subject: "name", cases: clauses + [.otherwise([.line("nil")])])]
        )]
    }

    /// `destination`, read from the declaration. Declared here, with its type, rather than left to
    /// `NavGraphDeclaredRoute`: the type fixes the enum's `Destination` without inference, which
    /// the type checker pays for on every route enum (about 5 % of a large graph's type-check).
    private func destination() -> SwiftDeclaration {
        .property(
            doc: "Where the route leads, with the context it hands over.", modifiers: [], name: "destination",
            type: "NavGraphDestination", value: nil, getter: [.line("navGraphDeclaration.destination")]
        )
    }

    /// Where a route leads, with the context its case carries (the variable `context`).
    private func destinationValue(_ route: Route, context: String = "context") -> String {
        let member = GeneratedNames.nodeMember(route.destination.value)
        if !route.style.value.handsOverContext { return "NavGraphDestination(name: .\(member))" }
        if route.context != nil { return ".\(member)(\(context))" }
        // A screen or sub-flow whose context is optional may be shown with none.
        let destination = route.destination.value
        let takesContext = (graph.screen(named: destination)?.context ?? graph.flow(named: destination)?.context) != nil
        return "." + member + (takesContext ? "(nil)" : "")
    }

    /// `navGraphSavedRoutes`: a route read back from a saved state by its name, only when the route
    /// still leads to the saved destination with a context of its type.
    private func savedRoutes(_ routes: [Route]) -> SwiftDeclaration {
        .literal(
            doc: "Each route by its name in the graph, read back from a saved state while it leads to the saved destination.",
            modifiers: ["static"], name: "navGraphSavedRoutes", type: "[\(StandardNames.string): NavGraphSavedRoute<Self>]",
            // An unwind opens nothing a saved state could hold; one that carries feedback, or the
            // contexts of its steps, has no case to name alone.
            entries: routes.filter { $0.handsBack == nil && $0.steps.isEmpty }.flatMap { route in
                let routeCase = GeneratedNames.routeCase(route.name.value)
                // The case itself for a route with a context: naming the context's type could be shadowed by a case.
                let made = route.context == nil ? "." + routeCase : "Self." + routeCase
                // A state saved before the route was renamed names it by a former name.
                return ([route.name] + route.formerNames).map { name in
                    "\(SwiftEscaper.stringLiteral(name.value)): .init(to: .\(GeneratedNames.nodeMember(route.destination.value)), \(made)),"
                }
            }
        )
    }

    /// "Presents ContactForm as a full-screen sheet in a navigation stack; expects ContactResult
    /// back.", and the routes it goes on with: "Then route `cookies` of Settings."
    func describe(_ route: Route, steps: [Route]) -> String {
        guard !steps.isEmpty else { return describe(route) }
        var shown = route.destination.value
        let then = steps.map { step in
            defer { shown = step.destination.value }
            return "`\(step.name.value)` of \(shown)" + (step.context.map { ", handing over \($0.value)" } ?? "")
        }
        return describe(route) + " Then route " + then.joined(separator: ", then route ") + ", in the same transition."
    }

    /// "Presents ContactForm as a full-screen sheet in a navigation stack; expects ContactResult back."
    func describe(_ route: Route) -> String {
        let destination = route.destination.value
        var text = replacements.transition(of: route).summary(of: destination)
        if let context = route.context { text += ", handing over \(context.value)" }
        if let feedback = route.handsBack, route.style.value == .finish {
            text += ", handing \(feedback.value) back to the route that pushed it"
        } else if let feedback = route.handsBack {
            text += ", handing \(feedback.value) back to the route of \(destination) that opened the way here"
        } else if let feedback = route.feedback {
            text += "; expects \(feedback.value) back"
        }
        return text + "."
    }

    private func transitionValue(_ route: Route) -> String {
        GeneratedSpelling.expression(of: replacements.transition(of: route))
    }
}
