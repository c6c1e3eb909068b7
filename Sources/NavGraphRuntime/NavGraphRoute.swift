/// What every generated route enum is: a route of one screen, with the context it hands over.
///
/// The state machine keeps the route that opened each pushed or presented entry; saving the
/// navigation state (`NavGraphSavedState`) reads its name and destination through this protocol,
/// and restoring reads the route back through the opener's contract
/// (`NavGraphFlowController.navGraphReopening(_:to:)`).
public protocol NavGraphRoute: Hashable, Sendable {
    /// The graph's destination type (the generated `NavGraphDestination`).
    associatedtype Destination: Hashable & Sendable

    /// The route's name in the graph (`detail`).
    var navGraphRouteName: String { get }
    /// How the route shows its destination.
    var transition: NavGraphTransition { get }
    /// Where the route leads, with the context it hands over.
    var destination: Destination { get }
}
