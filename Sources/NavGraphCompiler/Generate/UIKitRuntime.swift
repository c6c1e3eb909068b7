/// The UIKit layer, written into `NavGraphUIKit.swift` after the header: a navigator that performs
/// the graph's transitions with UIKit. All of it sits under `#if canImport(UIKit)`, so the file
/// compiles to nothing where UIKit does not exist.
enum UIKitRuntime {
    /// The Swift text.
    static let source = #"""
    #if canImport(UIKit)
    import UIKit

    /// Performs the graph's transitions with UIKit: `UINavigationController` for stacks and pushes,
    /// `present(_:animated:completion:)` for presentations, `UITabBarController` for tabs, and the
    /// switch flow's own view controller as the root switcher.
    ///
    /// Make one per window (for example in `scene(_:willConnectTo:options:)`) and start the entry
    /// FlowController with it; nothing here is shared between windows.
    @MainActor
    final class NavGraphUIKitNavigator: NavGraphNavigator {
        private struct Finish {
            weak var flowController: UIKit.UIViewController?
            let handler: NavGraphFinishHandler
        }

        private let window: UIKit.UIWindow
        private let animated: Bool
        private var finishHandlers: [Swift.ObjectIdentifier: Finish] = [:]
        private var switchFlows: [Swift.ObjectIdentifier: Weak] = [:]

        private struct Weak {
            weak var viewController: UIKit.UIViewController?
        }

        /// A navigator that shows the graph in `window`; `animated` applies to every transition.
        init(window: UIKit.UIWindow, animated: Bool = true) {
            self.window = window
            self.animated = animated
        }

        func showRoot(_ root: any NavGraphFlowController) {
            root.navigator = self
            window.rootViewController = root
        }

        func push(_ destination: any NavGraphFlowController, from source: any NavGraphFlowController, onFinish: NavGraphFinishHandler?) {
            guard let navigationController = source.navigationController else {
                assertionFailure("\(source.navGraphNode) is not inside a navigation stack")
                return
            }
            prepare(destination, onFinish: onFinish)
            navigationController.pushViewController(destination, animated: animated)
        }

        func present(
            _ destination: any NavGraphFlowController,
            from source: any NavGraphFlowController,
            presentation: NavGraphPresentation,
            embedInStack: Bool,
            onFinish: NavGraphFinishHandler?
        ) {
            prepare(destination, onFinish: onFinish)
            let presented: UIKit.UIViewController = embedInStack ? UIKit.UINavigationController(rootViewController: destination) : destination
            presented.modalPresentationStyle = Self.style(of: presentation)
            if presentation == .popover, let popover = presented.popoverPresentationController {
                popover.sourceView = source.view
                popover.sourceRect = source.view.bounds
            }
            source.present(presented, animated: animated, completion: nil)
        }

        func replace(with destination: any NavGraphFlowController, from source: any NavGraphFlowController) {
            guard let switchFlow = nearest(source, where: { switchFlows[Swift.ObjectIdentifier($0)] != nil }) else {
                assertionFailure("\(source.navGraphNode) is not inside a switch flow")
                return
            }
            prepare(destination, onFinish: nil)
            switchFlow.presentedViewController?.dismiss(animated: false, completion: nil)
            for child in switchFlow.children { unembed(child) }
            embed(destination, in: switchFlow)
        }

        @discardableResult
        func select(_ tab: NavGraphNodeName, from source: any NavGraphFlowController) -> (any NavGraphFlowController)? {
            guard let tabBarController = nearest(source, where: { $0 is UIKit.UITabBarController }) as? UIKit.UITabBarController,
                  let tabs = tabBarController.viewControllers,
                  let index = tabs.firstIndex(where: { ($0 as? any NavGraphFlowController)?.navGraphNode == tab })
            else { return nil }
            tabBarController.presentedViewController?.dismiss(animated: animated, completion: nil)
            tabBarController.selectedIndex = index
            return tabs[index] as? any NavGraphFlowController
        }

        func finish(_ source: any NavGraphFlowController, with feedback: (any Swift.Sendable)?) {
            if let navigationController = source.navigationController,
               let index = navigationController.viewControllers.firstIndex(where: { $0 === source }), index > 0 {
                navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: animated)
            } else if let presenting = (source.navigationController ?? source).presentingViewController {
                presenting.dismiss(animated: animated, completion: nil)
            } else {
                return
            }
            let finish = finishHandlers.removeValue(forKey: Swift.ObjectIdentifier(source))
            finish?.handler(feedback)
        }

        func setStack(of flow: any NavGraphFlowController, root: any NavGraphFlowController) {
            prepare(root, onFinish: nil)
            embed(UIKit.UINavigationController(rootViewController: root), in: flow)
        }

        func setTabs(of flow: any NavGraphFlowController, tabs: [any NavGraphFlowController]) {
            for tab in tabs { prepare(tab, onFinish: nil) }
            let tabBarController = UIKit.UITabBarController()
            tabBarController.setViewControllers(tabs.map { $0 as UIKit.UIViewController }, animated: false)
            tabBarController.selectedIndex = 0
            embed(tabBarController, in: flow)
        }

        func setSwitch(of flow: any NavGraphFlowController, child: any NavGraphFlowController) {
            switchFlows[Swift.ObjectIdentifier(flow)] = Weak(viewController: flow)
            prepare(child, onFinish: nil)
            embed(child, in: flow)
        }

        private func prepare(_ flowController: any NavGraphFlowController, onFinish: NavGraphFinishHandler?) {
            flowController.navigator = self
            finishHandlers = finishHandlers.filter { $0.value.flowController != nil }
            switchFlows = switchFlows.filter { $0.value.viewController != nil }
            if let onFinish {
                finishHandlers[Swift.ObjectIdentifier(flowController)] = Finish(flowController: flowController, handler: onFinish)
            }
        }

        /// The nearest view controller from `source` outwards (parents, then presenters) that matches.
        private func nearest(_ source: UIKit.UIViewController, where matches: (UIKit.UIViewController) -> Bool) -> UIKit.UIViewController? {
            var current: UIKit.UIViewController? = source
            while let candidate = current {
                if matches(candidate) { return candidate }
                current = candidate.parent ?? candidate.presentingViewController
            }
            return nil
        }

        private func embed(_ child: UIKit.UIViewController, in container: UIKit.UIViewController) {
            container.addChild(child)
            child.view.frame = container.view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }

        private func unembed(_ child: UIKit.UIViewController) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }

        private static func style(of presentation: NavGraphPresentation) -> UIKit.UIModalPresentationStyle {
            switch presentation {
            case .sheet: .automatic
            case .fullScreen: .fullScreen
            case .pageSheet: .pageSheet
            case .formSheet: .formSheet
            case .popover: .popover
            }
        }
    }
    #endif
    """#
}
