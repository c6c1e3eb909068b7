/// What routes of several steps and a flow's own routes need of the state: where a push goes,
/// and the tab a tabs flow showed before.
extension NavGraphUpdate {
    /// Selects the tab at `index` of the tabs flow `flow`, remembering the tab it showed before:
    /// where a `select` of the tabs flow itself goes back to.
    mutating func selectTab(_ index: Int, of flow: NavGraphEntryID) {
        guard case .tabs(let tabs, let selected) = state[flow]?.content else { return }
        update(flow) {
            if selected != index, tabs.indices.contains(selected) { $0.previousTab = tabs[selected] }
            $0.content = .tabs(tabs, selected: index)
        }
    }

    /// Where a push from `source` goes: onto the stack `source` is in, above it; or, for a stack
    /// flow performing a route of its own, onto its own stack above its top screen (onto the
    /// sub-flow on top of it, whose screens are its top: a sub-flow is always the top of the
    /// stack it is pushed onto).
    func pushPlace(from source: NavGraphEntryID) -> (stack: NavGraphEntryID, above: NavGraphEntryID)? {
        guard state[source]?.node != nil, case .stack(let own) = state[source]?.content, let top = own.last else {
            return state.stack(containing: source).map { ($0, source) }
        }
        var stack = source
        var above = top
        while state.isSubflow(above), let inner = state.stackEntries(above).last {
            stack = above
            above = inner
        }
        return (stack, above)
    }
}
