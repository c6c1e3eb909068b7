#if canImport(UIKit)
import UIKit

/// Draws state changes with UIKit and reports what the user did back to the state machine.
///
/// It keeps the containers it makes (a navigation controller per stack, a tab bar controller
/// per tabs flow) by entry; the FlowControllers themselves come from the state machine. Who
/// presented what comes from the state, never from `presentingViewController`.
@MainActor
final class NavGraphUIKitRenderer: NSObject, NavGraphRenderer {
    /// The window; the window owns the navigator through its root view controller, not the reverse.
    weak var window: UIWindow?
    /// The navigator whose root view controller keeps it alive.
    weak var navigator: NavGraphUIKitNavigator?
    /// The state machine, owned by the navigator that owns this renderer.
    unowned let navigation: NavGraphStateMachine
    let animated: Bool
    /// The containers made for entries: navigation and tab bar controllers, alert controllers.
    /// Each goes when its entry is released: it holds the view controllers it showed.
    private var containers: [NavGraphEntryID: UIViewController] = [:]
    /// The delegate of each presented entry's presentation controller (which holds it weakly).
    private(set) var presentationDelegates: [NavGraphEntryID: NavGraphPresentationDelegate] = [:]
    /// The transitioning delegate of each presentation whose transition the app draws, which
    /// UIKit holds weakly (UIViewController.h declares it `weak`), until the presentation has closed.
    var transitioningDelegates: [NavGraphEntryID: any UIViewControllerTransitioningDelegate] = [:]
    /// The screens pushed with the app's animation, by view controller, until they are gone.
    var appDrawnPushes: [ObjectIdentifier: NavGraphAppDrawnPush] = [:]
    /// Makes the navigation controllers the renderer makes for stacks whose FlowController makes
    /// none (`NavGraphUIKitNavigator.makeNavigationController`).
    var appNavigationControllerMaker: (@MainActor (any NavGraphFlowController) -> NavGraphNavigationController)?
    /// The delegate of each presented system sheet (a picker, which holds it weakly).
    var systemSheetDelegates: [NavGraphEntryID: NavGraphSystemSheetDelegate] = [:]
    /// The delegates put in front of the app's own presentations that refused to close, by the
    /// presented view controller, until the person dismisses them (NavGraphUIKitRenderer+Dismissal.swift).
    var foreignPresentationDelegates: [ObjectIdentifier: NavGraphPresentationDelegate] = [:]
    /// The navigation controller the renderer is pushing or popping itself, while it calls UIKit:
    /// its delegate calls then are not the user's.
    private(set) weak var drawingStack: UINavigationController?
    /// The view controllers handed to each container flow (`contain(_:as:)`), by the child entry
    /// each shows: taken out of the app's view when the child goes (`updateChildren()`); for a
    /// tabs flow the app draws (`bar: app`), the selected tab's (`show(_:for:)`).
    var contained: [NavGraphEntryID: [NavGraphEntryID: UIViewController]] = [:]
    /// The split view controller and navigation controllers made for each split flow.
    var splits: [NavGraphEntryID: NavGraphSplitViews] = [:]
    /// The window of each overlay shown (NavGraphUIKitRenderer+Overlay.swift), kept until it hides.
    var overlayWindows: [NavGraphEntryID: NavGraphOverlayWindow] = [:]

    init(window: UIWindow, navigation: NavGraphStateMachine, animated: Bool) {
        self.window = window
        self.navigation = navigation
        self.animated = animated
    }

