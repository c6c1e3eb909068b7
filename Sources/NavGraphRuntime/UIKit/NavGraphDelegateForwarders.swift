#if canImport(UIKit)
import UIKit

// Delegates the app can still own.
//
// The renderer learns what the user did from UIKit's delegates: a navigation controller's (pops),
// a tab bar controller's (tab taps), a presentation controller's (sheets swiped down). Apps set
// these delegates too: a custom push animation through `navigationController.delegate`, Apple's
// "discard changes?" sheet through `presentationController?.delegate = self` with
// `presentationControllerDidAttemptToDismiss`. So the renderer never is the delegate itself: a
// forwarder is, which tells the renderer first and then the app's own delegate, and on Apple's
// platforms forwards every other method the app's delegate implements (`animationControllerFor`,
// `adaptivePresentationStyle`, `supportedInterfaceOrientations`…) through the Objective-C
// runtime, answering only what the app answers.
//
// - The navigation and tab bar controllers the renderer makes are `NavGraphNavigationController`
//   and `NavGraphTabBarController`: setting their `delegate` (before or after the navigator set
//   its own) makes the app's delegate the forwarder's, and the forwarder stays UIKit's.
// - A presentation controller is UIKit's: the forwarder adopts the app's delegate when the
//   renderer configures the presentation and again once it is on screen, so a delegate the app
//   sets in `viewDidLoad` or `viewWillAppear(_:)` (as Apple's sample does) is kept.

/// A delegate standing in for the app's: on Apple's platforms it answers, through the
/// Objective-C runtime, every method the app's delegate implements and it does not.
@MainActor
class NavGraphDelegateForwarder: NSObject {
    /// The app's delegate, if it set one. UIKit asks `responds(to:)` and
    /// `forwardingTarget(for:)` on the main thread, where it is set.
    nonisolated(unsafe) weak var appDelegate: (any NSObjectProtocol)?

    #if canImport(ObjectiveC)
    override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || appDelegate?.responds(to: selector) == true
    }

    override func forwardingTarget(for selector: Selector!) -> Any? {
        appDelegate?.responds(to: selector) == true ? appDelegate : nil
    }
    #endif
}

/// Forwards a navigation controller's delegate calls: to the renderer, then to the app.
@MainActor
final class NavGraphNavigationDelegate: NavGraphDelegateForwarder, UINavigationControllerDelegate {
    weak var renderer: NavGraphUIKitRenderer?
    /// The app's own delegate, if it set one.
    var app: (any UINavigationControllerDelegate)? {
        get { appDelegate as? any UINavigationControllerDelegate }
        set { appDelegate = newValue }
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        renderer?.navigationController(navigationController, willShow: viewController, animated: animated)
        #if canImport(ObjectiveC)
        app?.navigationController?(navigationController, willShow: viewController, animated: animated)
        #else
        app?.navigationController(navigationController, willShow: viewController, animated: animated)
        #endif
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        renderer?.navigationController(navigationController, didShow: viewController, animated: animated)
        #if canImport(ObjectiveC)
        app?.navigationController?(navigationController, didShow: viewController, animated: animated)
        #else
        app?.navigationController(navigationController, didShow: viewController, animated: animated)
        #endif
    }

    /// The route's source's animator for a push the graph says the app draws (and its pop),
    /// else the app delegate's, else `nil`: the system's slide.
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if let drawn = renderer?.appAnimator(for: operation, in: navigationController, from: fromVC, to: toVC) { return drawn }
        #if canImport(ObjectiveC)
        return app?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        #else
        return app?.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        #endif
    }
}

/// Forwards a tab bar controller's delegate calls: a tab is selected when both the app and the
/// state machine let it be; both hear the selection.
@MainActor
final class NavGraphTabBarDelegate: NavGraphDelegateForwarder, UITabBarControllerDelegate {
    weak var renderer: NavGraphUIKitRenderer?
    /// The app's own delegate, if it set one.
    var app: (any UITabBarControllerDelegate)? {
        get { appDelegate as? any UITabBarControllerDelegate }
        set { appDelegate = newValue }
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        #if canImport(ObjectiveC)
        let appAllows = app?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        #else
        let appAllows = app?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
        #endif
        return appAllows && renderer?.tabBarController(tabBarController, shouldSelect: viewController) != false
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        renderer?.tabBarController(tabBarController, didSelect: viewController)
        #if canImport(ObjectiveC)
        app?.tabBarController?(tabBarController, didSelect: viewController)
        #else
        app?.tabBarController(tabBarController, didSelect: viewController)
        #endif
    }
}

/// Forwards a presentation controller's delegate calls: a user's dismissal happens when both the
/// app (its unsaved changes) and the state machine let it; the app hears the refused attempt,
/// and both hear the dismissal.
@MainActor
final class NavGraphPresentationDelegate: NavGraphDelegateForwarder, UIAdaptivePresentationControllerDelegate {
    weak var renderer: NavGraphUIKitRenderer?
    /// The app's own delegate, if it set one.
    var app: (any UIAdaptivePresentationControllerDelegate)? {
        get { appDelegate as? any UIAdaptivePresentationControllerDelegate }
        set { appDelegate = newValue }
    }

