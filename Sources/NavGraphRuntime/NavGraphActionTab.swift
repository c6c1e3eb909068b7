/// A tab item that performs one of its tabs flow's own routes instead of selecting a tab (an
/// action tab, `{ route: compose }` among the flow's children): a client's "post" item that
/// presents the editor over whichever tab shows. The tab bar shows it among the tabs; the state
/// never holds it, so it is never selected, restored or placed onto.
public struct NavGraphActionTab: Hashable, Sendable {
    /// The flow's own route the item performs, as the graph names it.
    public var route: String
    /// How many of the flow's children (in the graph's order) come before the item.
    public var position: Int
    /// What the item shows, as the flow's contract gives it.
    public var item: NavGraphTabItem

    /// Creates an action tab.
    public init(route: String, position: Int, item: NavGraphTabItem) {
        self.route = route
        self.position = position
        self.item = item
    }

    /// The tab bar's items in order: each tab that shows (`shown`, its index among them) with
    /// `actions` among them, each after the tabs the graph lists before it (`declared`, the
    /// flow's children) that show.
    public static func tabBarItems(
        shown: [NavGraphNodeName], declared: [NavGraphNodeName], actions: [NavGraphActionTab]
    ) -> [NavGraphTabBarItem] {
        var items = shown.indices.map(NavGraphTabBarItem.tab)
        for action in actions.reversed() {
            let before = Set(declared.prefix(action.position))
            items.insert(.action(action), at: items.firstIndex { item in
                guard case .tab(let index) = item else { return false }
                return !before.contains(shown[index])
            } ?? items.endIndex)
        }
        return items
    }
}

/// One item of a tab bar whose flow has action tabs: a tab (its index in the state's tabs) or an
/// action tab.
public enum NavGraphTabBarItem: Hashable, Sendable {
    /// The tab at this index of the flow's tabs in the state.
    case tab(Int)
    /// An action tab.
    case action(NavGraphActionTab)
}

/// What an action tab's item shows: its title and an SF Symbol (UIKit's `UITabBarItem`,
/// SwiftUI's `Label` in `tabItem`).
public struct NavGraphTabItem: Hashable, Sendable {
    /// The item's title.
    public var title: String
    /// The name of the SF Symbol the item shows.
    public var systemImage: String

    /// Creates what an action tab's item shows.
    public init(title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }
}

extension NavGraphStateMachine {
    /// The items of the tab bar of the tabs flow `tabs` as the state shows it: its tabs, with its
    /// action tabs among them (what UIKit's tab bar and SwiftUI's `TabView` draw).
    public func tabBarItems(of tabs: NavGraphEntryID) -> [NavGraphTabBarItem] {
        guard case .tabs(let entries, _) = state[tabs]?.content else { return [] }
        let shown = entries.compactMap { state[$0]?.node }
        guard let flow = flowController(for: tabs), !flow.navGraphActionTabs.isEmpty, shown.count == entries.count else {
            return entries.indices.map(NavGraphTabBarItem.tab)
        }
        return NavGraphActionTab.tabBarItems(shown: shown, declared: flow.navGraphFlow?.children ?? shown, actions: flow.navGraphActionTabs)
    }

    /// The person tapped the action tab of `route` in the tab bar of the tabs flow `tabs`: the
    /// flow performs the route (generated `navGraphPerformActionTab(_:)`), as its own route is
    /// performed, and the selected tab stays. Nothing happens (with a debug log) when the flow
    /// has no such action tab.
    public func userTappedActionTab(_ route: String, of tabs: NavGraphEntryID) {
        guard let flow = flowController(for: tabs), flow.navGraphActionTabs.contains(where: { $0.route == route }) else {
            return ignore("the person tapped the action tab \(route) of \(tabs), which is no action tab of it")
        }
        flow.navGraphPerformActionTab(route)
    }
}