    func render(_ change: NavGraphChange, completion drawn: @escaping @MainActor () -> Void) {
        let completion: @MainActor () -> Void = { [weak self] in
            self?.visibleScreenChanged()
            drawn()
        }
        // A split flow's stack is drawn across its columns, whatever changed in it; a push goes
        // under what the app presented, as in a stack.
        if let split = split(changedBy: change) { return redraw(split, dismissingForeign: !change.isPush, completion) }
        switch change {
        case .showRoot(let id):
            showRoot(id)
            completion()
        case .showRestored(let id):
            showRoot(id)
            let order = shownOrder(from: id)
            order.forEach(startFlow)
            presentRestored(order.filter { navigation.state[$0]?.presented != nil }[...], completion)
        case .startFlow(let id):
            startFlow(id)
            completion()
        case .push(let id, let stack):
            // A sub-flow's screens join the navigation controller of the stack it is pushed onto.
            guard let navigationController = navigationController(showing: stack), let pushed = topViewController(of: id) else { return completion() }
            afterTransition(of: navigationController) { [weak self] in
                guard let self else { return completion() }
                drawing(navigationController) { $0.pushViewController(pushed, animated: self.animated) }
                afterTransition(of: navigationController, completion)
            }
        case .pop(let stack, let entry):
            guard let navigationController = navigationController(showing: stack), let shown = topViewController(of: entry) else { return completion() }
            settlePresentations(dismissingForeign: true) { [weak self] in
                self?.afterTransition(of: navigationController) { [weak self] in
                    guard let self else { return completion() }
                    drawing(navigationController) { _ = $0.popToViewController(shown, animated: self.animated) }
                    afterTransition(of: navigationController, completion)
                }
            }
        case .setStack(let stack):
            guard let navigationController = navigationController(showing: stack) else { return completion() }
            let shown = navigation.state.shownStackEntries(navigation.state.shownStack(of: stack)).compactMap(viewController)
            settlePresentations(dismissingForeign: true) { [weak self] in
                self?.afterTransition(of: navigationController) { [weak self] in
                    guard let self else { return completion() }
                    drawing(navigationController) { $0.setViewControllers(shown, animated: self.animated) }
                    afterTransition(of: navigationController, completion)
                }
            }
        case .present(let id, let presenter):
            if navigation.state[id]?.presentation?.presentation.coversEverything == true { return showOverlay(id, completion) }
            guard let source = topViewController(of: presenter) else { return completion() }
            present(id, over: source, completion)
        case .dismiss(let id, let presenter):
            if overlayWindows[id] != nil {
                hideClosedOverlays()
                return completion()
            }
            guard let source = topViewController(of: presenter) else { return completion() }
            dismiss(over: source) { [weak self] in
                // What the app replaced below an overlay (a log-out) takes the overlay along.
                self?.hideClosedOverlays()
                completion()
            }
        case .shrinkOverlay(let id):
            shrinkOverlay(id)
            completion()
        case .expandOverlay(let id, _):
            expandOverlay(id)
            completion()
        case .replaceChild(let flow, let old, let new):
            guard let container = viewController(flow), let child = viewController(new) else { return completion() }
            settlePresentations(dismissingForeign: true) { [weak self] in
                guard let self else { return completion() }
                if let previous = viewController(old) { unembed(previous) }
                embed(child, in: container)
                completion()
            }
        case .selectTab(let tabs, _) where viewController(tabs) is any NavGraphAppTabsFlow,
             .setTabs(let tabs) where viewController(tabs) is any NavGraphAppTabsFlow:
            settlePresentations(dismissingForeign: true) { [weak self] in
                self?.showSelectedTab(of: tabs)
                completion()
            }
        case .selectTab(let tabs, let index):
            let tabBarController = containers[tabs] as? UITabBarController
            settlePresentations(dismissingForeign: true) { [weak self] in
                if let tabBarController { self?.selectTab(index, in: tabBarController) }
                completion()
            }
        case .setTabs(let id):
            guard let tabBarController = containers[id] as? UITabBarController,
                  case .tabs(let tabs, let selected) = navigation.state[id]?.content else { return completion() }
            settlePresentations(dismissingForeign: true) { [weak self] in
                guard let self else { return completion() }
                // A stack tab is its navigation controller in the tab bar (`hold`); a tab that
                // comes is its flow's view controller until its stack starts and takes its place.
                let shown = tabs.compactMap { self.containers[$0] ?? self.viewController($0) }
                tabBarController.setViewControllers(
                    tabBarViewControllers(of: id, tabs: shown, current: tabBarController.viewControllers ?? []), animated: false)
                // Set after: "If the selected view controller is no longer present, it attempts to
                // select the view controller at the same index", which is not the state's choice.
                selectTab(selected, in: tabBarController)
                completion()
            }
        case .setChildren(let id):
            guard let flow = viewController(id) else { return completion() }
            settlePresentations(dismissingForeign: true) { [weak self] in
                self?.showContainerChildren(of: id, in: flow)
                completion()
            }
        }
    }

