/// A tab item of a tabs flow that performs one of the flow's own routes instead of selecting a
/// tab: a client's "post" item that presents the editor (`children: [Home, { route: compose }]`).
public struct ActionTab: Sendable, Hashable {
    /// The flow's own route the item performs, where it is written.
    public var route: Located<String>
    /// How many of the flow's `children` come before the item in the tab bar.
    public var position: Int

    /// Creates an action tab.
    public init(route: Located<String>, position: Int) {
        self.route = route
        self.position = position
    }
}

extension Flow {
    /// The tab bar's items in the order written: each child, and each action tab's route.
    public var tabItems: [Located<String>] {
        var items = children
        // Inserted last first, so that each position still counts the children before it.
        for tab in actionTabs.reversed() { items.insert(tab.route, at: min(tab.position, items.count)) }
        return items
    }
}
