/// A container flow's FlowController under `generate: ui: uikit`: the navigator hands it each
/// child's view controller to show in its own view. Its generated contract asks the typed
/// `contain(_:as:)` and answers this requirement from it.
@MainActor
public protocol NavGraphContainerFlow: NavGraphFlowController {
    /// Shows `viewController`, the view controller of the child named `child`, in this flow's
    /// view (given by its contract, which calls the app's `contain(_:as:)`).
    func navGraphContain(_ viewController: NavGraphViewController, child: NavGraphNodeName)
}

extension NavGraphStateMachine {
    /// Makes `children` the children of the container flow `flow`, all shown at once, as the
    /// flow starts.
    public func setContainer(of flow: any NavGraphFlowController, children: [any NavGraphFlowController]) {
        startFlow(flow, .container(children.map(\.navGraphNode)), children)
    }
}
