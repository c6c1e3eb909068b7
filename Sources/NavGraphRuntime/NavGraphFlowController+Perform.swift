extension NavGraphFlowController {
    /// Performs `route`, a case of a generated route enum, from this FlowController: the one
    /// entry generated `perform(_:)` calls. Ignored (with a debug log) while this FlowController
    /// is not shown or not at the front, or a transition is running (`navigatorAccepting(_:)`).
    ///
    /// The route's declaration says how it shows its destination (`NavGraphTransition`); one
    /// exhaustive switch carries each transition out, so a transition the runtime lacks is a
    /// compile error here. What only generated code can give comes with the route: `opening`
    /// makes a pushed or presented destination, or one that takes this screen's place, with how
    /// its route ends wired back (`navGraphOpening(for:)`); `placement` places an opened one as a
    /// link would (`NavGraphDestination.navGraphPlacement(of:)`); `start` starts a replacing child
    /// or a selected tab with the route's context. A popover points at `anchor`.
    public func navGraphPerform<Route: NavGraphDeclaredRoute>(
        _ route: Route,
        anchor: NavGraphAnchor = .source,
        opening: (Route) -> NavGraphOpening? = { _ in nil },
        placement: (NavGraphNodeName) -> NavGraphPlacement<Route.Destination>? = { _ in nil },
        start: @escaping @MainActor (any NavGraphFlowController) -> Void = { _ in }
    ) {
        guard let navigation = navigatorAccepting(route)?.navigation else { return }
        let declaration = route.navGraphDeclaration
        let destination = declaration.destination.name
        switch declaration.transition {
        case .push:
            guard let made = opening(route) else { return }
            navigation.push(made.flowController, from: self, route: made.route, onEnd: made.onEnd, start: made.start)
        case .present(let options):
            guard let made = opening(route) else { return }
            navigation.present(made.flowController, from: self, options: options, anchor: anchor, route: made.route, onEnd: made.onEnd, start: made.start)
        case .replace:
            guard let made = opening(route) else { return }
            navigation.replaceTop(made, from: self)
        case .replaceChild:
            navigation.replace(child: destination, from: self, start: start)
        case .replaceStackRoot:
            navigation.replaceStack(root: destination, from: self, start: start)
        case .select:
            navigation.select(destination, from: self, start: start)
        case .unwind(let target):
            navigation.unwind(to: target, from: self, feedback: declaration.handsBack?.value)
        case .open:
            guard let placement = placement(destination) else { return }
            navigation.open(declaration.destination, placement: placement, from: self)
        case .finish(let flow):
            navigation.finishFlow(flow, from: self, feedback: declaration.handsBack?.value)
        }
    }
}
