#if canImport(UIKit)
import UIKit
#endif

/// The window: the browser, and the app lock above everything it shows while the app is locked.
final class RootFlowController: NavGraphViewController, RootFlowControlling, BrowserWindowRoot {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites and app lock; set by the scene that makes this FlowController, and handed down.
    var profile: BrowserProfile!

    func makeHome() -> any HomeFlowControlling {
        let home = HomeFlowController()
        home.profile = profile
        return home
    }

    func makeLock() -> any UnlockFlowControlling {
        let unlock = UnlockFlowController()
        unlock.profile = profile
        return unlock
    }

    /// The lock closed: the browser below is as it was, and a link that waited opens now.
    func lockDidEnd() {}

    /// Lays the browser out as the whole window.
    func contain(_ viewController: NavGraphViewController, as child: RootChild) {
        #if canImport(UIKit)
        addChild(viewController, filling: view)
        #endif
    }

    /// Shows the lock over everything while the app is locked: the scene calls it once the
    /// browser has started or been restored, and whenever the app comes back from the background
    /// with the lock on. A restored state saved while locked shows it already, and the route is
    /// refused then (with a debug log).
    func lockIfNeeded() {
        if profile.isLocked { perform(.lock) }
    }
}
