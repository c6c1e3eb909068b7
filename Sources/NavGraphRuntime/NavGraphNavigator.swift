/// Shows the graph: UIKit's (`NavGraphUIKitNavigator`) or a headless one for tests
/// (`NavGraphHeadlessNavigator`). Both run one `NavGraphStateMachine`; they differ only in how
/// the state is drawn.
///
/// One navigator per window or scene; pass it the entry FlowController, and each shown
/// FlowController receives it. There is no shared navigator.
@MainActor
public protocol NavGraphNavigator: AnyObject {
    /// The state machine that holds this navigator's navigation state.
    var navigation: NavGraphStateMachine { get }
}

extension NavGraphNavigator {
    /// The navigation state.
    public var state: NavGraphState { navigation.state }

    /// Shows `root` as the whole content of the navigator's window.
    public func showRoot(_ root: any NavGraphFlowController) {
        navigation.showRoot(root)
    }

    /// Shows `root`, a screen, at the root of a navigation stack of its own, as the whole content
    /// of the navigator's window (a window route with `embed: stack`).
    public func showRootInStack(_ root: any NavGraphFlowController) {
        navigation.showRootInStack(root)
    }

    /// Makes `root` the root of the stack flow `flow`.
    public func setStack(of flow: any NavGraphFlowController, root: any NavGraphFlowController) {
        navigation.setStack(of: flow, root: root)
    }

    /// Makes `tabs` the tabs of the tabs flow `flow`, the first one selected.
    public func setTabs(of flow: any NavGraphFlowController, tabs: [any NavGraphFlowController]) {
        navigation.setTabs(of: flow, tabs: tabs)
    }

    /// Makes `children` the children of the container flow `flow`, all shown at once.
    public func setContainer(of flow: any NavGraphFlowController, children: [any NavGraphFlowController]) {
        navigation.setContainer(of: flow, children: children)
    }

    /// Makes `child` the shown child of the switch flow `flow`.
    public func setSwitch(of flow: any NavGraphFlowController, child: any NavGraphFlowController) {
        navigation.setSwitch(of: flow, child: child)
    }

    /// Pops or dismisses `source` and everything above it; hands `feedback` to the screen that
    /// opened it, after the transition has completed.
    public func finish(_ source: any NavGraphFlowController, with feedback: (any Sendable)?) {
        navigation.finish(source, with: feedback)
    }

    /// Closes everything above the nearest `destination` below `source`; hands `feedback`, if
    /// any, to the route of `destination` that opened what was closed, after the transition has
    /// completed.
    public func unwind(to destination: NavGraphNodeName, from source: any NavGraphFlowController, feedback: (any Sendable)? = nil) {
        navigation.unwind(to: destination, from: source, feedback: feedback)
    }
}
