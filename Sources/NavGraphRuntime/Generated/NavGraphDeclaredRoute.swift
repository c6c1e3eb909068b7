/// What a generated route enum is: a `NavGraphRoute` whose graph-dependent part is data. One
/// switch gives each case's declaration (`navGraphDeclaration`: name, transition, destination)
/// and one table reads a route back from a saved state (`navGraphSavedRoutes`); the
/// requirements of `NavGraphRoute` are answered from those here, once for every graph, but for
/// `destination`, which the enum declares with its type (`navGraphDeclaration.destination`) so
/// that its `Destination` type is not left to the type checker's inference.
public protocol NavGraphDeclaredRoute: NavGraphRoute where Destination: NavGraphDestinationValue {
    /// The route as the graph declares it, with the context this case hands over.
    var navGraphDeclaration: NavGraphRouteDeclaration<Destination> { get }
    /// How each route, by its name in the graph, is read back from a saved state.
    static var navGraphSavedRoutes: [String: NavGraphSavedRoute<Self>] { get }
}

extension NavGraphDeclaredRoute {
    /// The route's name in the graph, as a saved navigation state keeps it.
    public var navGraphRouteName: String { navGraphDeclaration.name }

    /// How the route shows its destination.
    public var transition: NavGraphTransition { navGraphDeclaration.transition }

    /// The route named `navGraphRouteName` that leads to `destination`, as a saved navigation state
    /// names it; `nil` when the screen has no such route (or only as a route of several steps,
    /// whose first step its contract opens again by name), or it leads elsewhere or hands over
    /// another type of context.
    public init?(navGraphRouteName: String, destination: Destination) {
        guard let route = Self.navGraphSavedRoutes[navGraphRouteName]?.route(to: destination) else { return nil }
        self = route
    }
}

/// One route as the graph declares it: its name, how it shows its destination and where it leads
/// with the context it hands over, and what it goes on with (`then:`).
///
/// It is a route too: the first step of a route of several steps, which the entry it shows keeps
/// and a saved state names (`firstStep`), is the declaration without its steps.
public struct NavGraphRouteDeclaration<Destination: Hashable & Sendable>: NavGraphRoute {
    /// The route's name in the graph (`detail`).
    public let name: String
    /// How the route shows its destination.
    public let transition: NavGraphTransition
    /// Where the route leads, with the context it hands over.
    public let destination: Destination
    /// For an unwind or a finish that hands feedback back, the feedback this case carries.
    public let handsBack: NavGraphRouteValue?
    /// The routes it goes on with, in order, in the same transition (`then:`); empty for a
    /// route of one step.
    public private(set) var steps: [NavGraphRouteStep]

    /// A route named `name` that shows `destination` with `transition`; an unwind or a finish
    /// hands `feedback` back (`nil`: nothing); `steps` go on from its destination.
    public init(
        _ name: String, _ transition: NavGraphTransition, _ destination: Destination, handingBack feedback: (any Hashable & Sendable)? = nil,
        then steps: [NavGraphRouteStep] = []
    ) {
        self.name = name
        self.transition = transition
        self.destination = destination
        handsBack = feedback.map(NavGraphRouteValue.init)
        self.steps = steps
    }

    /// The route's name in the graph.
    public var navGraphRouteName: String { name }

    /// The route without the steps it goes on with: what the entry it shows keeps as the route
    /// that opened it, and what a restored state opens again (the later steps are routes of their
    /// own screens, restored as those).
    public var firstStep: Self {
        var first = self
        first.steps = []
        return first
    }
}

/// How one route is read back from a saved state: the route's case, made only when the saved
/// destination is still the route's screen or flow and holds a context of the route's type.
public struct NavGraphSavedRoute<Route: NavGraphDeclaredRoute>: Sendable {
    private let read: @Sendable (Route.Destination) -> Route?

    /// A route that hands over no context and leads to `node`.
    public init(to node: NavGraphNodeName, _ route: Route) {
        read = { $0.name == node ? route : nil }
    }

    /// A route that leads to `node` and hands over a `Context` (`Self.detail`, the case itself).
    public init<Context>(to node: NavGraphNodeName, _ route: @escaping @Sendable (Context) -> Route) {
        read = { destination in
            guard destination.name == node, let context = destination.context(as: Context.self) else { return nil }
            return route(context)
        }
    }

    /// The route, when `destination` fits it.
    func route(to destination: Route.Destination) -> Route? {
        read(destination)
    }
}
