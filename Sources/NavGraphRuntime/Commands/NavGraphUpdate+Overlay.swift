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
        if let shown = path.first(where: { state[$0]?.presentation?.presentation.coversEverything == true }) {
            return NavGraphRefusal("\(name(shown)) is an overlay shown already: \(node) would go above it")
        }
        guard let top = path.last, state.fronts.contains(where: { state.lineage(of: $0).contains(source) }) else {
            return NavGraphRefusal("\(name(source)) is not shown: its overlay \(node) would cover nothing of it")
        }
        shown = present(node, over: top, options: options, opening: .init(opener: source, route: route))
        return nil
    }
}
