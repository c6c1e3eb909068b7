/// Split flows through SwiftUI's bindings: one `NavigationSplitView` whatever the width (SwiftUI
/// collapses it into one stack where the width is compact, "A NavigationSplitView collapses into
/// a single stack in some contexts, like on iPhone"), so a resize keeps every screen's view and
/// its `@State`; each column a `NavigationStack` of its part of the split flow's one stack; the
/// column on top of the collapsed stack (`preferredCompactColumn`, iOS 17) and the columns shown
/// where the width allows (`columnVisibility`) follow the screen on top.
extension NavGraphSwiftUINavigator {
    /// The entries the column at `column` of the split flow `split` shows, bottom first: what
    /// `NavigationSplitView` draws in that column (empty while nothing shows in it).
    public func column(_ column: Int, of split: NavGraphEntryID) -> [NavGraphEntryID] {
        let columns = state.columns(of: split)
        return columns.indices.contains(column) ? columns[column] : []
    }

    /// The path of the `NavigationStack` in a split view's column: the column's entries above its
    /// first.
    public func columnPath(_ column: Int, of split: NavGraphEntryID) -> [NavGraphEntryID] {
        Array(self.column(column, of: split).dropFirst())
    }

    /// SwiftUI wrote the path of a split view column's `NavigationStack`: a shorter one means the
    /// person went back in that column, which closes what is above it in the stack, the later
    /// columns included.
    public func setColumnPath(_ path: [NavGraphEntryID], _ column: Int, of split: NavGraphEntryID) {
        let entries = self.column(column, of: split)
        guard path.count < entries.count - 1, entries.dropFirst().starts(with: path) else { return }
        userAsks(.popped(split, to: entries[path.count]))
    }

    /// The column (0 is the sidebar) that holds the split flow's screen on top: the one on top of
    /// the collapsed stack, SwiftUI's `preferredCompactColumn`.
    public func topColumn(of split: NavGraphEntryID) -> Int {
        guard let top = topEntry(of: split) else { return 0 }
        return state.columns(of: split).firstIndex { $0.contains(top) } ?? 0
    }

    /// SwiftUI wrote the column on top of the collapsed stack: an earlier one than the screen on
    /// top's means the person went back out of the later columns (the back button at a column's
    /// first screen), which closes them; any other column, or a write while the split view shows
    /// its columns, changes nothing (what shows is the graph's business).
    public func setTopColumn(_ column: Int, of split: NavGraphEntryID) {
        guard state[split]?.split?.collapsed == true, column < topColumn(of: split),
              let shown = state.columns(of: split).prefix(column + 1).last(where: { !$0.isEmpty })?.last else { return }
        userAsks(.popped(split, to: shown))
    }

    /// The columns the split view shows where the width allows: what the person chose while the
    /// same screen is on top; otherwise what brings the screen on top into view (every column
    /// for the sidebar's, the last two for the middle column's of three), and for a screen of the
    /// last column the device's default, which closes sidebars shown over it.
    public func columnVisibility(of split: NavGraphEntryID) -> NavGraphColumnVisibility {
        let top = topEntry(of: split)
        if let chosen = chosenColumns[split], chosen.top == top { return chosen.visibility }
        let columns = state.columns(of: split).count
        switch topColumn(of: split) {
        case columns - 1: return .automatic
        case 0: return .all
        default: return .doubleColumn
        }
    }

    /// SwiftUI wrote the columns it shows: the person showed or hid the sidebar. The choice holds
    /// while the same screen is on top.
    public func setColumnVisibility(_ visibility: NavGraphColumnVisibility, of split: NavGraphEntryID) {
        chosenColumns = chosenColumns.filter { state[$0.key] != nil }
        guard let top = topEntry(of: split) else { return }
        chosenColumns[split] = (top, visibility)
    }

    /// The split flow's screen on the way to what the person sees: the top of its stack, or the
    /// one that presents what covers the split view.
    private func topEntry(of split: NavGraphEntryID) -> NavGraphEntryID? {
        let visible = Set(state.visibleEntries)
        let shown = state.shownStackEntries(split)
        return shown.last(where: visible.contains) ?? shown.last
    }
}
