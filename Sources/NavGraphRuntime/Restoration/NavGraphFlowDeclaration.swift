/// A flow as the graph declares it, for restoring a saved state: its kind and the children it
/// may show (a stack's root, every tab in order, every child of a switch). Generated flow
/// contracts give it as `navGraphFlow`.
public struct NavGraphFlowDeclaration: Hashable, Sendable {
    /// What kind of flow it is.
    public var kind: NavGraphFlowKind
    /// Its children.
    public var children: [NavGraphNodeName]
    /// For a split flow, the screens of each column (the first column's is `children`'s root);
    /// empty for every other kind.
    public var columns: [[NavGraphNodeName]]
    /// For a tabs flow with children made from data (`{ each: ListTab, key: ListID }`), the stack
    /// flow each instance is and where the instances stand among `children`; `nil` otherwise.
    public var instances: NavGraphInstancesPlace?

    /// Describes a flow.
    public init(kind: NavGraphFlowKind, children: [NavGraphNodeName], columns: [[NavGraphNodeName]] = [], instances: NavGraphInstancesPlace? = nil) {
        self.kind = kind
        self.children = children
        self.columns = columns
        self.instances = instances
    }
}

/// A flow's child made for a restored state (`navGraphChild(_:)`), with how to start it once it
/// is shown.
@MainActor
public struct NavGraphMadeChild {
    /// The child's FlowController.
    public var flowController: any NavGraphFlowController
    /// Starts a screen (its `start()`, or `start(context:)` with the flow's context for it);
    /// `nil` for a flow, whose saved content is shown instead of starting it.
    public var start: (@MainActor () -> Void)?

    /// Wraps a made child.
    public init(_ flowController: any NavGraphFlowController, start: (@MainActor () -> Void)?) {
        self.flowController = flowController
        self.start = start
    }
}
