// Hand-written FlowControllers for DuckDuckGo's browsing menu and tab switcher
// (Golden/realapps-duckduckgo-custom-transitions): MainViewController (the browser) is the source
// of both routes, and under UIKit it gives their transitioning delegates as the app does: the
// browsing menu is its own (it grows out of the menu button), the tab switcher's is the browser's
// `tabSwitcherTransition` (the current tab zooms into its cell); the settings get none.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// What the FlowControllers were asked, in order, for main.swift.
@MainActor
final class Heard {
    static let shared = Heard()
    var events: [String] = []
}

final class MainWindowFlowController: NavGraphViewController, MainWindowFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeBrowser() -> any BrowserFlowControlling { BrowserFlowController() }
    func contain(_ viewController: NavGraphViewController, as child: MainWindowChild) {
        layOutChild(viewController)
    }
}

final class BrowserFlowController: NavGraphViewController, BrowserFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeBrowsingMenu() -> any BrowsingMenuFlowControlling { BrowsingMenuFlowController() }
    func makeTabSwitcher() -> any TabSwitcherFlowControlling { TabSwitcherFlowController() }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }
    func browsingMenuDidEnd() { Heard.shared.events.append("the menu closed") }
    func tabSwitcherDidEnd() { Heard.shared.events.append("the tab switcher closed") }
    #if canImport(UIKit)
    /// The tab switcher's transition, which the browser keeps (MainViewController's
    /// `tabSwitcherTransition`).
    let tabSwitcherTransition = TabSwitcherTransition()
    #endif
}

#if canImport(UIKit)
extension BrowserFlowController: NavGraphTransitionDrawing {
    /// The menu draws its own transition; the tab switcher zooms out of the current tab.
    func transitioningDelegate(
        presenting presented: UIViewController, showing destination: NavGraphNodeName, route: String?
    ) -> (any UIViewControllerTransitioningDelegate)? {
        Heard.shared.events.append("asked for \(route ?? "a link")'s transition")
        switch destination {
        case .browsingMenu: return presented as? BrowsingMenuFlowController
        case .tabSwitcher: return tabSwitcherTransition
        default: return nil
        }
    }
}

/// The tab switcher's zoom from the current tab into its cell (`TabSwitcherTransitionDelegate`).
final class TabSwitcherTransition: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { ZoomIntoCell() }
}

/// The zoom's animator (`FromWebViewTransition`).
final class ZoomIntoCell: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: AnyObject?) -> Double { 0.3 }
}

/// The menu's presentation: it sits beside the menu button, the browser visible around it.
final class MenuPresentation: UIPresentationController {}
#endif

final class BrowsingMenuFlowController: NavGraphViewController, BrowsingMenuFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeBookmarks() -> any BookmarksFlowControlling { BookmarksFlowController() }
}

#if canImport(UIKit)
/// The browsing menu vends its own presentation (`BrowsingMenuViewController` is its
/// transitioning delegate).
extension BrowsingMenuFlowController: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        MenuPresentation(presentedViewController: presented, presenting: presenting)
    }
}
#endif

final class TabSwitcherFlowController: NavGraphViewController, TabSwitcherFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class BookmarksFlowController: NavGraphViewController, BookmarksFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
