/// The two `replace` routes that act on a navigation stack, each drawn as one transition to the
/// stack's new entries (UIKit's `setViewControllers(_:animated:)`, a new `NavigationStack` path):
/// a screen put in the source's place on top of the stack, and the stack started again from a
/// root. What is presented above the stack is dismissed first; the openers of the routes that
/// opened the closed entries are told that they ended without feedback.
extension NavGraphStateMachine {
    /// Puts `opening`'s destination in the place of the entry of `source`'s stack that `source`
    /// is (or is inside): that entry and everything above it close. No route waits for the
    /// destination to end; it finishes back to the entry below it, like a pushed screen.
    public func replaceTop(_ opening: NavGraphOpening, from source: any NavGraphFlowController) {
        run("replace \(source.navGraphNode) with \(opening.flowController.navGraphNode)", from: source) { [unowned self] id in
            guard entryID(of: opening.flowController) == nil else {
                ignore("\(opening.flowController.navGraphNode) is already shown")
                return nil
            }
            let command = NavGraphCommand.replaceTop(opening.flowController.navGraphNode, route: NavGraphRouteValue(opening.route), from: id)
            return perform(command, making: { _ in opening.flowController }, started: { _ in opening.start() })
        }
    }

    /// Starts the stack flow (or split flow) nearest to `source` again from its root named `root`,
    /// which that flow makes (`navGraphChild(_:)`, as for a restored state): every entry of the
    /// stack closes.
    /// `start` starts the made root once it is in the state.
    public func replaceStack(
        root: NavGraphNodeName,
        from source: any NavGraphFlowController,
        start: @escaping @MainActor (any NavGraphFlowController) -> Void
    ) {
        run("start the stack again from \(root)", from: source) { [unowned self] id in
            let refused = "\(source.navGraphNode) is not inside a stack flow with the root \(root)"
            let make = { [unowned self] (made: NavGraphEntry) -> (any NavGraphFlowController)? in
                guard let flow = made.parent.flatMap(flowController(for:)), flow.navGraphFlow?.kind.acceptsPushes == true,
                      let child = flow.navGraphChild(root) else {
                    ignore(refused)
                    return nil
                }
                return child.flowController
            }
            return perform(.replaceStackRoot(root, from: id), making: make, started: { shown in
                shown.flatMap(flowController(for:)).map(start)
            })
        }
    }
}
