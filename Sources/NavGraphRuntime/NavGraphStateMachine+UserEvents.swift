/// What the user did on screen, reported by a renderer after the screen already shows it (or by
/// a headless navigator that simulates it). Nothing is drawn; closed routes' openers are told
/// at once that their routes ended without feedback.
extension NavGraphStateMachine {
    /// The user went back in `stack` (back button, completed swipe) until `entry` is its top.
    func userPopped(_ stack: NavGraphEntryID, to entry: NavGraphEntryID) {
        let list = state.stackEntries(stack)
        guard let index = list.firstIndex(of: entry), index < list.count - 1 else { return }
        let closed = list[(index + 1)...].reversed().flatMap { state.subtree(of: $0) }
        update(stack) { $0.content = .stack(Array(list[...index])) }
        finishUserEvent(closed)
    }

    /// The user dismissed the presentation `presented` (a sheet swiped down, a popover tapped away).
    func userDismissed(_ presented: NavGraphEntryID) {
        guard state[presented]?.presentation != nil, let presenter = state[presented]?.parent else { return }
        let closed = state.subtree(of: presented)
        update(presenter) { $0.presented = nil }
        finishUserEvent(closed)
    }

    /// The user tapped the tab at `index` of the tabs flow `tabs`.
    func userSelectedTab(_ tabs: NavGraphEntryID, index: Int) {
        guard case .tabs(let list, _) = state[tabs]?.content, list.indices.contains(index) else { return }
        update(tabs) { $0.content = .tabs(list, selected: index) }
    }

    private func finishUserEvent(_ closed: [NavGraphEntryID]) {
        let callbacks = close(closed)
        release(closed)
        for callback in callbacks { callback() }
    }
}
