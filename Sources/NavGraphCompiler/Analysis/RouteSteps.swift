/// What each route's steps (`then:`) come to, found once per graph for `GraphAnalysis`: the route
/// each step names, on the screen or flow the step before it shows, or why there is none.
///
/// The route's destination (an unwind's target) shows first; a step is a route of what shows
/// then (`Graph.routesShown(after:unwound:)`), and what it shows goes on with the next step.
struct RouteSteps: Sendable {
    /// What one route's steps came to.
    enum Outcome: Sendable {
        /// Every step names a route that pushes or presents, in order.
        case resolved([Route])
        /// The step at `index` names no route of `shown`; `candidates` are the routes it has.
        case missing(index: Int, shown: String, candidates: [String])
        /// The step at `index` names a route of `shown` that neither pushes nor presents.
        case notOpening(index: Int, shown: String, route: Route)
        /// The step at `index` names a route of `shown` that goes on with steps of its own.
        case nested(index: Int, shown: String, route: Route)
        /// What a step shows is undeclared, or its declaration has an error: its routes may be
        /// lost, so nothing is said of the steps from there.
        case unsure

        /// The routes of the steps, when every one resolved.
        var routes: [Route]? {
            if case .resolved(let routes) = self { routes } else { nil }
        }
    }

    /// For each screen, set of shared routes or flow, the outcome of each of its routes with
    /// steps, by route name.
    let outcomes: [String: [String: Outcome]]

    /// The steps of every route of `graph` that has some.
    init(graph: Graph) {
        var outcomes: [String: [String: Outcome]] = [:]
        for (owner, routes) in graph.routeDeclarers {
            for index in routes.indices where !routes[index].steps.isEmpty {  // by index: a loop copies each route out, retaining its box
                let route = routes[index]
                outcomes[owner, default: [:]][route.name.value] = Self.resolve(route, graph)
            }
        }
        self.outcomes = outcomes
    }

    /// The routes `route` of `owner` goes on with, when they all resolved; empty for a route
    /// without steps.
    func routes(of route: Route, in owner: String) -> [Route] {
        outcomes[owner]?[route.name.value]?.routes ?? []
    }

    /// The types the case of `route` of `owner` carries, spelled in Swift: the context it hands
    /// over, then each step's, in order.
    func payload(of route: Route, in owner: String, types: SwiftTypes) -> [String] {
        ([route.carried] + routes(of: route, in: owner).map(\.context)).compactMap { $0.map { types.spelling($0.value) } }
    }

    private static func resolve(_ route: Route, _ graph: Graph) -> Outcome {
        var shown = route.destination.value
        var unwound = route.style.value == .unwind
        var found: [Route] = []
        for (index, step) in route.steps.enumerated() {
            guard graph.declaresNode(shown), !graph.incompleteNames.contains(shown) else { return .unsure }
            let candidates = graph.routesShown(after: shown, unwound: unwound)
            guard let next = candidates.first(where: { $0.name.value == step.value }) else {
                return .missing(index: index, shown: shown, candidates: candidates.map(\.name.value))
            }
            guard next.style.value.opensDestination else { return .notOpening(index: index, shown: shown, route: next) }
            guard next.steps.isEmpty else { return .nested(index: index, shown: shown, route: next) }
            found.append(next)
            shown = next.destination.value
            unwound = false
        }
        return .resolved(found)
    }
}

extension Graph {
    /// The routes that can go on from `name` once a route has shown it (a step of `then`): a
    /// screen's routes; a flow's own routes and, for a stack flow with one root, its root's, which
    /// shows on top once a route has pushed, presented or opened the flow. An unwind to a flow
    /// leaves whatever it showed on top: only the flow's own routes.
    func routesShown(after name: String, unwound: Bool) -> [Route] {
        if let screen = screen(named: name) { return screen.routes }
        guard let flow = flow(named: name) else { return [] }
        guard !unwound, flow.kind.hasOneRoot, !flow.choosesRoot, let root = flow.children.first.flatMap({ screen(named: $0.value) }) else { return flow.routes }
        return flow.routes + root.routes
    }
}