    /// Lets go of the containers and presentation delegates made for closed entries, as soon as
    /// they are drawn gone: a sheet the user swiped down is not kept until the next change.
    func released(_ ids: [NavGraphEntryID]) {
        for id in ids {
            containers[id] = nil
            contained[id] = nil
            splits[id] = nil
            presentationDelegates[id] = nil
            transitioningDelegates[id] = nil
            webAuthenticationDelegate(id)?.cancel()
            systemSheetDelegates[id] = nil
        }
        hideClosedOverlays()
    }

    /// Tells UIKit that the screen a person sees may have changed (its status bar, orientations).
    func visibleScreenChanged() {
        (window?.rootViewController as? NavGraphRootViewController)?.visibleScreenChanged()
    }

    /// The view controller of an entry: its FlowController, or the stack made for an embedded presentation.
    func viewController(_ id: NavGraphEntryID) -> UIViewController? {
        navigation.flowController(for: id) as? UIViewController ?? containers[id]
    }

    /// The navigation controller that shows `stack`'s entries: its own, or for a sub-flow the one
    /// of the stack it is pushed onto.
    private func navigationController(showing stack: NavGraphEntryID) -> UINavigationController? {
        containers[navigation.state.shownStack(of: stack)] as? UINavigationController
    }

    /// The view controller on top when `id` is: its own, or for a sub-flow (which has none in
    /// the window) its top screen's, which also presents what the sub-flow presents. A stack
    /// flow that is a tab is shown by its navigation controller, which took the flow's place in
    /// the tab bar (`hold(_:asTabOf:in:)`): the flow's own view controller is not in the window,
    /// and UIKit refuses a presentation from it ("whose view is not in the window hierarchy"), so
    /// what the flow presents itself is presented from its navigation controller.
    private func topViewController(of id: NavGraphEntryID) -> UIViewController? {
        if navigation.state.isSubflow(id) { return navigation.state.shownStackEntries(id).last.flatMap(viewController) }
        if let stack = containers[id] as? UINavigationController, stack.parent is UITabBarController { return stack }
        return viewController(id)
    }

    private func showRoot(_ id: NavGraphEntryID) {
        // A window's root in a stack of its own (`embed: stack`): its navigation controller is
        // made as an `embed: stack` presentation's is, through the app's hook.
        let isStack = navigation.state[id].map { $0.node == nil } == true
        guard let window, let navigator, let root = isStack ? makeStack(id) : viewController(id) else { return }
        let container = NavGraphRootViewController(navigator: navigator)
        embed(root, in: container)
        replaceRoot(of: window, with: container)
        hideClosedOverlays()
        window.makeKeyAndVisible()
    }

    private func startFlow(_ id: NavGraphEntryID) {
        // An embedding stack (no node) is no flow: its navigation controller is made with it.
        guard let entry = navigation.state[id], entry.node != nil, let flow = viewController(id) else { return }
        switch entry.content {
        case .leaf:
            return
        case .stack:
            // A sub-flow has no navigation controller: the stack it is pushed onto shows its screens.
            if entry.split != nil { return makeSplit(id, in: flow) }
            guard !navigation.state.isSubflow(id), let stack = makeStack(id) else { return }
            if let tabBarController = flow.parent as? UITabBarController {
                hold(stack, asTabOf: flow, in: tabBarController)
            } else if let parent = entry.parent, containers[parent] is UITabBarController {
                // A tab a link opens in a new instance starts before the tab bar holds it: the
                // same transition sets the tabs next, with this navigation controller as the tab
                // (`setTabs`), labelled as the flow labels its tab.
                flow.loadViewIfNeeded()
                stack.tabBarItem = flow.tabBarItem
            } else {
                embed(stack, in: flow)
            }
        case .tabs where flow is any NavGraphAppTabsFlow:
            showSelectedTab(of: id)
        case .tabs(let tabs, let selected):
            let tabBarController = (flow as? any NavGraphTabBarControllerMaking)?.makeTabBarController() ?? NavGraphTabBarController()
            tabBarController.forwarder.renderer = self
            tabBarController.delegate = tabBarController.forwarder
            tabBarController.setViewControllers(tabBarViewControllers(of: id, tabs: tabs.compactMap(viewController)), animated: false)
            selectTab(selected, in: tabBarController)
            containers[id] = tabBarController
            embed(tabBarController, in: flow)
        case .switch(let child):
            guard let shown = viewController(child) else { return }
            embed(shown, in: flow)
        case .container:
            showContainerChildren(of: id, in: flow)
        }
    }

