extension NavGraphFlowController {
    /// Performs `route`, a case of a generated route enum, from this FlowController: the one
    /// entry generated `perform(_:)` calls. Ignored (with a debug log) while this FlowController
    /// is not shown or not at the front (but for an unwind to itself), or a transition is running
    /// (`navigatorAccepting(_:reach:)`); an overlay is taken whatever is shown over this FlowController.
    ///
    /// The route's declaration says how it shows its destination (`NavGraphTransition`); one
    /// exhaustive switch carries each transition out, so a transition the runtime lacks is a
    /// compile error here. What only generated code can give comes with the route: `opening`
    /// makes a pushed or presented destination, or one that takes this screen's place, with how
    /// its route ends wired back (`navGraphOpening(for:)`); `placement` places an opened one as a
    /// link would (`NavGraphDestination.navGraphPlacement(of:)`); `start` starts a replacing child
    /// or a selected tab with the route's context. A popover points at `anchor`. A route of
    /// several steps goes on with its declaration's steps (`then:`) in the same transition.
    public func navGraphPerform<Route: NavGraphDeclaredRoute>(
        _ route: Route,
        anchor: NavGraphAnchor = .source,
        opening: (Route) -> NavGraphOpening? = { _ in nil },
        placement: (NavGraphNodeName) -> NavGraphPlacement<Route.Destination>? = { _ in nil },
        start: @escaping @MainActor (any NavGraphFlowController) -> Void = { _ in }
    ) {
        let declaration = route.navGraphDeclaration
        let destination = declaration.destination.name
        // An unwind to this screen itself closes what is shown above it: taken from below.
        guard let navigation = navigatorAccepting(route, reach: declaration.transition.reach(from: navGraphNode))?.navigation else { return }
        switch declaration.transition {
        case .push, .pushDrawnByApp:
            guard let made = opening(route) else { return }
            navigation.push(made.flowController, from: self, route: made.route, onEnd: made.onEnd, then: declaration.steps, start: made.start)
        case .present(let options):
            guard let made = opening(route) else { return }
            navigation.present(
                made.flowController, from: self, options: options, anchor: anchor, route: made.route, onEnd: made.onEnd, then: declaration.steps,
                start: made.start)
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
            navigation.unwind(to: target, from: self, feedback: declaration.handsBack?.value, then: declaration.steps)
        case .open:
            guard let placement = placement(destination) else { return }
            navigation.open(declaration.destination, placement: placement, from: self, then: declaration.steps)
        case .openNewInstance:
            guard let placement = placement(destination) else { return }
            navigation.open(declaration.destination, placement: placement.inNewInstance, from: self, then: declaration.steps)
        case .finish(let flow):
            navigation.finishFlow(flow, from: self, feedback: declaration.handsBack?.value)
        case .window, .windowInStack:
            navigation.openWindow(declaration.destination, oneWindow: declaration.transition.oneWindowPresentation, from: self) { opening(route) }
        }
    }
}
