/// Who draws a presentation's transition: the graph's `transition:` on a `present` route (parsed
/// by raw value). Without the key the system draws it, as the route's `presentation` says.
public enum NavGraphTransitionDrawer: String, CaseIterable, Hashable, Sendable {
    /// `transition: app`: the app draws it (NetNewsWire's zoom into a full-screen image,
    /// DuckDuckGo's tab switcher). UIKit asks the route's source for a transitioning delegate and
    /// presents with the `.custom` style; where the app gives none, and in SwiftUI, which has no
    /// custom modal transition, the route presents as its `presentation` says.
    case app
}
