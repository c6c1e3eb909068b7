#if canImport(UIKit)
import UIKit
#if canImport(SafariServices)
import SafariServices
#endif

/// Safari views under UIKit: an `SFSafariViewController` of the page the FlowController names,
/// presented like any presentation, whose delegate is the renderer's.
///
/// Done closes it by itself: `safariViewControllerDidFinish(_:)` "Tells the delegate that the user
/// dismissed the view", and SFSafariViewController.h adds "Upon this call, the view controller is
/// dismissed modally". The renderer reports that dismissal, which ends the route without feedback.
/// The page was checked when the route presented it (`NavGraphSafariURL`), since the controller
/// takes only `http` and `https` URLs.
extension NavGraphUIKitRenderer {
    /// The Safari view for the entry `id`, or `nil` when its FlowController is not a Safari view.
    func safariController(_ id: NavGraphEntryID) -> SFSafariViewController? {
        systemSheet(id, delegate: NavGraphSafariDelegate.init) { (screen: any NavGraphSafariScreen, delegate) in
            let safari = SFSafariViewController(url: screen.safariURL)
            safari.delegate = delegate
            return safari
        }
    }
}

/// Reports a Safari view's Done to the state machine. SafariServices does not isolate its delegate
/// to the main actor, but calls it on the main thread, as UIKit calls its own.
@MainActor
final class NavGraphSafariDelegate: NavGraphSystemSheetDelegate, @preconcurrency SFSafariViewControllerDelegate {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        report(.dismissed(sheet))
    }
}
#endif
