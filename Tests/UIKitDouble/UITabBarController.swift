/// The delegate of a tab bar controller, told when the user selects a tab.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asked when the user taps a tab: "true if the view controller's tab should be selected or
    /// false if the current tab should remain active" (Apple).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected a tab (not sent when the app sets `selectedIndex`).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Optional in UIKit: allows the selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
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

    /// "The view controller associated with the currently selected tab item." Set: "Assigning a
    /// new view controller to this property changes the currently displayed view and also selects
    /// an appropriate tab in the tab bar" (Apple); one the tab bar does not hold selects nothing.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set {
            if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// Only the selected tab is on screen.
    override var childrenOnScreen: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    /// Sets the root view controllers of the tab bar controller.
    ///
    /// "If you change the value of this property at runtime, the tab bar controller removes all of
    /// the old view controllers before installing the new ones. When changing the view
    /// controllers, the tab bar controller remembers the view controller object that was
    /// previously selected and attempts to reselect it. If the selected view controller is no
    /// longer present, it attempts to select the view controller at the same index in the array as
    /// the previous selection. If that index is invalid, it selects the view controller at index
    /// 0." (Apple, `viewControllers`)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
        children.forEach { $0.removeFromParent() }
        let installed = viewControllers ?? []
        installed.forEach(addChild)
        if let previous, let index = installed.firstIndex(where: { $0 === previous }) {
            selectedIndex = index
        } else if !installed.indices.contains(selectedIndex) {
            selectedIndex = 0
        }
    }

    /// The user taps the tab at `index`; the delegate may keep the current tab. Returns whether
    /// the tab was selected.
    ///
    /// "User taps always display the root view of the tab, regardless of which tab was previously
    /// selected. This is true even if the tab was already selected." (Apple, UITabBarController):
    /// a tap on the selected tab whose view controller is a navigation controller pops it to its
    /// root, animated, as on a device. `didSelect` is sent for it too: "this could be the same
    /// view controller that was already selected" (Apple, `tabBarController(_:didSelect:)`).
    func userSelect(_ index: Int) -> Bool {
        guard children.indices.contains(index), delegate?.tabBarController(self, shouldSelect: children[index]) != false else { return false }
        if index == selectedIndex, let stack = children[index] as? UINavigationController {
            stack.popToRootViewController(animated: true)
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: children[index])
        return true
    }
}

/// An item on a tab bar (UIKit's `UITabBarItem`): only what a tab shows as text.
@MainActor
open class UITabBarItem: NSObject {
    /// The title displayed on the item.
    open var title: String?
    /// Text that's displayed in the upper-right corner of the item with a surrounding red oval.
    open var badgeValue: String?

    /// The image the item shows.
    open var image: UIImage?

    /// An item with `title`.
    public init(title: String?) {
        self.title = title
        super.init()
    }

    /// "Creates and returns a new item using the specified properties": a title and an image (the
    /// double keeps no selected image).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title)
        self.image = image
    }
}

/// An image (UIKit's `UIImage`): only the name of the SF Symbol it was made from.
open class UIImage: NSObject {
    /// The symbol's name.
    public let systemName: String

    /// "Creates an image object that contains a system symbol image": the double has every symbol.
    public init?(systemName name: String) {
        systemName = name
        super.init()
    }
}
