// A test-only stand-in for UIKit on Linux: just the declarations that NavGraph's generated
// UIKit layer and FlowController skeletons use, with Apple's signatures and actor isolation,
// so that `#if canImport(UIKit)` code is type-checked by the tests on a machine without UIKit.
//
// Bodies only keep state; nothing is drawn. Keep every signature identical to Apple's
// (https://developer.apple.com/documentation/uikit); a signature that differs defeats the purpose.

import Foundation

/// An object that responds to and handles events (UIKit's `UIResponder`).
@MainActor
open class UIResponder: NSObject {}

/// A rectangular area on screen (UIKit's `UIView`).
@MainActor
open class UIView: UIResponder {
    /// Options for resizing a view when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Resize by widening or narrowing the view's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Resize by expanding or shrinking the view's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// The frame rectangle, in the superview's coordinate system.
    open var frame: CGRect = .zero
    /// The bounds rectangle, in the view's own coordinate system.
    open var bounds: CGRect = .zero
    /// How the view resizes itself when its superview's bounds change.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// The view's superview.
    open private(set) weak var superview: UIView?
    /// The view's subviews.
    open private(set) var subviews: [UIView] = []

    /// Adds a view to the end of the receiver's list of subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Unlinks the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// A view that holds a window's content (UIKit's `UIWindow`).
@MainActor
open class UIWindow: UIView {
    /// The root view controller of the window.
    open var rootViewController: UIViewController?

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {}
}

/// Modal presentation styles (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// An object that manages the transition animations and presentation of view controllers.
@MainActor
open class UIPresentationController: NSObject {}

/// An object that manages the display of content in a popover.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view containing the anchor rectangle for the popover.
    open var sourceView: UIView?
    /// The rectangle in the source view in which to anchor the popover.
    open var sourceRect: CGRect = .zero
}

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

    /// The view that the controller manages.
    open var view: UIView! = UIView()
    /// The parent view controller of the recipient.
    open private(set) weak var parent: UIViewController?
    /// The view controllers that are children of the current view controller.
    open private(set) var children: [UIViewController] = []
    /// The view controller that presented this view controller (or its farthest ancestor).
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
    /// The view controller that is presented by this view controller, or one of its ancestors.
    open var presentedViewController: UIViewController? { presentedStorage }
    /// The nearest ancestor in the view controller hierarchy that is a navigation controller.
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }
    /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        parent as? UITabBarController ?? parent?.tabBarController
    }
    /// The presentation style for modal view controllers.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The nearest popover presentation controller that is managing the current view controller.
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? popoverStorage : nil
    }

    private weak var presentingStorage: UIViewController?
    private var presentedStorage: UIViewController?
    private lazy var popoverStorage = UIPopoverPresentationController()

    /// Presents a view controller modally.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = self
        completion?()
    }

    /// Dismisses the view controller that was presented modally by the view controller.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedStorage {
            presented.presentingStorage = nil
            presentedStorage = nil
        } else {
            presentingViewController?.dismiss(animated: flag, completion: nil)
        }
        completion?()
    }

    /// Adds the specified view controller as a child of the current view controller.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the view controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called just before the view controller is added or removed from a container view controller.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller is added or removed from a container view controller.
    open func didMove(toParent parent: UIViewController?) {}
}

/// A container view controller that defines a stack-based scheme for navigating content.
@MainActor
open class UINavigationController: UIViewController {
    /// Creates a navigation controller with a root view controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with data in an unarchiver.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// The view controllers currently on the navigation stack.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller at the top of the navigation stack.
    open var topViewController: UIViewController? { children.last }

    /// Pushes a view controller onto the receiver's stack and updates the display.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        addChild(viewController)
    }

    /// Pops the top view controller from the navigation stack and updates the display.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.removeFromParent()
        return top
    }

    /// Pops view controllers until the specified view controller is at the top of the navigation stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        popped.forEach { $0.removeFromParent() }
        return popped
    }

    /// Replaces the view controllers currently managed by the navigation controller.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        children.forEach { $0.removeFromParent() }
        viewControllers.forEach(addChild)
    }
}

/// A container view controller that manages a multiselection interface (UIKit's `UITabBarController`).
@MainActor
open class UITabBarController: UIViewController {
    /// The root view controllers displayed by the tab bar interface.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the view controller associated with the currently selected tab item.
    open var selectedIndex: Int = 0

    /// Sets the root view controllers of the tab bar controller.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        children.forEach { $0.removeFromParent() }
        (viewControllers ?? []).forEach(addChild)
    }
}