    /// Itself, from the user's dismissal's start until UIKit reports its end: UIKit holds its
    /// delegate weakly, and the renderer lets go of the forwarder as soon as the state follows
    /// the dismissal, which may be before UIKit sends `presentationControllerDidDismiss`.
    private var keptDuringDismissal: NavGraphPresentationDelegate?

    /// Becomes `controller`'s delegate, keeping the one the app set (if any) as the app's.
    func adopt(_ controller: UIPresentationController?) {
        guard let controller, controller.delegate !== self else { return }
        if let own = controller.delegate { app = own }
        controller.delegate = self
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        #if canImport(ObjectiveC)
        let appAllows = app?.presentationControllerShouldDismiss?(presentationController) ?? true
        #else
        let appAllows = app?.presentationControllerShouldDismiss(presentationController) ?? true
        #endif
        return appAllows && renderer?.presentationControllerShouldDismiss(presentationController) != false
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        keptDuringDismissal = self
        // A cancelled dismissal sends no `didDismiss`: its transition's end lets go instead.
        _ = presentationController.presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
            if context.isCancelled { self?.keptDuringDismissal = nil }
        }
        renderer?.presentationControllerWillDismiss(presentationController)
        #if canImport(ObjectiveC)
        app?.presentationControllerWillDismiss?(presentationController)
        #else
        app?.presentationControllerWillDismiss(presentationController)
        #endif
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        renderer?.presentationControllerDidAttemptToDismiss(presentationController)
        #if canImport(ObjectiveC)
        app?.presentationControllerDidAttemptToDismiss?(presentationController)
        #else
        app?.presentationControllerDidAttemptToDismiss(presentationController)
        #endif
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        renderer?.presentationControllerDidDismiss(presentationController)
        #if canImport(ObjectiveC)
        app?.presentationControllerDidDismiss?(presentationController)
        #else
        app?.presentationControllerDidDismiss(presentationController)
        #endif
        keptDuringDismissal = nil
    }
}

/// The navigation controller a stack flow is shown in: its delegate is always the forwarder, and a
/// delegate the app sets becomes the forwarder's app delegate.
///
/// Subclass it for the app's own navigation controller (a navigation bar appearance, a custom
/// `childForStatusBarStyle`) and return the subclass from the stack flow's
/// `NavGraphNavigationControllerMaking.makeNavigationController()`.
@MainActor
open class NavGraphNavigationController: UINavigationController {
    /// UIKit's delegate, which the renderer hears first.
    let forwarder = NavGraphNavigationDelegate()

    /// The app's delegate, behind the navigator's forwarder (final: the forwarder must stay UIKit's).
    public final override var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            if newValue !== forwarder { forwarder.app = newValue }
            super.delegate = forwarder
        }
    }

    /// Where the app's own composer, presented over a screen of this stack when it is presented
    /// (`embed: stack`), is dismissed: "If you call this method on the presented view controller
    /// itself, UIKit asks the presenting view controller to handle the dismissal." Once it is gone,
    /// a link that waited for it opens.
    open override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag) { [weak self] in
            completion?()
            self?.forwarder.renderer?.navigation.screenChanged()
        }
    }
}

/// The tab bar controller a tabs flow is shown in: its delegate is always the forwarder, and a
/// delegate the app sets becomes the forwarder's app delegate.
///
/// Subclass it for the app's own tab bar controller and return the subclass from the tabs
/// flow's `NavGraphTabBarControllerMaking.makeTabBarController()`.
@MainActor
open class NavGraphTabBarController: UITabBarController {
    /// UIKit's delegate, which the renderer hears first.
    let forwarder = NavGraphTabBarDelegate()

    /// The app's delegate, behind the navigator's forwarder (final: the forwarder must stay UIKit's).
    public final override var delegate: (any UITabBarControllerDelegate)? {
        get { super.delegate }
        set {
            if newValue !== forwarder { forwarder.app = newValue }
            super.delegate = forwarder
        }
    }
}

/// A stack flow's FlowController that supplies the navigation controller its stack is shown in:
/// the app's own `NavGraphNavigationController` subclass; a split flow's supplies one for each of
/// its columns and its compact column. A flow that does not adopt it gets the navigator's
/// `makeNavigationController` hook's, or a plain `NavGraphNavigationController`. (An opt-in protocol, not a requirement of the
/// generated contract: contracts compile without UIKit, where this protocol does not exist.)
@MainActor
public protocol NavGraphNavigationControllerMaking: NavGraphFlowController {
    /// A new navigation controller with no view controllers; the navigator fills it.
    func makeNavigationController() -> NavGraphNavigationController
}

/// A tabs flow's FlowController that supplies the tab bar controller its tabs are shown in: the
/// app's own `NavGraphTabBarController` subclass. A tabs flow that does not adopt it gets a plain
/// `NavGraphTabBarController`.
@MainActor
public protocol NavGraphTabBarControllerMaking: NavGraphFlowController {
    /// A new tab bar controller with no view controllers; the navigator fills it.
    func makeTabBarController() -> NavGraphTabBarController
}
#endif
