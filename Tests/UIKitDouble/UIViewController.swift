/// An object that manages a view hierarchy (UIKit's `UIViewController`).
@MainActor
open class UIViewController: UIResponder {
    /// Creates a view controller with the nib file in the specified bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller with data in an unarchiver.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `-init`, inherited from NSObject; imported by Swift as a convenience initializer.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The view that the controller manages: "If you access this property when its value is nil,
    /// the view controller automatically calls the loadView() method and returns the resulting
    /// view", then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?
    /// "A Boolean value indicating whether the view is currently loaded into memory."
    open var isViewLoaded: Bool { loadedView != nil }
    /// "Creates the view that the controller manages": a plain view.
    open func loadView() {
        view = UIView()
    }
    /// "Called after the controller's view is loaded into memory."
    open func viewDidLoad() {}
    /// "Loads the view controller's view if it has not yet been loaded."
    open func loadViewIfNeeded() {
        _ = view
    }
    /// The window whose root view controller this is: "Assigning a view controller to this
    /// property [`rootViewController`] ... installs the view controller's view as the content
    /// view of the window."
    weak var window: UIWindow?
    /// The title shown in navigation bars.
    open var title: String?
    /// "The tab bar item that represents the view controller when added to a tab bar controller
    /// ... The default value is a tab bar item that displays the view controller's title." (Apple)
    open var tabBarItem: UITabBarItem! {
        get {
            if tabBarItemStorage == nil { tabBarItemStorage = UITabBarItem(title: title) }
            return tabBarItemStorage
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: UITabBarItem?
    /// The parent view controller of the recipient.
    open private(set) weak var parent: UIViewController?
    /// The view controllers that are children of the current view controller.
    open private(set) var children: [UIViewController] = []
    /// The presentation style for modal view controllers.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// "When the view controller's modalPresentationStyle property is
    /// UIModalPresentationStyle.custom, UIKit uses the object in this property to facilitate
    /// transitions and presentations for the view controller"; UIKit holds it weakly.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The animator the transitioning delegate gave for the presentation that runs or ran, if any.
    public private(set) var presentingAnimator: (any UIViewControllerAnimatedTransitioning)?
    /// When true, the user cannot dismiss the presentation (swipe, tap outside).
    open var isModalInPresentation = false

    /// The presentation context that presented this view controller or its nearest presented
    /// ancestor: the root of the presenter's containment tree, not the caller of `present`.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
    /// The view controller presented by this view controller, or by one of its ancestors.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }
    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }
    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        parent as? UITabBarController ?? parent?.tabBarController
    }
    /// The child whose status bar style applies; none by default: "If you return nil or do not
    /// override this method, the status bar style for self is used."
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The status bar style this view controller prefers; `.default` unless overridden.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The orientations this view controller supports: "the root view controller or the topmost
    /// full-screen presented view controller" decides for the window; all but upside down by
    /// default (iPhone).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Asks the system to read the status bar style again; the double reads it on demand.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Asks the system to read the supported orientations again (iOS 16); read on demand here.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// The child that decides whether the status bar is hidden; none by default.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The child that decides whether the home indicator hides; none by default.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The child whose screen edges defer the system's gestures; none by default.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Asks the system to read whether the home indicator hides again; read on demand here.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The running transition of this view controller or its container: "When a presentation or
    /// dismissal is in progress, this method returns the transition coordinator object associated
    /// with that transition. If there is no in-progress transition associated with the current view
    /// controller, UIKit checks the view controller's ancestors".
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presentationCoordinator ?? parent?.transitionCoordinator
    }
    /// "Whether the view controller is in the process of being presented by one of its ancestors."
    open var isBeingPresented: Bool { presentationCoordinator != nil && !isDismissing }
    /// "Whether the view controller is in the process of being dismissed by one of its ancestors."
    open var isBeingDismissed: Bool { presentationCoordinator != nil && isDismissing }

    /// The presentation controller managing this view controller's presentation, for its style.
    /// "If you have not yet presented the current view controller, accessing this property creates
    /// a presentation controller based on the current value in the modalPresentationStyle
    /// property": one made for the custom style before the presentation is UIKit's plain one, and
    /// the transitioning delegate's is never asked.
    open var presentationController: UIPresentationController? {
        if let own = popoverPresentationController ?? sheetPresentationController { return own }
        if let madePresentation { return madePresentation }
        let plain = UIPresentationController(presentedViewController: self)
        madePresentation = plain
        return plain
    }
    /// The sheet presentation controller, for sheet styles.
    open var sheetPresentationController: UISheetPresentationController? {
        [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) ? sheetPresentation : nil
    }
    /// The popover presentation controller, for the popover style.
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? popoverPresentation : nil
    }

    private weak var presentingStorage: UIViewController?
    private var presentedStorage: UIViewController?
    private var isTransitioningPresentation = false
    /// The coordinator of the presentation or dismissal of this view controller that is running.
    private var presentationCoordinator: TransitionCoordinator?
    private var isDismissing = false
    /// The presentation controller of a style with neither a popover nor a sheet, once made.
    private var madePresentation: UIPresentationController?
    private lazy var sheetPresentation = UISheetPresentationController(presentedViewController: self)
    private lazy var popoverPresentation = UIPopoverPresentationController(presentedViewController: self)

    /// Whether this view controller's view is in a window: its containment tree is the window's
    /// root view controller's, or is presented from one that is.
    var isInWindowHierarchy: Bool { hostWindow != nil }

    /// The window this view controller's view is in, if any.
    var hostWindow: UIWindow? {
        let root = presentationContext
        if let presenter = root.presentingStorage { return presenter.hostWindow }
        return root.window?.rootViewController === root ? root.window : nil
    }

    /// The root of this view controller's containment tree: where presentations hang.
    private var presentationContext: UIViewController {
        parent?.presentationContext ?? self
    }

    /// "A Boolean value that indicates whether this view controller's view is covered when the
    /// view controller or one of its descendants presents a view controller." (Apple) `false`.
    open var definesPresentationContext = false

    /// Where a context presentation (`currentContext`, `overCurrentContext`) is presented from:
    /// "UIKit starts at the presenting view controller and walks up the view controller
    /// hierarchy. If it finds a view controller whose value for this property is true, it asks
    /// that view controller to present the new view controller. If no view controller defines
    /// the presentation context, UIKit asks the window's root view controller" (Apple,
    /// `definesPresentationContext`).
    private var definedPresentationContext: UIViewController {
        definesPresentationContext ? self : parent?.definedPresentationContext ?? self
    }

    /// For the custom style, what the transitioning delegate gives as UIKit presents: its
    /// presentation controller, unless one was made already, and the presenting animator.
    private func askTransitioningDelegate(presenting: UIViewController, source: UIViewController) {
        guard modalPresentationStyle == .custom, let delegate = transitioningDelegate else { return }
        if madePresentation == nil {
            madePresentation = delegate.presentationController(forPresented: self, presenting: presenting, source: source)
        }
        presentingAnimator = delegate.animationController(forPresented: self, presenting: presenting, source: source)
    }

    /// Presents a view controller modally, from the presentation context.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let style = viewControllerToPresent.modalPresentationStyle
        let context = style == .currentContext || style == .overCurrentContext ? definedPresentationContext : presentationContext
        guard context.presentedStorage == nil, !context.isTransitioningPresentation else {
            UIKitDouble.warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: context)) which is already presenting or in a transition")
            return
        }
        guard viewControllerToPresent.presentingStorage == nil, viewControllerToPresent.parent == nil else {
            UIKitDouble.warn("Application tried to present \(type(of: viewControllerToPresent)), which is already shown")
            return
        }
        // As UIKit logs it: "Attempt to present … whose view is not in the window hierarchy".
        guard context.isInWindowHierarchy else {
            UIKitDouble.warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: context)) whose view is not in the window hierarchy")
            return
        }
        context.presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = context
        viewControllerToPresent.askTransitioningDelegate(presenting: context, source: self)
        let end = viewControllerToPresent.beginPresentationTransition(flag, dismissing: false, interactive: false).end
        UIKitDouble.animate(flag) {
            end(false)
            completion?()
        }
    }

    /// Dismisses what this view controller (or an ancestor) presented and everything above it.
    /// Called on a presented view controller that presents nothing: "The presenting view
    /// controller is responsible for dismissing the view controller it presented. If you call this
    /// method on the presented view controller itself, UIKit asks the presenting view controller to
    /// handle the dismissal" (Apple): the presenting view controller's `dismiss` runs, as a
    /// subclass may override it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let root = presentationRoot, let context = root.presentingStorage else {
            return dismissPresented(animated: flag, completion: completion)
        }
        context.dismiss(animated: flag, completion: completion)
    }

    /// Dismisses what this view controller (or an ancestor) presented and everything above it.
    private func dismissPresented(animated flag: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController, let context = presented.presentingStorage else {
            completion?()
            return
        }
        guard !context.isTransitioningPresentation else {
            UIKitDouble.warn("Attempt to dismiss from \(type(of: context)) while a presentation or dismiss is in progress")
            return
        }
        let end = presented.beginPresentationTransition(flag, dismissing: true, interactive: false).end
        UIKitDouble.animate(flag) {
            context.unlinkPresentations()
            end(false)
            completion?()
        }
    }

    /// Marks this presented view controller and its presenter as in a presentation transition, with
    /// a coordinator when it is animated; returns the coordinator and what ends the transition
    /// (told whether it was cancelled).
    private func beginPresentationTransition(
        _ animated: Bool, dismissing: Bool, interactive: Bool
    ) -> (coordinator: TransitionCoordinator, end: (Bool) -> Void) {
        let coordinator = TransitionCoordinator(interactive: interactive)
        guard let context = presentingStorage else { return (coordinator, { _ in }) }
        context.isTransitioningPresentation = true
        if animated {
            presentationCoordinator = coordinator
            isDismissing = dismissing
        }
        return (coordinator, { [weak self] cancelled in
            context.isTransitioningPresentation = false
            self?.presentationCoordinator = nil
            self?.isDismissing = false
            coordinator.end(cancelled: cancelled)
        })
    }

    /// The presented view controller this one is, or is inside.
    private var presentationRoot: UIViewController? {
        presentingStorage != nil ? self : parent?.presentationRoot
    }

    private func unlinkPresentations() {
        guard let presented = presentedStorage else { return }
        presented.unlinkPresentations()
        presented.presentingStorage = nil
        presentedStorage = nil
    }

    /// The user starts to dismiss this presented view controller: pulls a sheet down
    /// (`interactive`: it follows the finger until `UIKitDouble.userLetsGo(completing:)`) or taps
    /// outside a popover (not interactive: the dismissal runs at once). UIKit asks the delegate
    /// first ("true to allow the system to dismiss the presentation, false to refuse the
    /// dismissal"), which "isn't guaranteed to be followed by a call to
    /// presentationControllerWillDismiss(_:) or presentationControllerDidDismiss(_:)"; when it
    /// begins, the dismissal transition starts and the delegate hears `willDismiss` ("You can
    /// use this method to set up animations or interaction notifications with the
    /// presentationController's transitionCoordinator"). At the end of a dismissal that went
    /// through, the presentation is gone and the delegate hears `didDismiss`; a cancelled one
    /// leaves the view controller presented. Returns whether the dismissal began.
    func userBeginsDismissal(interactive: Bool) -> Bool {
        guard let context = presentingStorage, presentedStorage == nil, !context.isTransitioningPresentation,
              // A custom presentation has no gesture of UIKit's: its own animators would give one.
              ![.fullScreen, .custom].contains(modalPresentationStyle), let controller = presentationController else { return false }
        guard !isModalOnScreen, controller.delegate?.presentationControllerShouldDismiss(controller) != false else {
            controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            return false
        }
        let (coordinator, end) = beginPresentationTransition(true, dismissing: true, interactive: interactive)
        controller.delegate?.presentationControllerWillDismiss(controller)
        // UIKit keeps the presented view controller until it has told the delegate ("after all
        // animations are finished", `presentationControllerDidDismiss`), whoever lets go of it.
        let finish = { (completing: Bool) in
            UIKitDouble.animate(true) {
                if completing { context.unlinkPresentations() }
                end(!completing)
                if completing { controller.delegate?.presentationControllerDidDismiss(controller) }
                withExtendedLifetime(self) {}
            }
        }
        guard interactive else {
            finish(true)
            return true
        }
        UIKitDouble.beginInteraction { completing in
            coordinator.interactionEnded(cancelled: !completing)
            finish(completing)
        }
        return true
    }

    /// Whether this view controller, or one it shows on screen, is modal in presentation: "When you
    /// set it to true, UIKit ignores events outside the view controller's bounds and prevents the
    /// interactive dismissal of the view controller while it is onscreen" (Apple,
    /// `isModalInPresentation`), so a screen inside a presented navigation controller holds the
    /// sheet. A navigation controller shows its top view controller, a tab bar controller its
    /// selected one, other containers their children.
    var isModalOnScreen: Bool {
        isModalInPresentation || childrenOnScreen.contains { $0.isModalOnScreen }
    }

    /// The children this view controller shows on screen.
    var childrenOnScreen: [UIViewController] { children }

    /// Adds the specified view controller as a child of the current view controller. "If the child
    /// controller has a different parent controller, it will first be removed from its current
    /// parent by calling removeFromParentViewController", and "addChildViewController: will call
    /// [child willMoveToParentViewController:self] before adding the child. However, it will not
    /// call didMoveToParentViewController:" (UIViewController.h): the container calls that.
    open func addChild(_ childController: UIViewController) {
        if let parent = childController.parent, parent !== self { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.removeAll { $0 === childController }
        children.append(childController)
        childController.parent = self
        childController.containment.append("added to \(Self.label(self))")
    }

    /// Removes the view controller from its parent. It "does not call [self
    /// willMoveToParentViewController:nil] before removing the child. This is also the
    /// responsibility of the container subclass" (UIViewController.h); "The removeFromParent()
    /// method automatically calls the didMove(toParent:) method of the child view controller after
    /// it removes the child" (Apple, `didMove(toParent:)`).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        containment.append("removed from \(Self.label(parent))")
        didMove(toParent: nil)
    }

    /// Called just before the view controller is added or removed from a container view controller.
    open func willMove(toParent parent: UIViewController?) {
        containment.append("willMove(toParent: \(parent.map(Self.label) ?? "nil"))")
    }

    /// Called after the view controller is added or removed from a container view controller.
    open func didMove(toParent parent: UIViewController?) {
        containment.append("didMove(toParent: \(parent.map(Self.label) ?? "nil"))")
    }

    /// What happened to this view controller's place in containers, in order (not UIKit's: the
    /// double's record, for scenarios to compare with the sequence UIViewController.h asks of a
    /// container: `willMove(toParent:)` by `addChild(_:)`, the container's `didMove(toParent:)`;
    /// the container's `willMove(toParent: nil)`, `removeFromParent()`'s `didMove(toParent: nil)`).
    public var containment: [String] = []

    /// A view controller's name in `containment`: its title, or its type.
    static func label(_ viewController: UIViewController) -> String {
        viewController.title ?? String(describing: type(of: viewController))
    }
}