    /// Hands the container flow `id` (its view controller `flow`) each child it shows and does
    /// not hold yet: the app's container lays it out (`contain(_:as:)`, through the flow's
    /// contract). A child that went (the app hid it, `updateChildren()`) is taken out of the app's
    /// view as UIViewController.h says a container removes a child: "removeFromParentViewController
    /// does not call [self willMoveToParentViewController:nil] before removing the child. This is
    /// also the responsibility of the container subclass", its view removed in between.
    private func showContainerChildren(of id: NavGraphEntryID, in flow: UIViewController) {
        guard case .container(let children) = navigation.state[id]?.content else { return }
        var held = contained[id] ?? [:]
        for (child, shown) in held where !children.contains(child) {
            unembed(shown)
            held[child] = nil
        }
        for child in children where held[child] == nil {
            guard let shown = viewController(child), let name = navigation.state[child]?.node else { continue }
            (flow as? any NavGraphContainerFlow)?.navGraphContain(shown, child: name)
            held[child] = shown
        }
        contained[id] = held
    }

    /// Makes `stack` the tab bar's own view controller for the tab `flow` was: UIKit's tab bar
    /// relies on a tab's root being the navigation controller (a tap on the selected tab pops it
    /// to its root; `hidesBottomBarWhenPushed`; the bar's insets). The stack shows the flow's
    /// tab bar item, the same object, so a badge the app sets on the flow still shows; the flow's
    /// view is loaded first, so an item the app sets in its `viewDidLoad` is the one shown.
    private func hold(_ stack: UINavigationController, asTabOf flow: UIViewController, in tabBarController: UITabBarController) {
        guard var tabs = tabBarController.viewControllers, let index = tabs.firstIndex(where: { $0 === flow }) else { return }
        // The flow's view is never on screen, but the app may label its tab as it loads
        // (`viewDidLoad`, "called after the controller's view is loaded into memory").
        flow.loadViewIfNeeded()
        stack.tabBarItem = flow.tabBarItem
        tabs[index] = stack
        let selected = tabBarController.selectedIndex
        tabBarController.setViewControllers(tabs, animated: false)
        tabBarController.selectedIndex = selected
    }

    /// A navigation controller showing the stack's entries (one when a flow starts, more in a
    /// restored state), with the screens of the sub-flows pushed onto it.
    func makeStack(_ id: NavGraphEntryID) -> UINavigationController? {
        let entries = navigation.state.shownStackEntries(id)
        let shown = entries.compactMap(viewController)
        guard !shown.isEmpty else { return nil }
        let navigationController = newNavigationController(for: id)
        navigationController.setViewControllers(shown, animated: false)
        containers[id] = navigationController
        return navigationController
    }

    /// A new, empty navigation controller for the stack `id` (a stack flow's, an `embed: stack`
    /// presentation's or window root's, or one of a split flow's columns), reporting its person's pops to the
    /// renderer. The stack's FlowController makes it when it is `NavGraphNavigationControllerMaking`;
    /// else the app's hook from the stack's first screen (an `embed: stack` presentation's stack has
    /// no FlowController of its own); else it is plain.
    func newNavigationController(for id: NavGraphEntryID) -> NavGraphNavigationController {
        let made = (navigation.flowController(for: id) as? any NavGraphNavigationControllerMaking)?.makeNavigationController()
            ?? appNavigationControllerMaker.flatMap { make in navigation.state.shownStackEntries(id).first.flatMap { navigation.flowController(for: $0) }.map(make) }
        let navigationController = made ?? NavGraphNavigationController()
        navigationController.forwarder.renderer = self
        navigationController.delegate = navigationController.forwarder
        return navigationController
    }

    /// Whether the window is compact-width now (an iPhone, an iPad app in Slide Over), which
    /// decides a route's `compact` presentation when it presents.
    var isCompactWidth: Bool {
        window?.traitCollection.horizontalSizeClass == .compact
    }

