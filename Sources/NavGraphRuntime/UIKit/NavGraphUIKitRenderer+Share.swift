#if canImport(UIKit)
import UIKit

/// Share sheets under UIKit: a `UIActivityViewController` of the items the FlowController names,
/// presented as the system presents it, a popover at the route's anchor on an iPad ("On iPad, you
/// must present the view controller in a popover", UIActivityViewController's documentation).
///
/// It closes by itself: its `completionWithItemsHandler` is "The completion handler to execute
/// after the activity view controller is dismissed", with "The type of the service that was
/// selected by the user", `nil` when the person closed it without choosing one. A service is
/// reported with its result, which the screen makes the route's feedback of; no service ends the
/// route without feedback.
extension NavGraphUIKitRenderer {
    /// The share sheet for the entry `id` presented from `source`, or `nil` when its FlowController
    /// is not a share sheet.
    func shareController(_ id: NavGraphEntryID, from source: UIViewController) -> UIActivityViewController? {
        guard let screen = navigation.flowController(for: id) as? any NavGraphShareScreen else { return nil }
        let share = UIActivityViewController(activityItems: screen.shareItems, applicationActivities: nil)
        share.completionWithItemsHandler = { [weak self] activityType, completed, _, _ in
            // Formed on the main actor, it stays there: UIKit runs it on the main thread.
            guard let self else { return }
            guard let activityType else { return navigation.userDid(.dismissed(id)) }
            navigation.userDid(.shared(id, NavGraphShareResult(activityType: activityType.rawValue, completed: completed)))
        }
        if let popover = share.popoverPresentationController { point(popover, atAnchorOf: id, from: source) }
        return share
    }
}
#endif
