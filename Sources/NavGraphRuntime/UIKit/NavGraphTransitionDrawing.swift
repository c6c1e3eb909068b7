#if canImport(UIKit)
import UIKit

/// A FlowController that draws the transitions of the presentations its routes make with
/// `transition: app`: NetNewsWire's zoom from an article's image into the full-screen image,
/// DuckDuckGo's tab switcher growing out of the tab button.
///
/// The UIKit navigator asks the FlowController whose route presents (for a presentation a link
/// opened, the one it is presented over) before it presents, and sets what it answers as the
/// presented controller's `transitioningDelegate` with the `.custom` style: "When the view
/// controller's `modalPresentationStyle` property is `UIModalPresentationStyle.custom`, UIKit
/// uses the object in this property to facilitate transitions and presentations for the view
/// controller." For an `embed: stack` route the presented controller is the navigation controller
/// the navigator made, which the app could not reach before. UIKit holds the delegate weakly; the
/// navigator keeps it until the presentation has closed. Answering `nil` presents as the route's
/// `presentation` says, with the system's transition. (An opt-in protocol, not a requirement of
/// the generated contract: contracts compile without UIKit, and SwiftUI has no custom modal
/// transition to ask for.)
@MainActor
public protocol NavGraphTransitionDrawing: NavGraphFlowController {
    /// The transitioning delegate that presents `presented`, which shows `destination`, for the
    /// route named `route` (`nil` when a link presented it): its animators, and its presentation
    /// controller if it gives one.
    func transitioningDelegate(
        presenting presented: UIViewController, showing destination: NavGraphNodeName, route: String?
    ) -> (any UIViewControllerTransitioningDelegate)?
}

extension NavGraphUIKitRenderer {
    /// Hands the presentation of the entry `id`, whose route says the app draws its transition,
    /// to the transitioning delegate its opener gives, with the `.custom` style; whether one was
    /// given. The presentation controller is the delegate's, made as UIKit presents, so the
    /// renderer adopts its delegate only once it is on screen.
    func drawTransitionByApp(of id: NavGraphEntryID, _ presented: UIViewController) -> Bool {
        let state = navigation.state
        guard let entry = state[id], entry.presentation?.appDrawsTransition == true else { return false }
        // An `embed: stack` presentation's stack is no screen: the route opened its first one.
        let shown = entry.node == nil ? state.shownStackEntries(id).first.flatMap { state[$0] } : entry
        let asked = (shown?.opening?.opener ?? entry.parent).flatMap { navigation.flowController(for: $0) }
        guard let shown, let destination = shown.node, let drawer = asked as? any NavGraphTransitionDrawing,
              let delegate = drawer.transitioningDelegate(
                  presenting: presented, showing: destination, route: (shown.opening?.route.value as? any NavGraphRoute)?.navGraphRouteName)
        else {
            NavGraphLog.ignored("no transitioning delegate for \(entry.node?.rawValue ?? "a stack"), whose route's transition the app draws: presented as its presentation says")
            return false
        }
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .custom
        transitioningDelegates[id] = delegate
        return true
    }
}
#endif
