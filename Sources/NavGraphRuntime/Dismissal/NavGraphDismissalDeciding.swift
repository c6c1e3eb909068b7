/// A FlowController that decides at run time whether the presentation it is in may close without
/// finishing: the contract of a screen or flow that a route presents with `dismissible: app`
/// refines it. An editor answers `false` once its draft holds what would be lost.
///
/// The state machine asks it whenever the person tries to close the presentation (a sheet swiped
/// down, a popover tapped away) and before anything else would close it: a link or a notification
/// then waits until the presentation has finished, and a route from a screen below it is refused.
/// Only its own finishing (a Cancel that asked "Discard changes?", a Send) closes it then.
@MainActor
public protocol NavGraphDismissalDeciding: NavGraphFlowController {
    /// Whether the presentation may close now without finishing.
    func isDismissible() -> Bool
    /// The person tried to close the presentation and `isDismissible()` refused: the place to ask
    /// whether to discard what would be lost (UIKit tells it as it tells
    /// `presentationControllerDidAttemptToDismiss(_:)`; SwiftUI reports no attempt while
    /// `interactiveDismissDisabled` holds the sheet). Does nothing unless implemented.
    func dismissalRefused()
}

extension NavGraphDismissalDeciding {
    /// Does nothing: implement it to ask the person whether to discard.
    public func dismissalRefused() {}
}

extension NavGraphFlowController {
    /// Tells the navigator that this FlowController's answers about the presentation it is in
    /// changed (`isDismissible()`, the height of its sheet): SwiftUI draws the presentation again
    /// with them, UIKit resolves the sheet's heights again. UIKit asks `isDismissible()` itself when
    /// the person tries to close the sheet, so the call changes nothing there.
    public func presentationChanged() {
        guard let navigation = navigator?.navigation, let id = navigation.entryID(of: self) else { return }
        navigation.presentationChanged(containing: id)
    }
}
