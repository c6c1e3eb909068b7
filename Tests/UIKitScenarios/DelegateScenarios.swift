import NavGraphRuntime
import UIKit

/// The app's own delegates beside the navigator's: a navigation controller's delegate for custom
/// push animations, Apple's "discard changes?" sheet with its presentation controller's delegate,
/// a tab bar controller's delegate. The app's delegate hears what UIKit says and answers what
/// UIKit asks, and the navigator still hears every user event.
extension UIKitScenarios {
    static let delegateScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "appNavigationDelegateAndUserPops": appNavigationDelegateAndUserPops,
        "appPresentationDelegateSetWhileItAppears": { appPresentationDelegate(run: $0, setBeforeTheNavigator: false) },
        "appPresentationDelegateSetBeforeTheNavigator": { appPresentationDelegate(run: $0, setBeforeTheNavigator: true) },
        "appTabBarDelegate": appTabBarDelegate,
        "visibleScreenDecidesStatusBarAndOrientations": visibleScreenDecidesStatusBarAndOrientations,
        "tabRootIsTheNavigationController": tabRootIsTheNavigationController,
        "appSuppliedContainers": appSuppliedContainers,
    ]

    static func appNavigationDelegateAndUserPops(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        let app = AppNavigationDelegate()
        run.feedStack.delegate = app
        UIKitDouble.userTapsBack(run.feedStack)
        run.settle()
        run.expect(run.top === run.list, "the pop is reported: List is the top")
        run.expect(run.journal == ["List heard Detail ended"], "\(run.journal)")
        run.list.push("Other")
        run.settle()
        UIKitDouble.userSwipesBack(run.feedStack, completing: true)
        run.settle()
        run.expect(run.top === run.list, "a swipe back is reported too")
        run.expect(app.shown == ["List", "Other", "List"], "the app's delegate hears every show: \(app.shown)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// Apple's pattern: while the sheet has unsaved changes, its presentation controller's
    /// delegate refuses the swipe down and hears the attempt (to ask "discard changes?").
    static func appPresentationDelegate(run: ScenarioRun, setBeforeTheNavigator: Bool) {
        run.connect()
        let app = UnsavedChanges()
        run.list.present("Options") { options in
            // Made and started, not yet configured by the navigator: "before".
            if setBeforeTheNavigator { options.presentationController?.delegate = app }
        }
        guard let options = run.top else { return run.expect(false, "Options is shown") }
        // Presenting, not yet on screen: as in viewDidLoad or viewWillAppear.
        if !setBeforeTheNavigator { options.presentationController?.delegate = app }
        run.settle()
        run.expect(!UIKitDouble.userDismisses(options), "the app refuses while there are changes")
        run.expect(app.attempts == 1, "the app hears the attempt: \(app.attempts)")
        run.expect(run.top === options, "Options stays")
        app.hasChanges = false
        run.expect(UIKitDouble.userDismisses(options), "then the swipe down is taken")
        run.settle()
        run.expect(app.dismissed == 1, "the app hears the dismissal")
        run.expect(run.top === run.list && run.journal == ["List heard Options ended"], "the navigator too: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func appTabBarDelegate(_ run: ScenarioRun) {
        run.connect()
        let app = AppTabBarDelegate()
        run.tabBar.delegate = app
        app.allows = false
        run.expect(!UIKitDouble.userTapsTab(run.tabBar, at: 1), "the app keeps the tab")
        run.expect(run.tabBar.selectedIndex == 0, "Feed stays selected")
        app.allows = true
        run.expect(UIKitDouble.userTapsTab(run.tabBar, at: 1), "then the tap is taken")
        run.expect(run.top === run.app?.menu, "the state follows: \(String(describing: run.top?.navGraphNode))")
        run.expect(app.selected == 1, "the app hears the selection")
    }
}

extension UIKitScenarios {
    /// A landscape video screen with a light status bar, pushed in the Feed tab: the window
    /// follows it, through the root, the tabs flow and the stack, and goes back once it is popped.
    static func visibleScreenDecidesStatusBarAndOrientations(_ run: ScenarioRun) {
        run.connect()
        guard let window = run.window, let navigation = run.navigator?.navigation else { return run.expect(false, "connected") }
        run.expect(UIKitDouble.statusBarStyle(of: window) == .default, "List's style at first")
        navigation.push(VideoScreen(), from: run.list, route: TestRoute("Video", .push), onEnd: nil) {}
        run.settle()
        run.expect(UIKitDouble.statusBarStyle(of: window) == .lightContent, "the video's status bar")
        run.expect(UIKitDouble.supportedOrientations(of: window) == .landscape, "the video's orientations")
        UIKitDouble.userTapsBack(run.feedStack)
        run.settle()
        run.expect(UIKitDouble.statusBarStyle(of: window) == .default && UIKitDouble.supportedOrientations(of: window) == .allButUpsideDown,
                   "List's again once the video is popped")
    }
}

extension UIKitScenarios {
    /// Each tab that is a stack flow is the tab bar's navigation controller itself, with the
    /// flow's tab bar item; a tap on the selected tab pops it to its root (UIKit's own rule), and
    /// the state follows as for a back tap.
    static func tabRootIsTheNavigationController(_ run: ScenarioRun) {
        run.connect()
        guard let app = run.app else { return run.expect(false, "connected") }
        run.expect(run.tabBar.viewControllers?.first === run.feedStack, "the Feed tab is its navigation controller")
        run.expect(run.tabBar.viewControllers?.last === app.menu.navigationController, "and the Settings tab is its own")
        app.feed.tabBarItem.badgeValue = "3"
        run.expect(run.feedStack.tabBarItem.badgeValue == "3", "a badge set on the flow shows on its tab")
        run.list.push("Detail")
        run.settle()
        run.top?.push("More")
        run.settle()
        run.expect(UIKitDouble.userTapsTab(run.tabBar, at: 0), "the selected tab is tapped again")
        run.settle()
        run.expect(run.feedStack.viewControllers == [run.list], "UIKit popped the stack to its root")
        run.expect(run.top === run.list, "the state follows: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.journal == ["List heard Detail ended"], "the opener still shown is told: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

extension UIKitScenarios {
    /// A tabs flow and a stack flow that supply the app's own container subclasses: the navigator
    /// shows them, and a delegate the app sets on its subclass still leaves every pop reported.
    static func appSuppliedContainers(_ run: ScenarioRun) {
        UIKitDouble.reset()
        let window = UIWindow(windowScene: run.scene)
        let navigator = NavGraphUIKitNavigator(window: window)
        let journal = Journal()
        let tabs = AppTabsFlow()
        let stack = AppStackFlow()
        let list = Screen("List", journal: journal)
        navigator.showRoot(tabs)
        navigator.setTabs(of: tabs, tabs: [stack])
        navigator.setStack(of: stack, root: list)
        run.expect(list.navigationController is AppNavigationController, "the stack is the app's navigation controller")
        run.expect(list.tabBarController is AppTabBarController, "the tabs are the app's tab bar controller")
        guard let navigationController = list.navigationController else { return }
        let app = AppNavigationDelegate()
        navigationController.delegate = app
        list.push("Detail")
        run.settle()
        UIKitDouble.userTapsBack(navigationController)
        run.settle()
        let top = navigator.state.top.flatMap { navigator.navigation.flowController(for: $0) }
        run.expect(top === list && journal.events.last == "List heard Detail ended", "the pop is reported: \(journal.events)")
        run.expect(app.shown == ["Detail", "List"], "the app's delegate hears both shows: \(app.shown)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

/// The app's own navigation and tab bar controllers, and the flows that supply them.
private final class AppNavigationController: NavGraphNavigationController {}
private final class AppTabBarController: NavGraphTabBarController {}

private final class AppStackFlow: UIViewController, NavGraphNavigationControllerMaking {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Feed")
    func makeNavigationController() -> NavGraphNavigationController { AppNavigationController() }
}

private final class AppTabsFlow: UIViewController, NavGraphTabBarControllerMaking {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Main")
    func makeTabBarController() -> NavGraphTabBarController { AppTabBarController() }
}

/// A full-screen video: landscape only, with a light status bar.
private final class VideoScreen: UIViewController, NavGraphFlowController {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Video")
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

/// An app's navigation controller delegate (as for a custom push animation): records each show.
private final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append((viewController as? Screen)?.navGraphNode.rawValue ?? "?")
    }
}

/// An app's sheet with unsaved changes: its presentation controller's delegate (also the app's
/// composer of DismissalScenarios).
final class UnsavedChanges: NSObject, UIAdaptivePresentationControllerDelegate {
    var hasChanges = true
    var attempts = 0
    var dismissed = 0

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { !hasChanges }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts += 1 }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed += 1 }
}

/// An app's tab bar controller delegate that may keep the current tab.
private final class AppTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var allows = true
    var selected = 0

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { allows }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { selected += 1 }
}
