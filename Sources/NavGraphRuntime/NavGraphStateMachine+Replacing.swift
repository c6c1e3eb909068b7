/// The two `replace` routes that act on a navigation stack, each drawn as one transition to the
/// stack's new entries (UIKit's `setViewControllers(_:animated:)`, a new `NavigationStack` path):
/// a screen put in the source's place on top of the stack, and the stack started again from a
/// root. What is presented above the stack is dismissed first; the openers of the routes that
/// opened the closed entries are told that they ended without feedback.
extension NavGraphStateMachine {
    /// Puts `opening`'s destination in the place of the entry of `source`'s stack that `source`
    /// is (or is inside): that entry and everything above it close. No route waits for the
    /// destination to end; it finishes back to the entry below it, like a pushed screen.
    func replaceTop(_ opening: NavGraphOpening, from source: any NavGraphFlowController) {
        run("replace \(source.navGraphNode) with \(opening.flowController.navGraphNode)", from: source) { [unowned self] id in
            guard entryID(of: opening.flowController) == nil else {
                ignore("\(opening.flowController.navGraphNode) is already shown")
                return nil
            }
            guard let stack = state.stack(containing: id), let index = state.stackEntries(stack).firstIndex(where: state.lineage(of: id).contains),
                  let replaced = state[state.stackEntries(stack)[index]], replaced.opening != nil || replaced.linkDestination != nil,
                  let below = index > 0 ? state.stackEntries(stack)[index - 1] : state[stack]?.parent else {
                ignore("\(source.navGraphNode) is not pushed or presented in a navigation stack: its stack's flow makes its root")
                return nil
            }
            var transition = closeStack(stack, from: index)
            // The routes that opened what it replaced, for a saved state to make them again; the
            // link that opened the first one stays the link.
            let earlier = replaced.opening.map { $0.replaced + [$0.route] } ?? []
            let made = add(opening.flowController, parent: stack, opening: .init(opener: below, route: NavGraphRouteValue(opening.route), replaced: earlier))
            update(made) { $0.linkDestination = replaced.linkDestination }
            update(stack) { $0.content = .stack(state.stackEntries(stack) + [made]) }
            opening.start()
            transition.changes.append(.setStack(stack))
            return transition
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
            guard let stack = state.stack(containing: id), let flow = flowController(for: stack), flow.navGraphFlow?.kind.acceptsPushes == true,
                  let made = flow.navGraphChild(root) else {
                ignore("\(source.navGraphNode) is not inside a stack flow with the root \(root)")
                return nil
            }
            var transition = closeStack(stack, from: 0)
            let shown = add(made.flowController, parent: stack)
            update(stack) { $0.content = .stack([shown]) }
            start(made.flowController)
            transition.changes.append(.setStack(stack))
            return transition
        }
    }

    /// Dismisses what is presented above the top of `stack` and closes its entries from `index`
    /// up, removing them from the stack's entries.
    private func closeStack(_ stack: NavGraphEntryID, from index: Int) -> Transition {
        let list = state.stackEntries(stack)
        var transition = list.last.map { closeAbove($0, popStack: false) } ?? Transition()
        let closed = list[index...].reversed().flatMap { state.subtree(of: $0) }.filter { !transition.closed.contains($0) }
        transition.callbacks += close(closed)
        transition.closed += closed
        update(stack) { $0.content = .stack(Array(list[..<index])) }
        return transition
    }
}
