/// What the contract of a screen with routes is: a FlowController that makes the destinations of
/// its routes that push or present (`navGraphOpening(for:)`, generated). Making one again for a
/// restored state needs nothing else of the graph, so it is given here, once for every screen.
@MainActor
public protocol NavGraphRoutingFlowController: NavGraphFlowController {
    /// The screen's generated route enum (`ItemListRoute`), fixed by its contract.
    associatedtype NavGraphScreenRoute: NavGraphDeclaredRoute

    /// Makes the destination of a route that pushes or presents, and wires how the route ends back
    /// to this FlowController, without showing it: `perform(_:)` shows it, and restoring a saved
    /// state shows it again. `nil` for a route that neither pushes nor presents.
    func navGraphOpening(for route: NavGraphScreenRoute) -> NavGraphOpening?
}

extension NavGraphRoutingFlowController {
    /// No route that pushes or presents: nothing to make.
    public func navGraphOpening(for route: NavGraphScreenRoute) -> NavGraphOpening? { nil }

    /// Makes again what route `route` opened towards `destination`, to restore a saved navigation
    /// state; `nil` when the screen has no such route to that destination that pushes or presents.
    public func navGraphReopening(_ route: String, to destination: any Hashable & Sendable) -> NavGraphOpening? {
        guard let destination = destination as? NavGraphScreenRoute.Destination,
              let route = NavGraphScreenRoute(navGraphRouteName: route, destination: destination) else { return nil }
        return navGraphOpening(for: route)
    }
}

/// What the contract of a screen is when every route of it pushes or presents, and none is a
/// popover: performing a route is then the same for every screen, and given here. (The contract
/// of a screen with a route that replaces, unwinds or selects, or a popover to anchor, generates
/// its own `perform(_:)`.)
@MainActor
public protocol NavGraphOpeningFlowController: NavGraphRoutingFlowController {}

extension NavGraphOpeningFlowController {
    /// Performs a route of this screen: makes the destination, shows it, hands over the context
    /// and wires the feedback back to this FlowController. Ignored (with a debug log) while the
    /// screen is not the top-most one or a transition is running.
    public func perform(_ route: NavGraphScreenRoute) {
        guard let navigator = navigatorAccepting(route), let opening = navGraphOpening(for: route) else { return }
        navigator.navigation.perform(opening, from: self)
    }
}