    /// The view controller to present for a presented entry, configured as its route says.
    func presentable(_ id: NavGraphEntryID, from source: UIViewController) -> UIViewController? {
        guard let entry = navigation.state[id], let options = entry.presentation else { return nil }
        if let alert = alertController(id, from: source) {
            // The system draws it as it draws dialogs: no presentation options, no delegate.
            containers[id] = alert
            return alert
        }
        if let sheet = documentPickerController(id) ?? photoPickerController(id) ?? safariController(id) ?? mailComposerController(id) ?? messageComposerController(id)
            ?? shareController(id, from: source) ?? webAuthenticationController(id) {
            // The system shows it as it shows its dialogs: no presentation options.
            containers[id] = sheet
            return sheet
        }
        let presented: UIViewController
        if entry.node == nil {
            guard let stack = makeStack(id) else { return nil }
            presented = stack
        } else {
            guard let shown = viewController(id) else { return nil }
            presented = shown
        }
        presented.modalPresentationStyle = Self.style(of: options.presentation)
        let drawnByApp = drawTransitionByApp(of: id, presented)
        // "UIKit starts at the presenting view controller and walks up the view controller
        // hierarchy" for one whose `definesPresentationContext` is true: the source is.
        if options.presentation.coversOnlyTheSource { source.definesPresentationContext = true }
        presented.isModalInPresentation = !options.dismissible
        // A custom presentation is no popover and no sheet: asking for theirs would make the
        // presentation controller before the app's delegate gives its own.
        if !drawnByApp, options.presentation.pointsAtAnchor, let popover = presented.popoverPresentationController {
            point(popover, atAnchorOf: id, from: source)
            // Where the width becomes compact (Slide Over), a popover "behaves the same as
            // UIModalPresentationStyle.formSheet", through "the sheet presentation controller the
            // popover adapts to in compact size classes": it rests at the route's detents too.
            rest(popover.adaptiveSheetPresentationController, at: options, of: id)
        }
        if !drawnByApp, options.presentation.restsAtDetents, let sheet = presented.sheetPresentationController {
            rest(sheet, at: options, of: id)
        }
        let forwarder = presentationDelegates[id] ?? NavGraphPresentationDelegate()
        forwarder.renderer = self
        // "If you have not yet presented the current view controller, accessing this property
        // creates a presentation controller based on the current value in the
        // modalPresentationStyle property": the app's custom one is made as UIKit presents, and
        // adopted once it is on screen (`present(_:over:_:)`).
        if !drawnByApp { forwarder.adopt(presented.presentationController) }
        presentationDelegates[id] = forwarder
        return presented
    }

    /// Gives the sheet of the presented entry `id` the route's detents and the one it opens at.
    private func rest(_ sheet: UISheetPresentationController, at options: NavGraphPresentationOptions, of id: NavGraphEntryID) {
        sheet.detents = sortedDetents(options.detents, of: id)
        // Without it, "the sheet displays at the smallest detent you specify".
        sheet.selectedDetentIdentifier = options.initialDetent.map(Self.detentIdentifier)
    }

    /// UIKit's detents for `detents`, the route's detents of the presented entry `id`, in the order
    /// UIKit needs: "Detents must be specified in order from smallest to largest height." A height
    /// in points compares with the others only on this screen: the navigator's window's height
    /// stands for the largest a sheet can be (UIKit's `maximumDetentValue`, a little less), and a
    /// height the screen gives (`{ height: app }`) counts as it gives it now.
    func sortedDetents(_ detents: [NavGraphDetent], of id: NavGraphEntryID) -> [UISheetPresentationController.Detent] {
        let largest = Double(window?.bounds.height ?? 0)
        return NavGraphDetent.sorted(
            detents, inLargest: largest > 0 ? largest : Self.largestSheetWithoutWindow, appHeight: navigation.sheetHeight(of: id)
        ).map { sheetDetent($0, of: id) }
    }

    /// Points a popover at what the route that presented `id` gave as its anchor: a view as it
    /// is laid out now and later, `sourceRect` left to UIKit ("the default value is CGRectNull,
    /// which instructs the system to use the current frame of sourceView. The controller observes
    /// changes to this frame and updates the popover accordingly"), so a rotation moves the arrow.
    func point(_ popover: UIPopoverPresentationController, atAnchorOf id: NavGraphEntryID, from source: UIViewController) {
        switch navigation.anchor(of: id) {
        case .source:
            popover.sourceView = source.view
        case .view(let view):
            popover.sourceView = view
        case .barButtonItem(let item):
            popover.sourceItem = item
        }
    }

    /// The entry and everything inside it and presented over it, each before what it shows.
    private func shownOrder(from id: NavGraphEntryID) -> [NavGraphEntryID] {
        guard let entry = navigation.state[id] else { return [] }
        return [id] + (entry.children + (entry.presented.map { [$0] } ?? [])).flatMap(shownOrder(from:))
    }

