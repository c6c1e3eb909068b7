/// What a user's event does to the state: the screen already shows it, so it draws nothing; it
/// closes what the user closed, and the openers of the closed routes are told.
extension NavGraphUpdate {
    /// Follows `event`; `answer` is what a dialog's tapped button, a picker's pick or a share sheet's service hands back. Refused without a
    /// reason when the event does not fit the state (nothing above that entry, not presented, the
    /// tab already selected).
    mutating func follow(_ event: NavGraphUserEvent, answer: (any Sendable)?) -> NavGraphRefusal? {
        switch event {
        case .popped(let stack, let entry):
            // `entry` is one of the screens the stack shows, maybe inside a sub-flow pushed onto
            // it: the stack it is in keeps it on top, and what is above it closes (with a
            // sub-flow above it, every screen of the sub-flow and the sub-flow itself).
            let shownEntries = state.shownStackEntries(stack)
            guard let index = shownEntries.firstIndex(of: entry), index < shownEntries.count - 1, let owner = state[entry]?.parent,
                  let own = state.stackEntries(owner).firstIndex(of: entry) else { return .changesNothing }
            let list = state.stackEntries(owner)
            let closing = list[(own + 1)...].reversed().flatMap { state.subtree(of: $0) }
            update(owner) { $0.content = .stack(Array(list[...own])) }
            close(closing)
        case .dismissed(let presented), .answered(let presented, _, _), .picked(let presented, _), .shared(let presented, _),
             .pickedPhotos(let presented, _), .authenticated(let presented, _):
            guard state[presented]?.presentation != nil, let presenter = state[presented]?.parent else { return .changesNothing }
            let closing = state.subtree(of: presented)
            update(presenter) { $0.presented = nil }
            if case .dismissed = event { close(closing) } else { close(closing, receiver: presented, feedback: answer) }
        case .selectedTab(let tabs, let index):
            guard case .tabs(let list, let selected) = state[tabs]?.content, list.indices.contains(index), index != selected else { return .changesNothing }
            selectTab(index, of: tabs)
        case .collapsed(let split, let collapsed):
            guard let layout = state[split]?.split, layout.collapsed != collapsed else { return .changesNothing }
            update(split) { $0.split?.collapsed = collapsed }
        }
        return nil
    }
}
