#if canImport(UIKit)
import UIKit
#endif

/// The window's root: the app lock, or the browser once unlocked.
final class RootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites and app lock; set by the scene that makes this FlowController, and handed down.
    var profile: BrowserProfile!

    func makeUnlock() -> any UnlockFlowControlling {
        let unlock = UnlockFlowController()
        unlock.profile = profile
        return unlock
    }

    func makeHome() -> any HomeFlowControlling {
        let home = HomeFlowController()
        home.profile = profile
        return home
    }

    /// A link (a folder, a quick link from another app) waits while the app is locked, and opens
    /// once it is unlocked: nothing of the browser shows behind the lock.
    func shouldOpen(_ destination: NavGraphDestination) -> Bool {
        !profile.isLocked
    }

    /// A state saved while unlocked is not restored behind the lock: the scene starts at the lock.
    func shouldRestore(_ child: NavGraphNodeName) -> Bool {
        child != .home || !profile.isLocked
    }
}
