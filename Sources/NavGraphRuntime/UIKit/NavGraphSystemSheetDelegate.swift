#if canImport(UIKit)
import UIKit

/// What the delegates of the system's sheets share: the renderer they report to and the sheet's
/// entry. A sheet that does not close by itself after the person's answer (a document picker, whose
/// header does not say it closes; a photo picker, which "won't be automatically dismissed") is
/// closed before the answer is reported, and the next presentation waits for that dismissal.
@MainActor
class NavGraphSystemSheetDelegate: NSObject {
    private weak var renderer: NavGraphUIKitRenderer?
    /// The sheet's entry.
    let sheet: NavGraphEntryID

    init(renderer: NavGraphUIKitRenderer, sheet: NavGraphEntryID) {
        self.renderer = renderer
        self.sheet = sheet
    }

    /// Reports `event`, the person's answer in the sheet, to the state machine.
    func report(_ event: NavGraphUserEvent) {
        renderer?.navigation.userDid(event)
    }

    /// Closes `controller` when it still shows, then reports `event`.
    func close(_ controller: UIViewController, reporting event: NavGraphUserEvent) {
        guard let renderer else { return }
        if controller.presentingViewController != nil, !controller.isBeingDismissed { controller.dismiss(animated: renderer.animated) }
        report(event)
    }
}
#endif
