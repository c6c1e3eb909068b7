/// A navigation state changed by commands (`applying(_:)`), with the effects the state machine
/// performs afterwards, in order: it makes a FlowController for each entry in `made` and starts
/// what the command shows, draws `changes`, releases what `closed` held once they are drawn, and
/// tells the opener of each route in `ended` how it ended.
///
/// A value: applying a command changes nothing else, and a command that is refused leaves no
/// trace (the machine keeps the state it had).
public struct NavGraphUpdate {
    /// The state after the commands.
    public internal(set) var state: NavGraphState
    /// The changes to draw, in order.
    public internal(set) var changes: [NavGraphChange] = []
    /// The entries closed, whose FlowControllers stay reachable until the changes are drawn.
    public internal(set) var closed: [NavGraphEntryID] = []
    /// The entries made, in the order they were made: the machine makes the FlowController of
    /// each that shows a screen or flow (an embedding stack shows none) and keeps it.
    public internal(set) var made: [NavGraphEntryID] = []
    /// The entry the last command shows, which the machine starts: the pushed or presented
    /// screen, the replacing child, the selected tab.
    public internal(set) var shown: NavGraphEntryID?
    /// The closed routes whose opener is still shown, in order, with the feedback each hands
    /// back (`nil`: ended without): the machine tells their openers once the changes are drawn.
    public internal(set) var ended: [(entry: NavGraphEntryID, feedback: (any Sendable)?)] = []
    /// The number of the last entry made; entry numbers are never reused.
    public internal(set) var lastID: Int

    /// Starts from `state`, whose entries are numbered up to `lastID`; `drawn` are the changes of
    /// earlier parts of the same transition, which a command may merge with its own (a link's
    /// push after its pop to the stack's root).
    public init(_ state: NavGraphState, lastID: Int, drawn: [NavGraphChange] = []) {
        self.state = state
        self.lastID = lastID
        changes = drawn
    }

    /// This update followed by `command`, or why `command` does not apply to it.
    public func applying(_ command: NavGraphCommand) -> Result<NavGraphUpdate, NavGraphRefusal> {
        var next = self
        next.shown = nil
        if let refusal = next.apply(command) { return .failure(refusal) }
        return .success(next)
    }

    // MARK: Entries

    /// Adds an entry showing `node` (a stack of its own when `nil`) inside or over `parent`.
    mutating func add(_ node: NavGraphNodeName?, parent: NavGraphEntryID?, opening: NavGraphEntry.Opening? = nil) -> NavGraphEntryID {
        lastID += 1
        let id = NavGraphEntryID(rawValue: lastID)
        var entry = NavGraphEntry(id: id, node: node)
        entry.parent = parent
        entry.opening = opening
        state.entries[id] = entry
        made.append(id)
        return id
    }

    /// Changes one entry of the state in place.
    mutating func update(_ id: NavGraphEntryID, _ change: (inout NavGraphEntry) -> Void) {
        guard var entry = state.entries[id] else { return }
        change(&entry)
        state.entries[id] = entry
    }

    /// Puts `id` on top of `stack`'s entries.
    mutating func append(_ id: NavGraphEntryID, onTo stack: NavGraphEntryID) {
        let list = state.stackEntries(stack) + [id]
        update(stack) { $0.content = .stack(list) }
    }

    /// Removes closed entries from the state; the route of every closed entry whose opener is
    /// still shown has ended, `receiver`'s with `feedback`.
    mutating func close(_ ids: [NavGraphEntryID], receiver: NavGraphEntryID? = nil, feedback: (any Sendable)? = nil) {
        let closing = Set(ids)
        for id in ids {
            guard let entry = state.entries.removeValue(forKey: id) else { continue }
            closed.append(id)
            guard let opening = entry.opening, !closing.contains(opening.opener) else { continue }
            ended.append((id, id == receiver ? feedback : nil))
        }
    }

    /// Closes everything shown above `target`: dismisses the lowest presentation between the
    /// top and `target` (which dismisses all above it), then, with `popStack`, pops `target`'s
    /// stack back to it.
    mutating func closeAbove(
        _ target: NavGraphEntryID, popStack: Bool, receiver: NavGraphEntryID? = nil, feedback: (any Sendable)? = nil
    ) {
        let stack = popStack ? state[target]?.parent.flatMap { state.stackEntries($0).isEmpty ? nil : $0 } : nil
        let stop = stack ?? target
        var path: [NavGraphEntryID] = []
        if let top = state.top {
            let lineage = state.lineage(of: top)
            if let end = lineage.firstIndex(of: stop) { path = Array(lineage[..<end]) }
        }
        var closing: [NavGraphEntryID] = []
        if let presented = path.last(where: { state[$0]?.presentation != nil }), let presenter = state[presented]?.parent {
            changes.append(.dismiss(presented, over: presenter))
            closing += state.subtree(of: presented)
            update(presenter) { $0.presented = nil }
        }
        if let stack {
            let list = state.stackEntries(stack)
            if let index = list.firstIndex(of: target), index < list.count - 1 {
                changes.append(.pop(stack, to: target))
                closing += list[(index + 1)...].reversed().flatMap { state.subtree(of: $0) }.filter { !closing.contains($0) }
                update(stack) { $0.content = .stack(Array(list[...index])) }
            }
        }
        close(closing, receiver: receiver, feedback: feedback)
    }

    /// Dismisses what is presented above the top of `stack` and closes its entries from `index`
    /// up, removing them from the stack's entries.
    mutating func closeStack(_ stack: NavGraphEntryID, from index: Int) {
        let list = state.stackEntries(stack)
        let before = closed.count
        if let top = list.last { closeAbove(top, popStack: false) }
        let dismissed = closed[before...]
        close(list[index...].reversed().flatMap { state.subtree(of: $0) }.filter { !dismissed.contains($0) })
        update(stack) { $0.content = .stack(Array(list[..<index])) }
    }

    /// Swaps the child `old` of the switch flow `container` for a new entry showing `child`,
    /// closing what was shown above the flow and in the old child.
    mutating func switchChild(of container: NavGraphEntryID, from old: NavGraphEntryID, to child: NavGraphNodeName) -> NavGraphEntryID {
        let before = closed.count
        closeAbove(container, popStack: false)
        let dismissed = closed[before...]
        close(state.subtree(of: old).filter { !dismissed.contains($0) })
        let made = add(child, parent: container)
        update(container) { $0.content = .switch(made) }
        changes.append(.replaceChild(of: container, old: old, new: made))
        return made
    }

    /// Presents a new entry showing `node` over `presenter`, in a stack of its own when the
    /// options say; returns the entry showing `node`.
    mutating func present(
        _ node: NavGraphNodeName, over presenter: NavGraphEntryID, options: NavGraphPresentationOptions, opening: NavGraphEntry.Opening?
    ) -> NavGraphEntryID {
        let presented: NavGraphEntryID
        let shown: NavGraphEntryID
        if options.embedInStack {
            presented = add(nil, parent: presenter)
            shown = add(node, parent: presented, opening: opening)
            update(presented) { $0.content = .stack([shown]) }
        } else {
            presented = add(node, parent: presenter, opening: opening)
            shown = presented
        }
        update(presented) { $0.presentation = options }
        update(presenter) { $0.presented = presented }
        changes.append(.present(presented, over: presenter))
        return shown
    }
}
