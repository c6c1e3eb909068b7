/// Routes of several steps (`then:` in the graph): after a route shows its destination, what it
/// showed goes on with its own routes, in the same transition.
extension NavGraphStateMachine {
    /// Goes on from `first`, the entry a route showed (or a link's chain its first screen),
    /// with `steps`: each is the route of that name of what the step before showed (the screen
    /// or flow, or the screen on top inside a flow: a stack flow's root), made as a restored state
    /// makes it (`navGraphReopening`), so that its FlowController hears how the route ends. A step
    /// pushes or presents (a link's chain only pushes: `pushesOnly`); the pushes onto one stack
    /// are drawn with that stack's last change, as one change (UIKit's `setViewControllers`). A
    /// step that cannot be taken ends the steps, logged, and what the ones before showed stays.
    func performSteps(_ steps: [NavGraphRouteStep], after first: NavGraphEntryID, pushesOnly: Bool = false, _ transition: inout Transition) {
        var below = first
        var pushedOnto: [NavGraphEntryID] = []
        taking: for step in steps {
            guard let (opener, opening) = reopening(step, from: below) else {
                ignore("\(state[below]?.node.map(\.rawValue) ?? "the screen on top") has no route '\(step.route)' that pushes or presents \(step.destination)")
                break taking
            }
            let route = NavGraphRouteValue(opening.route)
            let node = opening.flowController.navGraphNode
            let command: NavGraphCommand
            switch opening.route.transition {
            case .push, .pushDrawnByApp: command = .pushChained(node, route: route, from: opener)
            case .present(let options) where !pushesOnly: command = .present(node, options: options.shown(inCompactWidth: renderer?.isCompactWidth == true), route: route, from: opener)
            default:
                ignore("route '\(step.route)' of \(state[opener]?.node.map(\.rawValue) ?? "") " + (pushesOnly ? "does not push: a link's chain pushes" : "neither pushes nor presents: it is no step"))
                break taking
            }
            var shown: NavGraphEntryID?
            guard let piece = perform(command, drawn: transition.changes, making: { _ in opening.flowController }, started: { made in
                made.map { setHandler(opening.onEnd, for: $0) }
                opening.start()
                shown = made
            }), let shown else { break taking }
            transition.continue(with: piece)
            if opening.route.transition.style == .push, let stack = state[shown]?.parent, !pushedOnto.contains(stack) { pushedOnto.append(stack) }
            below = shown
        }
        for stack in pushedOnto {
            if let piece = perform(.drawStack(stack), drawn: transition.changes) { transition.continue(with: piece) }
        }
    }

    /// What `step` opens from `entry`, with the entry whose FlowController performs it: `entry`,
    /// or the screen on top inside it (the root a stack flow shows once a route has shown it).
    private func reopening(_ step: NavGraphRouteStep, from entry: NavGraphEntryID) -> (NavGraphEntryID, NavGraphOpening)? {
        let top = state.top.flatMap { state.lineage(of: $0).contains(entry) && $0 != entry ? $0 : nil }
        for performer in [entry] + (top.map { [$0] } ?? []) {
            if let opening = flowController(for: performer)?.navGraphReopening(step.route, to: step.destination.value) { return (performer, opening) }
        }
        return nil
    }
}
