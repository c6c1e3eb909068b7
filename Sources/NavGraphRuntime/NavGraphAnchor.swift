#if canImport(UIKit)
import UIKit
#endif

/// What a popover points at: the source FlowController's view unless `perform(_:anchor:)` names
/// a view or a bar button item. Other presentation styles ignore it.
@MainActor
public enum NavGraphAnchor {
    /// The whole view of the FlowController that performs the route.
    case source
    #if canImport(UIKit)
    /// A view, for example the button that was tapped.
    case view(UIView)
    /// A bar button item, for example in the navigation bar.
    case barButtonItem(UIBarButtonItem)
    #endif
}
