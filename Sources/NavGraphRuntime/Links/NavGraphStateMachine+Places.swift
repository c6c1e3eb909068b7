/// Where a link opens when the graph lists several places for it, or when it is tapped inside the
/// app. A client pushes a profile link onto whichever tab shows (every tab's `.onOpenURL`), and a
/// permalink tapped in a timeline onto that timeline's stack, while the same URL from outside goes
/// to its home place.
extension NavGraphStateMachine {
    /// Of `placement` and the places listed after it (`in: [Home, Search]`), the one to follow
    /// now: the first whose way down shows already, every switch flow on it showing its child and
    /// every tabs flow its tab (the stack of the tab the person sees); else the first listed, whose
    /// steps select its tab.
    func placeShowingNow<Destination>(_ placement: NavGraphPlacement<Destination>) -> NavGraphPlacement<Destination> {
        guard !placement.elsewhere.isEmpty else { return placement }
        return placement.places.first(where: showsNow) ?? placement
    }

    /// Whether every step of `placement` shows its child already.
    private func showsNow<Destination>(_ placement: NavGraphPlacement<Destination>) -> Bool {
        guard var current = state.root else { return false }
        for step in placement.steps {
            guard let entry = state[current], entry.node == step.flow else { return false }
            let shown: NavGraphEntryID? = switch entry.content {
            case .switch, .tabs: entry.shownChild
            case .stack(let entries): entries.first
            case .container(let children): children.first { state[$0]?.node == step.child }
            case .leaf: nil
            }
            guard let child = shown, state[child]?.node == step.child else { return false }
            current = child
        }
        return true
    }

    /// Opens `destination` from a link tapped inside the app on the screen `source`: when one of
    /// `source`'s routes pushes the screen (its `navGraphPushingRoutes`), it is pushed above
    /// `source` by that route, as if the person had tapped it (the opener hears how it ends, a
    /// restored state makes it again through that route); otherwise it opens as a link from
    /// outside does (`open(_:placement:through:)`), as it does without `source`. Returns whether it
    /// is shown now.
    @discardableResult
    public func open<Destination: Hashable & Sendable>(
        _ destination: Destination, placement: NavGraphPlacement<Destination>, through chain: [NavGraphChainedScreen<Destination>] = [],
        tappedOn source: (any NavGraphFlowController)?
    ) -> Bool {
        // A new window wins over a push route of the screen the link was tapped on.
        if placement.opensNewWindow, openInNewWindow(destination) { return true }
        // So does a new instance: the person asked for a new tab, not a push in this one.
        guard !placement.opensNewInstance else { return open(destination, placement: placement, through: chain) }
        guard let opening = source?.navGraphOpening(pushing: destination), let source else {
            return open(destination, placement: placement, through: chain)
        }
        push(opening.flowController, from: source, route: opening.route, onEnd: opening.onEnd, start: opening.start)
        return entryID(of: opening.flowController) != nil
    }
}

extension NavGraphFlowController {
    /// What one of this screen's push routes opens towards `destination`, made as `perform(_:)`
    /// makes it; `nil` when none of them pushes that screen with that context.
    func navGraphOpening(pushing destination: any Hashable & Sendable) -> NavGraphOpening? {
        for route in navGraphPushingRoutes {
            if let opening = navGraphReopening(route, to: destination), opening.route.transition.style == .push { return opening }
        }
        return nil
    }
}
