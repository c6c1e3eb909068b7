/// An overlay (`presentation: overlay`): a flow's own route shows its destination above
/// everything the window shows, as a presentation over the top-most entry, whose opener is the
/// flow. Every presentation below it stays as it was; as it refuses to close
/// (`NavGraphStateMachine.refusesDismissal(_:)`), links and notifications wait behind it and
/// nothing below it routes until its own screens finish.
extension NavGraphUpdate {
    mutating func overlay(
        _ node: NavGraphNodeName, options: NavGraphPresentationOptions, route: NavGraphRouteValue, from source: NavGraphEntryID
    ) -> NavGraphRefusal? {
        let path = state.visibleEntries
        if let shown = path.first(where: { state[$0]?.presentation?.presentation.coversEverything == true }) ?? state.floatingOverlays.first {
            return NavGraphRefusal("\(name(shown)) is an overlay shown already: \(node) would go above it")
        }
        guard let top = path.last, state.fronts.contains(where: { state.lineage(of: $0).contains(source) }) else {
            return NavGraphRefusal("\(name(source)) is not shown: its overlay \(node) would cover nothing of it")
        }
        shown = present(node, over: top, options: options, opening: .init(opener: source, route: route))
        return nil
    }
}

/// An overlay that shrinks (`shrinks: app`): its screen shrinks it into picture in picture, and it
/// floats over every screen while the person uses what is below (`NavGraphState.floatingOverlay`);
/// expanded, it covers and holds everything again.
extension NavGraphUpdate {
    /// The overlay that shrinks, with `source` in it: the presentation `source` is in, when it is
    /// an overlay whose route says `shrinks: app`.
    private func shrinkingOverlay(containing source: NavGraphEntryID) -> Result<NavGraphEntryID, NavGraphRefusal> {
        guard let overlay = state.lineage(of: source).first(where: { state[$0]?.presentation != nil }),
              state[overlay]?.presentation?.appShrinks == true else {
            return .failure(NavGraphRefusal("\(name(source)) is in no overlay that shrinks ('shrinks: app' on a flow's overlay route)"))
        }
        return .success(overlay)
    }

    /// Takes the overlay `source` is in out of the presented entries and keeps it under the flow
    /// whose route it is, floating. Refused while something is presented over its screens, which
    /// would be left with no way to it.
    mutating func shrinkOverlay(from source: NavGraphEntryID) -> NavGraphRefusal? {
        let overlay: NavGraphEntryID
        switch shrinkingOverlay(containing: source) {
        case .success(let found): overlay = found
        case .failure(let refusal): return refusal
        }
        guard state.floatingOverlay(containing: overlay) == nil else { return .changesNothing }
        if let above = state.subtree(of: overlay).first(where: { $0 != overlay && state[$0]?.presentation != nil }) {
            return NavGraphRefusal("\(name(overlay)) shrinks while \(name(above)) is presented over it: finish that first")
        }
        // In a stack of its own (`embed: stack`), the route opened the stack's first screen.
        let opening = state[overlay]?.opening ?? state.stackEntries(overlay).first.flatMap { state[$0]?.opening }
        guard let flow = opening?.opener, let presenter = state[overlay]?.parent else { return .changesNothing }
        update(presenter) { $0.presented = nil }
        update(overlay) { $0.parent = flow }
        update(flow) { $0.floating = overlay }
        changes.append(.shrinkOverlay(overlay))
        return nil
    }

    /// Puts the shrunk overlay `source` is in back over the top-most entry shown, where it holds
    /// links and routes again.
    mutating func expandOverlay(from source: NavGraphEntryID) -> NavGraphRefusal? {
        let overlay: NavGraphEntryID
        switch shrinkingOverlay(containing: source) {
        case .success(let found): overlay = found
        case .failure(let refusal): return refusal
        }
        guard state.floatingOverlay(containing: overlay) != nil, let flow = state[overlay]?.parent, let top = state.top else {
            return .changesNothing
        }
        update(flow) { $0.floating = nil }
        update(overlay) { $0.parent = top }
        update(top) { $0.presented = overlay }
        changes.append(.expandOverlay(overlay, over: top))
        return nil
    }

    /// Closes `overlay` when it floats shrunk, with everything in it, from under its flow (its
    /// screen finished); `false`, changing nothing, when it is no floating overlay.
    mutating func closeFloating(_ overlay: NavGraphEntryID, receiver: NavGraphEntryID?, feedback: (any Sendable)?) -> Bool {
        guard state.floatingOverlay(containing: overlay) == overlay, let flow = state[overlay]?.parent else { return false }
        changes.append(.dismiss(overlay, over: flow))
        let closing = state.subtree(of: overlay)
        update(flow) { $0.floating = nil }
        close(closing, receiver: receiver, feedback: feedback)
        return true
    }
}
