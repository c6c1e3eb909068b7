#if canImport(UIKit)
import UIKit

/// Action tabs under UIKit: each is a view controller of the tab bar that is never selected.
/// `tabBarController(_:shouldSelect:)` is asked "in response to the user tapping a tab bar item"
/// and answers "false if the current tab should remain active" (Apple): for an action tab the
/// renderer answers `false` and the flow performs the route instead. The state holds the tabs
/// only, so its index of the selected tab counts the tabs, not the action tabs, and the renderer
/// selects by view controller.
extension NavGraphUIKitRenderer {
    /// The tab bar's view controllers for the tabs flow `id` showing `tabs` (the tabs' view
    /// controllers, in the state's order): with the flow's action tabs among them, each kept from
    /// `current` where the tab bar shows it already.
    func tabBarViewControllers(of id: NavGraphEntryID, tabs: [UIViewController], current: [UIViewController] = []) -> [UIViewController] {
        let kept = current.compactMap { $0 as? NavGraphActionTabViewController }
        return navigation.tabBarItems(of: id).compactMap { item in
            switch item {
            case .tab(let index): tabs.indices.contains(index) ? tabs[index] : nil
            case .action(let action): kept.first { $0.route == action.route } ?? NavGraphActionTabViewController(action)
            }
        }
    }

    /// Selects the state's tab `index` of the tab bar: the view controller of that tab, whatever
    /// action tabs come before it.
    func selectTab(_ index: Int, in tabBarController: UITabBarController) {
        let tabs = (tabBarController.viewControllers ?? []).filter { !($0 is NavGraphActionTabViewController) }
        if tabs.indices.contains(index) { tabBarController.selectedViewController = tabs[index] }
    }

    /// The state's index of the tab `viewController` is in the tab bar: its place among the tabs,
    /// the action tabs left out; `nil` for an action tab.
    func tabIndex(of viewController: UIViewController, in tabBarController: UITabBarController) -> Int? {
        let tabs = (tabBarController.viewControllers ?? []).filter { !($0 is NavGraphActionTabViewController) }
        return tabs.firstIndex { $0 === viewController }
    }
}

/// An action tab's place in a tab bar: a view controller whose tab bar item is the one the flow's
/// contract gives, and which the tab bar never selects.
final class NavGraphActionTabViewController: UIViewController {
    /// The tabs flow's own route the item performs.
    let route: String

    init(_ action: NavGraphActionTab) {
        route = action.route
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: action.item.title, image: UIImage(systemName: action.item.systemImage), selectedImage: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }
}
#endif
