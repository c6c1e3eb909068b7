/// One step of a route of several steps (`then:` in the graph) or of a link's chain: the route,
/// by its name, of the screen or flow shown before it, and the destination it shows with its
/// context. The state machine opens it as a restored state does (`navGraphReopening(_:to:)`), so
/// that the screen performing it hears how it ends.
public struct NavGraphRouteStep: Hashable, Sendable, CustomStringConvertible {
    /// The name of the route (`cookies`).
    public let route: String
    /// The destination the route shows, with its context (a generated `NavGraphDestination`).
    public let destination: NavGraphRouteValue

    /// The route named `route` towards `destination`.
    public init(_ route: String, to destination: some Hashable & Sendable) {
        self.route = route
        self.destination = NavGraphRouteValue(destination)
    }

    /// `cookies → cookiePopups(…)`.
    public var description: String { "\(route) → \(destination)" }
}
