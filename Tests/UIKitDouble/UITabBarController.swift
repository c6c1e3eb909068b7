/// The delegate of a tab bar controller, told when the user selects a tab.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// The user selected a tab (not sent when the app sets `selectedIndex`).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Optional in UIKit: does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A container view controller that manages a multiselection interface (UIKit's `UITabBarController`).
@MainActor
open class UITabBarController: UIViewController {
    /// Told when the user selects a tab.
    open weak var delegate: (any UITabBarControllerDelegate)?

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

    /// The user taps the tab at `index`.
    func userSelect(_ index: Int) {
        guard children.indices.contains(index) else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: children[index])
    }
}
