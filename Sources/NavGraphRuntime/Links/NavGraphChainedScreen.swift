/// A screen that a chain link (`through:` in the graph) shows before the link's own screen: its
/// destination, read from the URL, and the route of it that pushes the next screen of the chain.
public struct NavGraphChainedScreen<Destination: Sendable>: Sendable {
    /// The screen, with its context.
    public var destination: Destination
    /// The name of its route that pushes the next screen (`article`).
    public var route: String

    /// Creates one screen of a chain.
    public init(destination: Destination, route: String) {
        self.destination = destination
        self.route = route
    }
}
