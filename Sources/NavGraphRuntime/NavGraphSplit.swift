/// How a split flow shows its one navigation stack: in columns where the width allows
/// (`UISplitViewController`, `NavigationSplitView`), as one stack where it is compact.
public struct NavGraphSplit: Hashable, Sendable {
    /// The screens of each column, as the graph's `columns` lists them: the first column's is the
    /// stack's root; a screen of a later column starts that column when the column before it
    /// pushes it.
    public let columns: [[NavGraphNodeName]]
    /// Whether the split view shows its stack as one (compact width: an iPhone, an iPad app in
    /// Slide Over) rather than in columns. The renderer reports it (`NavGraphUserEvent.collapsed`).
    public internal(set) var collapsed: Bool

    /// A split view with these columns.
    public init(columns: [[NavGraphNodeName]], collapsed: Bool) {
        self.columns = columns
        self.collapsed = collapsed
    }
}

extension NavGraphState {
    /// The entries each column of the split flow `split` shows, first column first (one list per
    /// column of the graph, empty while nothing shows in it): its stack as a person sees it, cut
    /// before each screen of a later column than the one before it (a search in the sidebar may
    /// show an article in the detail, the content column staying empty). `[]` for an entry that
    /// is not a split flow.
    public func columns(of split: NavGraphEntryID) -> [[NavGraphEntryID]] {
        guard let layout = entries[split]?.split, !layout.columns.isEmpty else { return [] }
        var result = Array(repeating: [NavGraphEntryID](), count: layout.columns.count)
        var column = 0
        for id in shownStackEntries(split) {
            if !result[column].isEmpty, let node = entries[id]?.node,
               let later = layout.columns.indices.dropFirst(column + 1).first(where: { layout.columns[$0].contains(node) }) {
                column = later
            }
            result[column].append(id)
        }
        return result
    }
}
