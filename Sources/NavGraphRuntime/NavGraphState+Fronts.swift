/// What a person sees and acts on where a flow shows several children at once: a split view that
/// shows its columns, a container flow.
extension NavGraphState {
    /// Whether `entry` shows its children side by side rather than one at a time.
    private func showsChildrenAtOnce(_ entry: NavGraphEntry) -> Bool {
        if entry.split?.collapsed == false { return true }
        if case .container = entry.content { return true }
        return false
    }

    /// The child of a flow that shows its children at once which presents something, itself or
    /// inside it: what it presents covers the whole flow (UIKit presents one view controller at
    /// a time over a window), so what a person sees goes through it (the sidebar's "Add feed"
    /// sheet over a split view, a sheet from a container's favourites).
    func presentingChild(of entry: NavGraphEntry) -> NavGraphEntryID? {
        guard showsChildrenAtOnce(entry) else { return nil }
        return entry.children.first { child in subtree(of: child).contains { entries[$0]?.presentation != nil } }
    }

    /// The entries a person acts on: the top-most one, and the top screens shown beside the way
    /// to it with nothing presented over them: each column of a split view that shows its
    /// columns (a sidebar beside the detail, whose selection is taken), everything a container
    /// flow's children show.
    var fronts: [NavGraphEntryID] {
        let path = visibleEntries
        guard let top = path.last else { return [] }
        var result = [top]
        for (index, id) in path.enumerated() where !path[(index + 1)...].contains(where: { entries[$0]?.presentation != nil }) {
            result += tops(beside: id)
        }
        return result
    }

    /// The top screens `id` shows side by side: its columns' tops for an expanded split view, for
    /// a container what each child shows.
    private func tops(beside id: NavGraphEntryID) -> [NavGraphEntryID] {
        guard let entry = entries[id] else { return [] }
        if entry.split?.collapsed == false { return columns(of: id).compactMap(\.last) }
        guard case .container(let children) = entry.content else { return [] }
        return children.flatMap(shownTops(from:))
    }

    /// The top screens shown inside `id`, nothing being presented: the one at the end of its
    /// shown children, and those shown side by side on the way.
    private func shownTops(from id: NavGraphEntryID) -> [NavGraphEntryID] {
        var result: [NavGraphEntryID] = []
        var current: NavGraphEntryID? = id
        while let next = current, let entry = entries[next] {
            result += tops(beside: next)
            if entry.shownChild == nil { result.append(next) }
            current = entry.shownChild
        }
        return result
    }
}
