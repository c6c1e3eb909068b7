#if canImport(UIKit)
import UIKit

/// A FlowController that draws the transitions of the presentations and pushes its routes make
/// with `transition: app`: NetNewsWire's zoom from an article's image into the full-screen image,
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
///
/// For a push, the navigator's navigation delegate asks the FlowController whose route pushed the
/// screen for the animator of the push and, later, of the pop that takes the screen off ("Allows
/// the delegate to return a noninteractive animator object for use during view controller
/// transitions", `navigationController(_:animationControllerFor:from:to:)`); answering `nil`
/// leaves it to the app's own navigation delegate, if it set one, and then to the system's slide.
/// Every other push and pop asks the app's navigation delegate as before.
@MainActor
public protocol NavGraphTransitionDrawing: NavGraphFlowController {
    /// The transitioning delegate that presents `presented`, which shows `destination`, for the
    /// route named `route` (`nil` when a link presented it): its animators, and its presentation
    /// controller if it gives one.
    func transitioningDelegate(
        presenting presented: UIViewController, showing destination: NavGraphNodeName, route: String?
    ) -> (any UIViewControllerTransitioningDelegate)?

    /// The animator of the push (`operation` `.push`) of `screen`, which shows `destination`, by
    /// the route named `route`, or of the pop (`.pop`) that takes it off again.
    func animationController(
        for operation: UINavigationController.Operation, of screen: UIViewController, showing destination: NavGraphNodeName, route: String
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension NavGraphTransitionDrawing {
    /// None: the route's `presentation`, with the system's transition.
    public func transitioningDelegate(
        presenting presented: UIViewController, showing destination: NavGraphNodeName, route: String?
    ) -> (any UIViewControllerTransitioningDelegate)? { nil }

    /// None: the app's navigation delegate's animator, or the system's slide.
    public func animationController(
        for operation: UINavigationController.Operation, of screen: UIViewController, showing destination: NavGraphNodeName, route: String
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// A screen pushed with the app's animation: who draws its push, asked again for its pop, which
/// may come after the state has let the screen go (the machine pops before UIKit animates).
struct NavGraphAppDrawnPush {
    weak var screen: UIViewController?
    weak var drawer: (any NavGraphTransitionDrawing)?
    let destination: NavGraphNodeName
    let route: String
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

    /// The animator of the push or pop `navigationController` is about to run, when the pushed
    /// screen's route says the app draws it (`transition: app`): the route's source's. `nil`
    /// otherwise, for the app's own navigation delegate to answer.
    func appAnimator(
        for operation: UINavigationController.Operation, in navigationController: UINavigationController, from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        appDrawnPushes = appDrawnPushes.filter { $0.value.screen != nil }
        if operation == .push, let drawn = appDrawnPush(of: toVC, in: navigationController) {
            appDrawnPushes[ObjectIdentifier(toVC)] = drawn
            return drawn.drawer?.animationController(for: .push, of: toVC, showing: drawn.destination, route: drawn.route)
        }
        if operation == .pop, let drawn = appDrawnPushes[ObjectIdentifier(fromVC)] {
            return drawn.drawer?.animationController(for: .pop, of: fromVC, showing: drawn.destination, route: drawn.route)
        }
        return nil
    }

    /// Who draws the push of `screen`, when the route that pushed it says the app does and its
    /// source adopts `NavGraphTransitionDrawing` (a debug log when it does not). A screen a link
    /// pushed has no route, and slides in as the system pushes.
    private func appDrawnPush(of screen: UIViewController, in navigationController: UINavigationController) -> NavGraphAppDrawnPush? {
        let state = navigation.state
        guard let id = entries(shownBy: navigationController)?.1.first(where: { viewController($0) === screen }),
              let entry = state[id], let destination = entry.node, let opening = entry.opening,
              let route = opening.route.value as? any NavGraphRoute, route.transition == .pushDrawnByApp
        else { return nil }
        guard let drawer = navigation.flowController(for: opening.opener) as? any NavGraphTransitionDrawing else {
            NavGraphLog.ignored("\(destination.rawValue)'s route draws its push with the app's animation, but its source is no NavGraphTransitionDrawing: pushed as the system pushes")
            return nil
        }
        return NavGraphAppDrawnPush(screen: screen, drawer: drawer, destination: destination, route: route.navGraphRouteName)
    }
}
#endif
