#if canImport(UIKit)
import UIKit

/// What the user did, as UIKit reports it after the screen shows it: pops (back button, swipe
/// back) through the navigation controllers' delegate, dismissals (a sheet swiped down, a popover
/// tapped away) through the presentation controllers' delegate, tab taps through the tab bar
/// controllers' delegate.
extension NavGraphUIKitRenderer: UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate, UITabBarControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        // An interactive swipe back ends either way once its transition does: compare then.
        guard let coordinator = navigationController.transitionCoordinator, coordinator.isInteractive else { return }
        _ = coordinator.animate(alongsideTransition: nil) { [weak self, weak navigationController] _ in
            guard let self, let navigationController else { return }
            self.reconcile(navigationController)
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        reconcile(navigationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let dismissed = presentationController.presentedViewController
        guard let id = navigation.state.entries.values.first(where: { $0.presentation != nil && viewController($0.id) === dismissed })?.id else { return }
        navigation.userDismissed(id)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let id = entry(of: tabBarController) else { return }
        navigation.userSelectedTab(id, index: tabBarController.selectedIndex)
    }

    /// When UIKit shows fewer of a stack's view controllers than the state holds, the user went
    /// back: the state follows. A cancelled swipe leaves both the same, so nothing happens.
    private func reconcile(_ navigationController: UINavigationController) {
        guard let stack = entry(of: navigationController) else { return }
        let entries = navigation.state.stackEntries(stack)
        let shown = navigationController.viewControllers
        guard !shown.isEmpty, shown.count < entries.count,
              zip(shown, entries).allSatisfy({ $0 === viewController($1) }) else { return }
        navigation.userPopped(stack, to: entries[shown.count - 1])
    }
}
#endif
