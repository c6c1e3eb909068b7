/// The delegate of a navigation controller, told when it shows a view controller.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// A view controller is about to be shown (pushed, popped to, or a swipe back started).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A view controller was shown, after the transition; not sent for a cancelled swipe.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// "Allows the delegate to return a noninteractive animator object for use during view
    /// controller transitions": "The animator object responsible for managing the transition
    /// animations, or nil if you want to use the standard navigation controller transitions."
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Optional in UIKit: does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Optional in UIKit: does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// Optional in UIKit: the standard transitions.
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// A container view controller that defines a stack-based scheme for navigating content.
@MainActor
open class UINavigationController: UIViewController {
    /// Creates a navigation controller with a root view controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with no view controllers (a subclass's `init()`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller with data in an unarchiver.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// "The type of transition operation that is occurring."
    public enum Operation: Sendable {
        /// No transition.
        case none
        /// A view controller is pushed onto the stack.
        case push
        /// A view controller is popped off the stack.
        case pop
    }

    /// Told when view controllers are shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    private var coordinator: TransitionCoordinator?
    /// The animator the delegate gave for the push or pop that runs or ran last, and for which
    /// operation; `nil` for the standard transition.
    public private(set) var lastAnimator: (operation: Operation, animator: any UIViewControllerAnimatedTransitioning)?

    /// The view controllers currently on the navigation stack.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller at the top of the navigation stack.
    open var topViewController: UIViewController? { children.last }

    /// Only the top view controller is on screen.
    override var childrenOnScreen: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// The running push or pop.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        coordinator ?? super.transitionCoordinator
    }

    /// Pushes a view controller onto the stack; refused when it is already in a stack, and while
    /// a push or pop is running (see `refusesDuringTransition`).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController.parent == nil, viewController.presentingViewController == nil else {
            UIKitDouble.warn("Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported")
            return
        }
        guard !refusesDuringTransition("pushViewController:animated:") else { return }
        let top = children.last
        addChild(viewController)
        transition(.push, from: top, to: viewController, animated: animated)
    }

    /// Pops the top view controller from the navigation stack.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return popToViewController(children[children.count - 2], animated: animated)?.first
    }

    /// Pops view controllers until the root view controller is at the top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first, children.count > 1 else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops view controllers until the specified view controller is at the top (Apple: "Pops view
    /// controllers until the specified view controller is at the top of the navigation stack");
    /// refused while a push or pop is running (see `refusesDuringTransition`).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }),
              !refusesDuringTransition("popToViewController:animated:") else { return nil }
        let popped = Array(children[(index + 1)...])
        popped.forEach { $0.removeFromParent() }
        transition(.pop, from: popped.last, to: viewController, animated: animated)
        return popped
    }

    /// Replaces the view controllers currently managed by the navigation controller. Apple: "If
    /// animations are enabled, this method decides which type of transition to perform based on
    /// whether the last item in the items array is already in the navigation stack. [...] if it is
    /// the topmost item, no transition is performed. [...] Only one transition is performed, but
    /// when that transition finishes, the entire contents of the stack are replaced with the new
    /// view controllers." The double replaces the contents at once, as its pushes and pops do,
    /// and runs that one transition (the delegate told, a coordinator while it animates) when the
    /// top changes; setting the first view controllers shows nothing that was shown.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let top = children.last
        let wasInStack = viewControllers.last.map { shown in children.contains { $0 === shown } } ?? false
        children.forEach { $0.removeFromParent() }
        viewControllers.forEach(addChild)
        guard let top, let shown = viewControllers.last, shown !== top else { return }
        transition(wasInStack ? .pop : .push, from: top, to: shown, animated: animated)
    }

    /// Whether a push or pop asked for now is refused because one is running. No documentation
    /// page says so; UIKit itself logs it on a device: "pushViewController:animated: called on
    /// <UINavigationController> while an existing transition or presentation is occurring; the
    /// navigation stack will not be updated." The stack stays as it is and no delegate is told.
    private func refusesDuringTransition(_ selector: String) -> Bool {
        guard coordinator != nil else { return false }
        UIKitDouble.warn("\(selector) called on <\(type(of: self))> while an existing transition or presentation is occurring; the navigation stack will not be updated.")
        return true
    }

    /// A swipe back begins ("The navigation controller installs this gesture recognizer on its
    /// view and uses it to pop the topmost view controller off the navigation stack when a person
    /// swipes horizontally from the leading edge of the screen", `interactivePopGestureRecognizer`):
    /// the top leaves the stack at once, as UIKit's `viewControllers` shows it, the delegate is
    /// told the view controller below will show, with an interactive transition coordinator, and
    /// the swipe goes on until the person lets go (`UIKitDouble.userLetsGo(completing:)`). Then
    /// the transition is no longer interactive, its animation runs, and at its end a cancelled
    /// swipe puts the top back and sends no `didShow`. Returns whether it began: not at the
    /// root, nor while another push or pop runs or the person's finger is on another gesture.
    func beginInteractivePop() -> Bool {
        guard children.count > 1, coordinator == nil, !UIKitDouble.isInteracting, let top = children.last else { return false }
        top.removeFromParent()
        let shown = children[children.count - 1]
        let coordinator = beginTransition(to: shown, animated: true, interactive: true)
        UIKitDouble.beginInteraction { [weak self] completing in
            coordinator.interactionEnded(cancelled: !completing)
            UIKitDouble.animate(true) {
                if !completing { self?.addChild(top) }
                self?.endTransition(coordinator, showing: shown, animated: true)
            }
        }
        return true
    }

    /// Tells the delegate, runs the (simulated) animation, ends the coordinator and sends
    /// `didShow`. An animated push or pop first asks the delegate for its animator; an unanimated
    /// one runs no transition animation, so the double asks nothing then.
    private func transition(_ operation: Operation, from top: UIViewController?, to shown: UIViewController, animated: Bool) {
        if animated, let top {
            lastAnimator = delegate?.navigationController(self, animationControllerFor: operation, from: top, to: shown).map { (operation, $0) }
        }
        let coordinator = beginTransition(to: shown, animated: animated, interactive: false)
        UIKitDouble.animate(animated) { [weak self] in
            self?.endTransition(coordinator, showing: shown, animated: animated)
        }
    }

    /// Starts a push or pop to `shown`: its coordinator while it animates, then the delegate's
    /// `willShow`, which may read it.
    private func beginTransition(to shown: UIViewController, animated: Bool, interactive: Bool) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(interactive: interactive)
        if animated { self.coordinator = coordinator }
        delegate?.navigationController(self, willShow: shown, animated: animated)
        return coordinator
    }

    /// Ends the running push or pop: its completions run, and `didShow` is sent unless it was
    /// cancelled ("not sent for a cancelled swipe").
    private func endTransition(_ coordinator: TransitionCoordinator, showing shown: UIViewController, animated: Bool) {
        self.coordinator = nil
        coordinator.end(cancelled: coordinator.isCancelled)
        if !coordinator.isCancelled { delegate?.navigationController(self, didShow: shown, animated: animated) }
    }
}