    /// Presents a restored state's presentations without animation, each once the one below it
    /// is up, then calls `completion`.
    private func presentRestored(_ presenters: ArraySlice<NavGraphEntryID>, _ completion: @escaping @MainActor () -> Void) {
        guard let presenter = presenters.first else { return completion() }
        if let id = navigation.state[presenter]?.presented, navigation.state[id]?.presentation?.presentation.coversEverything == true {
            return showOverlay(id) { [weak self] in self?.presentRestored(presenters.dropFirst(), completion) }
        }
        guard let id = navigation.state[presenter]?.presented, let source = topViewController(of: presenter),
              let presented = presentable(id, from: source) else { return presentRestored(presenters.dropFirst(), completion) }
        source.present(presented, animated: false) { [weak self] in
            self?.presentRestored(presenters.dropFirst(), completion)
        }
    }

    /// Runs `change` on `navigationController` as the renderer's own push or pop.
    func drawing(_ navigationController: UINavigationController, _ change: (UINavigationController) -> Void) {
        drawingStack = navigationController
        defer { drawingStack = nil }
        change(navigationController)
    }

    /// Calls `completion` once the navigation controller's running transition has finished, or
    /// at once: after the renderer's own push or pop, and before one, so that a stack is changed
    /// only between transitions (a user's swipe back may be running).
    func afterTransition(of navigationController: UINavigationController, _ completion: @escaping @MainActor () -> Void) {
        guard let coordinator = navigationController.transitionCoordinator else { return completion() }
        afterTransition(coordinator, completion)
    }

    /// Calls `completion` once the transition `coordinator` coordinates has ended, completed or
    /// cancelled, or at once when it runs no animation to wait for.
    func afterTransition(_ coordinator: any UIViewControllerTransitionCoordinator, _ completion: @escaping @MainActor () -> Void) {
        guard coordinator.animate(alongsideTransition: nil, completion: { _ in completion() }) else { return completion() }
    }

    func embed(_ child: UIViewController, in container: UIViewController) {
        container.addChild(child)
        child.view.frame = container.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    /// The largest height a sheet has, in points, for sorting detents when the source has no
    /// window yet (an iPhone's, about).
    private static let largestSheetWithoutWindow = 800.0

    /// UIKit's detent: a system one, or a custom one ("Creates a custom detent with the specified
    /// identifier and resolver") whose resolver gives its height from the context's
    /// `maximumDetentValue`. The height the screen of the presented entry `id` gives
    /// (`{ height: app }`) is asked each time UIKit resolves it: "If the block depends on any
    /// external inputs, call `invalidateDetents` on the sheet when the external inputs change"
    /// (`presentationChanged(_:)` does).
    private func sheetDetent(_ detent: NavGraphDetent, of id: NavGraphEntryID) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: return .medium()
        case .large: return .large()
        case .height, .fraction, .appHeight:
            // The state machine resolves the screen's height as SwiftUI draws it (`resolved(_:of:)`).
            return .custom(identifier: Self.detentIdentifier(detent)) { [weak self] context in
                let largest = Double(context.maximumDetentValue)
                return CGFloat((self?.navigation.resolved(detent, of: id) ?? detent).height(inLargest: largest))
            }
        }
    }

    /// The identifier UIKit selects a detent by; a custom one is named after how the graph writes it.
    private static func detentIdentifier(_ detent: NavGraphDetent) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .height, .fraction, .appHeight: UISheetPresentationController.Detent.Identifier(rawValue: "navgraph." + detent.spelling)
        }
    }

    private static func style(of presentation: NavGraphPresentation) -> UIModalPresentationStyle {
        switch presentation {
        case .sheet: .automatic
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .popover: .popover
        case .overFullScreen: .overFullScreen
        case .currentContext: .currentContext
        case .overCurrentContext: .overCurrentContext
        // Shown in a window of its own (NavGraphUIKitRenderer+Overlay.swift), never presented:
        // its stack's navigation controller is the window's root.
        case .overlay: .overFullScreen
        }
    }

    /// The entry a container this renderer made is drawn for.
    func entry(of container: UIViewController) -> NavGraphEntryID? {
        containers.first { $0.value === container }?.key
    }
}
#endif
