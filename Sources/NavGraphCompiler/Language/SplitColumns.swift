/// What a column of a split flow is to the people who use it, by its place: UIKit's
/// `UISplitViewController.Column` (primary, supplementary, secondary) and SwiftUI's
/// `NavigationSplitView` (sidebar, content, detail) name the same three.
public enum SplitColumnRole: String, CaseIterable, Sendable, Hashable {
    /// The first column: the split's root (UIKit's primary column).
    case sidebar
    /// The middle column of three (UIKit's supplementary column).
    case content
    /// The last column (UIKit's secondary column).
    case detail

    /// The role of the column at `index` of `count` columns: the first is the sidebar, the last
    /// the detail, one between them the content.
    public init(index: Int, of count: Int) {
        self = index == 0 ? .sidebar : index == count - 1 ? .detail : .content
    }
}

/// One column of one split flow: where a screen inside the split's stack is shown while the
/// split view shows its columns.
public struct SplitColumn: Sendable, Hashable, Comparable {
    /// The split flow's name.
    public var split: String
    /// The column's index in the flow's `columns`, 0 for the first.
    public var index: Int

    /// Creates a column of a split flow.
    public init(split: String, index: Int) {
        self.split = split
        self.index = index
    }

    /// By split, then by column: the order diagnostics and pictures list them in.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool {
        (lhs.split, lhs.index) < (rhs.split, rhs.index)
    }
}

extension Flow {
    /// For a split flow: the index of the column that lists `screen`, if one does (a name is
    /// listed once).
    public func column(listing screen: String) -> Int? {
        columns.firstIndex { column in column.contains { $0.value == screen } }
    }

    /// For a split flow: the role of its column at `index` (sidebar, content or detail).
    public func columnRole(_ index: Int) -> SplitColumnRole {
        SplitColumnRole(index: index, of: columns.count)
    }

    /// For a split flow: the column a screen is in once it is pushed from `column` (one of this
    /// flow's): the column that lists it when a later one does (it starts that column), else
    /// `column` (it stays in the column that pushed it). A push back to an earlier column, which
    /// is `invalid-split`, counts as showing its screen there: its one mistake is not reported
    /// again at the pushes of the screen it shows.
    func column(afterPushing screen: String, from column: SplitColumn) -> SplitColumn {
        guard let listed = self.column(listing: screen), listed > 0 else { return column }
        return SplitColumn(split: name.value, index: listed)
    }
}

extension Flow {
    /// Every name the flow lists, as written: a split flow's columns (its root first), the
    /// children (or roots) of the other kinds.
    public var listedNames: [Located<String>] {
        kind == .split ? columns.flatMap { $0 } : children
    }
}
