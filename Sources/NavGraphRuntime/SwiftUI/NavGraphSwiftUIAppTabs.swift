#if canImport(SwiftUI)
import SwiftUI
#endif

/// A tabs flow whose bar the app draws (`bar: app`) under `generate: ui: swiftui`: its view shows
/// the selected tab's view with a switcher of the app's own, instead of a `TabView` (its
/// generated contract asks for it).
@MainActor
public protocol NavGraphSwiftUIAppTabs: NavGraphSwiftUIFlowController {
    #if canImport(SwiftUI)
    /// The type of the flow's view.
    associatedtype TabsView: View
    /// The view the selected tab is shown in: `tabs.selected` is the selected tab's view, with
    /// everything it shows and presents; `tabs.selection` the selected tab's name, which a
    /// switcher writes when the person chooses another (`Picker(selection: tabs.selection)`);
    /// `tabs.shown` the fixed tabs that show now, in order; `tabs.keys` and `tabs.selectedKey`
    /// the open tabs made from data and the selected one's key.
    @ViewBuilder func tabsView(_ tabs: NavGraphAppTabs) -> TabsView
    #endif
}

#if canImport(SwiftUI)
/// What a tabs flow drawn by the app (`bar: app`) shows, for its `tabsView(_:)`.
@MainActor
public struct NavGraphAppTabs {
    /// The view of the selected tab.
    public let selected: AnyView
    /// The selected tab's name. Writing another tab's name selects it, as tapping a `TabView`'s
    /// item does; a name the flow does not show changes nothing.
    public let selection: Binding<NavGraphNodeName>
    /// The fixed tabs the flow shows now, in order: every tab less the `hideable` ones the app
    /// hides, in the app's order under `order: app`. Tabs made from data are in `keys`.
    public let shown: [NavGraphNodeName]
    /// The keys of the tabs made from data (`{ each: BrowserTab, key: TabID }`: a browser's open
    /// tabs) in order; empty for a flow without them. `key(as:)` gives the app's key.
    public let keys: [NavGraphInstanceKey]
    /// The key of the selected tab made from data, `nil` while a fixed tab is selected. Writing
    /// an open tab's key selects it, as `selection` does a fixed tab (a switcher's grid of
    /// tabs, or `Picker(selection: tabs.selectedKey)`); `nil` or a key with no tab changes nothing.
    public let selectedKey: Binding<NavGraphInstanceKey?>

    /// What the navigator hands a flow's `tabsView(_:)`.
    init(selected: AnyView, selection: Binding<NavGraphNodeName>, shown: [NavGraphNodeName], keys: [NavGraphInstanceKey], selectedKey: Binding<NavGraphInstanceKey?>) {
        self.selected = selected
        self.selection = selection
        self.shown = shown
        self.keys = keys
        self.selectedKey = selectedKey
    }
}

extension NavGraphSwiftUIAppTabs {
    /// The flow's view, with its type erased: only the navigator knows which flow it draws.
    func erasedTabsView(_ tabs: NavGraphAppTabs) -> AnyView {
        AnyView(tabsView(tabs))
    }
}
#endif
