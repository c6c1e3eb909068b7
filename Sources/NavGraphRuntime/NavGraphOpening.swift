/// A pushed or presented route made ready: the destination's FlowController, made through the
/// source's contract, with how the route ends wired back to the source and how to start the
/// destination once it is shown. Generated `perform(_:)` and restoring a saved state both make
/// one (`navGraphOpening(for:)`) and hand it to the state machine.
@MainActor
public struct NavGraphOpening {
    /// The destination's FlowController, not shown yet.
    public let flowController: any NavGraphFlowController
    /// The route, with the context it hands over.
    public let route: any NavGraphRoute
    /// Tells the source how the route ended: with feedback or without.
    public let onEnd: NavGraphFinishHandler?
    /// Starts the destination once it is in the state (its `start(context:)` or `startFlow()`).
    public let start: @MainActor () -> Void
    /// For a flow, what runs instead of `start` when a restored state shows the flow's saved
    /// content rather than starting it: a sub-flow receives its context (`start(context:)`).
    public let restoring: (@MainActor () -> Void)?

    /// Wraps a made destination and the route that opens it.
    public init(
        _ flowController: any NavGraphFlowController,
        route: any NavGraphRoute,
        onEnd: NavGraphFinishHandler?,
        restoring: (@MainActor () -> Void)? = nil,
        start: @escaping @MainActor () -> Void
    ) {
        self.flowController = flowController
        self.route = route
        self.onEnd = onEnd
        self.restoring = restoring
        self.start = start
    }

    /// What starts the destination in a restored state: `start` for a screen; for a flow, whose
    /// saved content is shown instead of starting it, `restoring`.
    var restoredStart: (@MainActor () -> Void)? {
        flowController.navGraphFlow == nil ? start : restoring
    }
}
