#if canImport(UIKit)
import UIKit

/// Shows the graph with UIKit: the state machine, drawn by `UINavigationController` for stacks,
/// `UITabBarController` for tabs, presentations for `present` routes, and the switch flow's own
/// view controller as the container it swaps children in. What the user does (back button,
/// swipe back, a sheet swiped down, a popover tapped away, a tab tapped) comes back as events.
///
/// Make one per scene, as a local, and start the graph's entry with it:
///
/// ```swift
/// let window = UIWindow(windowScene: windowScene)
/// NavGraphUIKitNavigator(window: window).start(entry: RootFlowController())
/// self.window = window
/// ```
///
/// The window's root view controller keeps the navigator alive as long as the window shows it;
/// the navigator holds the window weakly, so the scene going away frees the navigator, its
/// FlowControllers and their view controllers.
@MainActor
public final class NavGraphUIKitNavigator: NavGraphNavigator {
    /// The state machine, drawn by UIKit.
    public let navigation = NavGraphStateMachine()
    private let renderer: NavGraphUIKitRenderer

    /// A navigator that shows the graph in `window`; `animated` applies to every transition.
    public init(window: UIWindow, animated: Bool = true) {
        renderer = NavGraphUIKitRenderer(window: window, navigation: navigation, animated: animated)
        renderer.navigator = self
        navigation.navigator = self
        navigation.renderer = renderer
    }

    /// Makes the navigation controllers the navigator would make plain: an `embed: stack`
    /// presentation's and an `embed: stack` window's root stack (which have no FlowController of
    /// their own to ask) and a stack or split flow's
    /// whose FlowController is no `NavGraphNavigationControllerMaking` (a split flow's columns
    /// each get one, given the FlowController of the split's first screen). Given the FlowController of
    /// the stack's first screen, it returns a new, empty `NavGraphNavigationController` (the
    /// app's subclass, its bar's appearance set); the navigator fills it. Set it before `start`.
    public var makeNavigationController: (@MainActor (_ firstScreen: any NavGraphFlowController) -> NavGraphNavigationController)? {
        get { renderer.appNavigationControllerMaker }
        set { renderer.appNavigationControllerMaker = newValue }
    }

    /// The window the graph is shown in, while it exists.
    public var window: UIWindow? { renderer.window }
}

/// The window's root view controller: shows the graph's entry and keeps the navigator alive for
/// as long as the window shows it.
@MainActor
final class NavGraphRootViewController: UIViewController {
    /// The navigator; the only strong reference to it.
    let navigator: NavGraphUIKitNavigator
    /// Whether another root took this one's place in the window: what it dismisses then is
    /// nothing its navigator follows.
    var isReplaced = false

    init(navigator: NavGraphUIKitNavigator) {
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("NavGraphRootViewController is made in code")
    }

    // The screen a person sees (under any presentation, which decides for itself) decides how
    // the status bar and the home indicator look and which orientations the window takes, as if
    // it were the root: the flows and stacks between are containers that forward nothing.
    override var childForStatusBarStyle: UIViewController? { visibleScreen }
    override var childForStatusBarHidden: UIViewController? { visibleScreen }
    override var childForHomeIndicatorAutoHidden: UIViewController? { visibleScreen }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { visibleScreen }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        visibleScreen?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// The top-most shown screen below every presentation, or the graph's entry.
    private var visibleScreen: UIViewController? {
        let navigation = navigator.navigation
        let shown = navigation.state.visibleEntries.prefix { navigation.state[$0]?.presentation == nil }
        return shown.reversed().lazy.compactMap { navigation.flowController(for: $0) as? UIViewController }.first ?? children.first
    }

    /// "If you call this method on the presented view controller itself, UIKit asks the presenting
    /// view controller to handle the dismissal" (`dismiss(animated:completion:)`): the app closing
    /// its own composer over the graph comes here, the window's root being the presenting view
    /// controller of what covers the window. Once it is gone, a link that waited for it opens.
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag) { [weak self] in
            completion?()
            guard let self, !isReplaced else { return }
            navigator.navigation.screenChanged()
        }
    }

    /// Tells UIKit to read the status bar, home indicator and orientations again: the visible
    /// screen changed.
    func visibleScreenChanged() {
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }
}
#endif

#if canImport(UIKit)
extension UIWindow {
    /// The navigator that shows the graph in this window, if one does: where a scene delegate
    /// sends the URLs and notifications it receives (`open(url:)`, `open(_:)`).
    @MainActor
    public var navGraphNavigator: NavGraphUIKitNavigator? {
        (rootViewController as? NavGraphRootViewController)?.navigator
    }
}
#endif
