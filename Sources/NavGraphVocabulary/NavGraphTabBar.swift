/// Who draws a tabs flow's bar: the graph's `bar:` on a tabs flow (parsed by raw value). Without
/// the key the system's tab bar shows every tab (UIKit's `UITabBarController`, SwiftUI's `TabView`).
public enum NavGraphTabBar: String, CaseIterable, Hashable, Sendable {
    /// `bar: app`: the app draws the switcher and shows one tab at a time in its own view, as a
    /// browser shows one tab and offers its own tab switcher, or a segmented control swaps two
    /// lists (DuckDuckGo's favourites). The flow keeps its selection: under UIKit the contract
    /// asks `show(_:for:)` with the selected tab's view controller, under SwiftUI `tabsView(_:)`
    /// with the selected tab's view and the selection.
    case app
}
