#if canImport(UIKit)
import UIKit

/// What the user does, translated from UIKit's delegate calls into the state machine's user
/// events; the rules are the machine's. Where UIKit asks first (`presentationControllerShouldDismiss`
/// for a sheet swiped down or a popover tapped away, `tabBarController(_:shouldSelect:)` for a tab
/// tap) the machine may refuse (`userMay`); what UIKit reports afterwards (`didDismiss`,
/// `didSelect`, and pops through the navigation controllers' delegate, which UIKit never asks
/// about) has happened on screen, and the state follows (`userDid`).
///
/// A pop the user started (a swipe back, or a back tap while its pop animates) and a dismissal
/// (a sheet pulled down) are gestures whose outcome UIKit knows only at their end: the machine is
/// told when they begin (`userGestureBegan`) and, through the transition coordinator's
/// completion, when they end, completed or cancelled, after the state has followed what UIKit
/// shows then (`userGestureEnded`). Meanwhile routes wait and links are kept. The coordinator's
/// `notifyWhenInteractionChanges` would tell earlier, as the person lets go, but the transition
/// still animates then, and UIKit refuses a push or a presentation until it has ended.
extension NavGraphUIKitRenderer: UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        // A pop the user started (back button, swipe back): a gesture until its transition ends,
        // either way; then compare what UIKit shows.
        guard drawingStack !== navigationController, let coordinator = navigationController.transitionCoordinator,
              let (stack, entries) = entries(shownBy: navigationController),
              let shown = entries.first(where: { self.viewController($0) === viewController }) else { return }
        let gesture = NavGraphGesture.popping(stack, to: shown)
        navigation.userGestureBegan(gesture)
        afterTransition(coordinator) { [weak self, weak navigationController] in
            guard let self else { return }
            if let navigationController {
                reconcile(navigationController)
                // A split view redrawn meanwhile (it collapsed or expanded) is drawn again: the
                // swipe's end, a cancelled one too, changed the navigation controller it was in.
                if let split = splitEntries(shownBy: navigationController)?.split { refillSplit(split) }
            }
            navigation.userGestureEnded(gesture)
        }
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        // The user's dismissal began ("You can use this method to set up animations or
        // interaction notifications with the presentationController's transitionCoordinator").
        let presented = presentationController.presentedViewController
        guard let id = presentedEntry(of: presentationController), let coordinator = presented.transitionCoordinator else { return }
        followDismissal(of: id, presented, coordinator)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        reconcile(navigationController)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard let id = presentedEntry(of: presentationController) else { return true }
        return navigation.userMay(.dismissed(id))
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let id = presentedEntry(of: presentationController) else { return appPresentationDismissed(presentationController) }
        navigation.userDid(.dismissed(id))
        visibleScreenChanged()
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        guard let id = presentedEntry(of: presentationController) else { return }
        navigation.dismissalRefused(id)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard let id = entry(of: tabBarController) else { return true }
        // An action tab is never selected: the flow performs its route instead.
        if let action = viewController as? NavGraphActionTabViewController {
            navigation.userTappedActionTab(action.route, of: id)
            return false
        }
        guard let index = tabIndex(of: viewController, in: tabBarController) else { return true }
        return navigation.userMay(.selectedTab(of: id, index: index))
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let id = entry(of: tabBarController), let selected = tabBarController.selectedViewController,
              let index = tabIndex(of: selected, in: tabBarController) else { return }
        navigation.userDid(.selectedTab(of: id, index: index))
        visibleScreenChanged()
    }

    /// The stack a navigation controller shows, and the entries it shows of it: all of them,
    /// the screens of sub-flows pushed onto it included, or a split view column's part.
    func entries(shownBy navigationController: UINavigationController) -> (NavGraphEntryID, [NavGraphEntryID])? {
        if let stack = entry(of: navigationController) { return (stack, navigation.state.shownStackEntries(stack)) }
        return splitEntries(shownBy: navigationController).map { ($0.split, $0.entries) }
    }

    /// The presented entry whose view controller `presentationController` presents.
    private func presentedEntry(of presentationController: UIPresentationController) -> NavGraphEntryID? {
        let presented = presentationController.presentedViewController
        return navigation.state.entries.values.first { $0.presentation != nil && viewController($0.id) === presented }?.id
    }

    /// When UIKit shows fewer of a stack's view controllers than the state holds, the user went
    /// back: the state follows. A cancelled swipe leaves both the same, so nothing happens.
    private func reconcile(_ navigationController: UINavigationController) {
        guard let (stack, entries) = entries(shownBy: navigationController) else { return }
        let shown = navigationController.viewControllers
        guard !shown.isEmpty, shown.count < entries.count,
              zip(shown, entries).allSatisfy({ $0 === viewController($1) }) else { return }
        navigation.userDid(.popped(stack, to: entries[shown.count - 1]))
        // A pop in a split view's column closes the later columns too, which other navigation
        // controllers show.
        if splits[stack] != nil { refillSplit(stack) }
        visibleScreenChanged()
    }
}
#endif
