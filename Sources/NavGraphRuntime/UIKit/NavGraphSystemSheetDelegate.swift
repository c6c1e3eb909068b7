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

extension NavGraphUIKitRenderer {
    /// The system's view controller for the entry `id` when its FlowController is a `Screen`:
    /// `make` builds it from the screen and its delegate, made by `delegate`, which the renderer
    /// keeps while the entry shows (the system's controllers hold their delegates weakly). `nil`
    /// for any other FlowController.
    func systemSheet<Screen, Delegate: NavGraphSystemSheetDelegate, Controller: UIViewController>(
        _ id: NavGraphEntryID, delegate makeDelegate: @MainActor (NavGraphUIKitRenderer, NavGraphEntryID) -> Delegate, _ make: (Screen, Delegate) -> Controller
    ) -> Controller? {
        guard let screen = navigation.flowController(for: id) as? Screen else { return nil }
        let delegate = makeDelegate(self, id)
        systemSheetDelegates[id] = delegate
        return make(screen, delegate)
    }
}
#endif
