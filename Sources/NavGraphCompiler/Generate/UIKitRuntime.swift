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
            weak var flowController: UIViewController?
            let handler: NavGraphFinishHandler
        }

        private let window: UIWindow
        private let animated: Bool
        private var finishHandlers: [ObjectIdentifier: Finish] = [:]
        private var switchFlows: [ObjectIdentifier: Weak] = [:]
        /// The screen that presented each presented view controller (UIKit's `presentingViewController`
        /// is the presentation context, often a container, not the screen).
        private var presenters: [ObjectIdentifier: Presenter] = [:]

        private struct Presenter {
            weak var presented: UIViewController?
            weak var source: UIViewController?
        }

        private struct Weak {
            weak var viewController: UIViewController?
        }

        /// A navigator that shows the graph in `window`; `animated` applies to every transition.
        init(window: UIWindow, animated: Bool = true) {
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
            let presented: UIViewController = embedInStack ? UINavigationController(rootViewController: destination) : destination
            presented.modalPresentationStyle = Self.style(of: presentation)
            if presentation == .popover, let popover = presented.popoverPresentationController {
                popover.sourceView = source.view
                popover.sourceRect = source.view.bounds
            }
            presenters[ObjectIdentifier(presented)] = Presenter(presented: presented, source: source)
            source.present(presented, animated: animated, completion: nil)
        }

        func replace(with destination: any NavGraphFlowController, from source: any NavGraphFlowController) {
            guard let switchFlow = nearest(source, where: { switchFlows[ObjectIdentifier($0)] != nil }) else {
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
            guard let tabBarController = nearest(source, where: { $0 is UITabBarController }) as? UITabBarController,
                  let tabs = tabBarController.viewControllers,
                  let index = tabs.firstIndex(where: { ($0 as? any NavGraphFlowController)?.navGraphNode == tab })
            else { return nil }
            tabBarController.presentedViewController?.dismiss(animated: animated, completion: nil)
            tabBarController.selectedIndex = index
            return tabs[index] as? any NavGraphFlowController
        }

        func finish(_ source: any NavGraphFlowController, with feedback: (any Sendable)?) {
            if let navigationController = source.navigationController,
               let index = navigationController.viewControllers.firstIndex(where: { $0 === source }), index > 0 {
                navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: animated)
            } else if let presenting = (source.navigationController ?? source).presentingViewController {
                presenting.dismiss(animated: animated, completion: nil)
            } else {
                return
            }
            let finish = finishHandlers.removeValue(forKey: ObjectIdentifier(source))
            finish?.handler(feedback)
        }

        func unwind(to target: NavGraphNodeName, from source: any NavGraphFlowController) {
            // Walk down from the source: to the screen below in its stack, else to its container,
            // else (leaving a presentation) to the screen that presented it.
            var current: UIViewController? = source
            var outermostPresented: UIViewController?
            while let candidate = current {
                if candidate !== source, (candidate as? any NavGraphFlowController)?.navGraphNode == target {
                    // Dismissing the lowest presentation walked through dismisses all above it.
                    outermostPresented?.dismiss(animated: animated, completion: nil)
                    candidate.navigationController?.popToViewController(candidate, animated: animated)
                    return
                }
                if let navigationController = candidate.navigationController,
                   let index = navigationController.viewControllers.firstIndex(where: { $0 === candidate }), index > 0 {
                    current = navigationController.viewControllers[index - 1]
                } else if let parent = candidate.parent {
                    current = parent
                } else {
                    outermostPresented = candidate
                    let presenter = presenters[ObjectIdentifier(candidate)].flatMap { $0.presented === candidate ? $0.source : nil }
                    current = presenter ?? candidate.presentingViewController
                }
            }
            assertionFailure("\(target) is not below \(source.navGraphNode)")
        }

        func setStack(of flow: any NavGraphFlowController, root: any NavGraphFlowController) {
            prepare(root, onFinish: nil)
            embed(UINavigationController(rootViewController: root), in: flow)
        }

        func setTabs(of flow: any NavGraphFlowController, tabs: [any NavGraphFlowController]) {
            for tab in tabs { prepare(tab, onFinish: nil) }
            let tabBarController = UITabBarController()
            tabBarController.setViewControllers(tabs.map { $0 as UIViewController }, animated: false)
            tabBarController.selectedIndex = 0
            embed(tabBarController, in: flow)
        }

        func setSwitch(of flow: any NavGraphFlowController, child: any NavGraphFlowController) {
            switchFlows[ObjectIdentifier(flow)] = Weak(viewController: flow)
            prepare(child, onFinish: nil)
            embed(child, in: flow)
        }

        private func prepare(_ flowController: any NavGraphFlowController, onFinish: NavGraphFinishHandler?) {
            flowController.navigator = self
            finishHandlers = finishHandlers.filter { $0.value.flowController != nil }
            switchFlows = switchFlows.filter { $0.value.viewController != nil }
            presenters = presenters.filter { $0.value.presented != nil }
            if let onFinish {
                finishHandlers[ObjectIdentifier(flowController)] = Finish(flowController: flowController, handler: onFinish)
            }
        }

        /// The nearest view controller from `source` outwards (parents, then presenters) that matches.
        private func nearest(_ source: UIViewController, where matches: (UIViewController) -> Bool) -> UIViewController? {
            var current: UIViewController? = source
            while let candidate = current {
                if matches(candidate) { return candidate }
                current = candidate.parent ?? candidate.presentingViewController
            }
            return nil
        }

        private func embed(_ child: UIViewController, in container: UIViewController) {
            container.addChild(child)
            child.view.frame = container.view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }

        private func unembed(_ child: UIViewController) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }

        private static func style(of presentation: NavGraphPresentation) -> UIModalPresentationStyle {
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
