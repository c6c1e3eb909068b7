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

/// An app's sheet with unsaved changes: its presentation controller's delegate.
private final class UnsavedChanges: NSObject, UIAdaptivePresentationControllerDelegate {
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
