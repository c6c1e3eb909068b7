import NavGraphRuntime
import UIKit

/// Presentations whose transition the app draws (`transition: app`), under UIKit: the route's
/// source gives the transitioning delegate, which the presented controller gets with the
/// `.custom` style ("When the view controller's modalPresentationStyle property is
/// UIModalPresentationStyle.custom, UIKit uses the object in this property"), kept by the
/// navigator while UIKit holds it weakly; an `embed: stack` route's navigation controller, which
/// the app's hook makes, gets it too.
extension UIKitScenarios {
    static let transitionScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "appDrawsThePresentationsTransition": appDrawsThePresentationsTransition,
        "appDrawsTheEmbeddedStacksTransition": appDrawsTheEmbeddedStacksTransition,
        "appGivesNoTransitionPresentsAsDeclared": appGivesNoTransitionPresentsAsDeclared,
        "appDrawsThePushAndItsPop": appDrawsThePushAndItsPop,
    ]

    static func appDrawsThePresentationsTransition(_ run: ScenarioRun) {
        run.connect()
        run.list.makeTransitioningDelegate = { ZoomTransition() }
        run.list.present("Photo", NavGraphPresentationOptions(.overFullScreen, appDrawsTransition: true))
        run.settle()
        guard let photo = run.top, run.presented === photo else { return run.expect(false, "Photo is presented") }
        run.expect(photo.modalPresentationStyle == .custom, "the custom style: \(photo.modalPresentationStyle)")
        weak var zoom: ZoomTransition?
        zoom = photo.transitioningDelegate as? ZoomTransition
        run.expect(zoom != nil, "the source's transitioning delegate, kept by the navigator while UIKit holds it weakly")
        run.expect(photo.presentingAnimator is ZoomAnimator, "UIKit was given the app's animator")
        run.expect(photo.presentationController is ZoomPresentation, "the delegate's presentation controller, not one made before")
        run.expect(photo.presentationController?.delegate != nil, "the navigator hears the custom presentation's controller too")
        run.expect(run.journal == ["List asked to draw Photo's transition to Photo"], "\(run.journal)")
        run.expect(!UIKitDouble.userDismisses(photo), "a custom presentation has no swipe of UIKit's")
        photo.finish()
        run.settle()
        run.expect(run.top === run.list && run.presented == nil, "finishing dismisses it")
        run.expect(zoom == nil, "the navigator let go of the delegate once the presentation closed")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func appDrawsTheEmbeddedStacksTransition(_ run: ScenarioRun) {
        run.connect()
        run.navigator?.makeNavigationController = { firstScreen in
            let stack = SwitcherNavigationController()
            stack.title = firstScreen.navGraphNode.rawValue
            return stack
        }
        run.list.makeTransitioningDelegate = { ZoomTransition() }
        run.list.present("Switcher", NavGraphPresentationOptions(.fullScreen, embedInStack: true, appDrawsTransition: true))
        run.settle()
        guard let stack = run.presented as? SwitcherNavigationController else {
            return run.expect(false, "the app's navigation controller is presented: \(String(describing: run.presented))")
        }
        run.expect(stack.title == "Switcher", "the hook was given the stack's first screen")
        run.expect(stack.viewControllers.first === run.top, "the navigator filled it")
        run.expect(stack.modalPresentationStyle == .custom && stack.transitioningDelegate is ZoomTransition, "the stack is what the app's transition presents")
        run.expect(run.journal == ["List asked to draw Switcher's transition to Switcher"], "\(run.journal)")
        run.top?.push("Tab")
        run.settle()
        run.expect(stack.viewControllers.count == 2, "the app's stack pushes as the navigator's does")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func appGivesNoTransitionPresentsAsDeclared(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Photo", NavGraphPresentationOptions(.pageSheet, detents: [.medium], appDrawsTransition: true))
        run.settle()
        guard let photo = run.top, run.presented === photo else { return run.expect(false, "Photo is presented") }
        run.expect(photo.modalPresentationStyle == .pageSheet && photo.transitioningDelegate == nil, "the declared style")
        run.expect(photo.sheetPresentationController?.detentNames == ["medium"], "at the route's detents")
        run.expect(run.journal == ["List asked to draw Photo's transition to Photo"], "the source was asked: \(run.journal)")
        run.expect(UIKitDouble.userDismisses(photo), "the sheet is swiped down as any")
        run.settle()
        run.expect(run.top === run.list, "and the state follows")
    }

    /// A push whose route says the app draws it: the navigation delegate, asked "for use during
    /// view controller transitions", hands UIKit the route's source's animator for the push and
    /// for the pop that takes the screen off, whoever pops it; every other push and pop gets the
    /// app's own navigation delegate's answer, as before.
    static func appDrawsThePushAndItsPop(_ run: ScenarioRun) {
        run.connect()
        guard let stack = run.list.navigationController else { return run.expect(false, "the list is in a stack") }
        let appDelegate = SlidingNavigationDelegate()
        stack.delegate = appDelegate
        run.list.makePushAnimator = { ZoomAnimator() }
        run.list.push("Detail", drawnByApp: true)
        run.settle()
        guard let detail = run.top, detail.navGraphNode.rawValue == "Detail" else { return run.expect(false, "Detail is pushed") }
        run.expect(stack.lastAnimator?.operation == .push && stack.lastAnimator?.animator is ZoomAnimator, "the source's animator: \(String(describing: stack.lastAnimator))")
        detail.push("More")
        run.settle()
        run.expect(stack.lastAnimator?.animator is SlideAnimator, "a push whose route says nothing asks the app's delegate")
        UIKitDouble.userTapsBack(stack)
        run.settle()
        run.expect(stack.lastAnimator?.operation == .pop && stack.lastAnimator?.animator is SlideAnimator, "and so does its pop")
        detail.finish()
        run.settle()
        run.expect(run.top === run.list, "finishing pops Detail")
        run.expect(stack.lastAnimator?.operation == .pop && stack.lastAnimator?.animator is ZoomAnimator, "its pop is the source's, after the state let it go")
        run.expect(run.journal == ["List asked to animate Detail's push of Detail", "Detail heard More ended", "List asked to animate Detail's pop of Detail", "List heard Detail ended"], "\(run.journal)")
        run.list.makePushAnimator = nil
        run.list.push("Detail", drawnByApp: true)
        run.settle()
        run.expect(stack.lastAnimator?.animator is SlideAnimator, "a source that gives none leaves it to the app's delegate")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

/// An app's navigation delegate that animates every push and pop itself.
final class SlidingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator()
    }
}

/// The app delegate's own slide.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: AnyObject?) -> Double { 0.25 }
}

/// An app's zoom transition: its own presentation controller and animator.
final class ZoomTransition: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        ZoomPresentation(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        ZoomAnimator()
    }
}

/// The zoom's presentation controller.
final class ZoomPresentation: UIPresentationController {}

/// The zoom's animator.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: AnyObject?) -> Double { 0.3 }
}

/// The app's navigation controller, which the navigator's hook makes.
final class SwitcherNavigationController: NavGraphNavigationController {}
