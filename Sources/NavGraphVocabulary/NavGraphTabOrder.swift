/// Who orders a tabs flow's tabs: the graph's `order:` on a tabs flow (parsed by raw value).
/// Without the key the tab bar shows them as `children` lists them.
public enum NavGraphTabOrder: String, CaseIterable, Hashable, Sendable {
    /// `order: app`: the app gives the order at run time, the person's choice it keeps with its
    /// settings (IceCubesApp's tabs, which the person picks and arranges). The flow's contract asks
    /// `tabOrder()`, and the app calls `updateTabs()` when the order changes.
    case app
}
