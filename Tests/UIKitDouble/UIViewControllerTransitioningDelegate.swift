/// What vends a custom presentation's animators and presentation controller (UIKit's
/// `UIViewControllerTransitioningDelegate`). The double asks only for the presentation
/// controller and the presenting animator, which is all it draws.
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// "The custom presentation controller to use for managing the view hierarchy when presenting
    /// a view controller"; `nil` for UIKit's own.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
    /// "The animator object to use when presenting the view controller"; `nil` for UIKit's own.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// Optional in UIKit: "If you do not implement this method, or if your implementation of this
    /// method returns nil, UIKit uses the default presentation controller".
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
    /// Optional in UIKit: without it, "the default transition animations" run.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// An animator of a custom transition (UIKit's `UIViewControllerAnimatedTransitioning`); the
/// double only records which one UIKit was given.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's duration, in seconds.
    func transitionDuration(using transitionContext: AnyObject?) -> Double
}
