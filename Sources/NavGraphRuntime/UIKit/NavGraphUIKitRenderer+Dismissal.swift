#if canImport(UIKit)
import UIKit

/// What refuses to close on screen, as UIKit would refuse the person's swipe: "UIKit supports
/// refusing to dismiss a presentation when the presentationController.isModalInPresentation
/// returns true or presentationControllerShouldDismiss(_:) returns false"
/// (`presentationControllerDidAttemptToDismiss(_:)`), and `isModalInPresentation` "prevents the
/// interactive dismissal of the view controller while it is onscreen", so a screen that sets it
/// inside a presented navigation controller (`embed: stack`) holds the sheet too. UIKit applies
/// neither to an app's own `dismiss(animated:)`: the state machine asks here before anything it
/// does would close such a presentation (NavGraphStateMachine+Dismissal.swift). The navigator is
/// more careful than the gesture: a screen that marked itself and had another pushed over it
/// still holds what the person wrote, so every view controller the presentation holds counts.
extension NavGraphUIKitRenderer {
    func refusesDismissal(of id: NavGraphEntryID) -> Bool {
        guard let presented = viewController(id) else { return false }
        return Self.refusesDismissal(presented, delegate: presentationDelegates[id]?.app)
    }

    /// Whether the app's own presentation over the graph's screens refuses to be dismissed now. A
    /// refusing one is watched from then on (its presentation controller's delegate becomes a
    /// forwarder, the app's own kept behind it), so that the person's dismissal of it, once it
    /// allows one, lets a waiting link open at once.
    var appPresentationRefusesDismissal: Bool {
        var presenter = presentationRoot
        while let current = presenter, let presented = current.presentedViewController, presented !== current {
            if !isDrawn(presented) {
                let watching = foreignPresentationDelegates[ObjectIdentifier(presented)]
                if Self.refusesDismissal(presented, delegate: watching?.app ?? presented.presentationController?.delegate) {
                    watch(presented)
                    return true
                }
            }
            presenter = presented
        }
        return false
    }

    func presentationChanged(_ id: NavGraphEntryID) {
        guard let sheet = viewController(id)?.sheetPresentationController else { return }
        // A height the screen gives (`{ height: app }`) may now sort elsewhere among the detents,
        // which UIKit needs "in order from smallest to largest height".
        if let detents = navigation.state[id]?.presentation?.detents, detents.contains(.appHeight) {
            sheet.detents = sortedDetents(detents, of: id)
        }
        // "If the block depends on any external inputs, call `invalidateDetents` on the sheet when
        // the external inputs change" (UISheetPresentationController.h).
        sheet.invalidateDetents()
    }

    /// The person dismissed a presentation the app made itself, which the renderer watched: the
    /// state machine follows the screen and tries a waiting link again.
    func appPresentationDismissed(_ presentationController: UIPresentationController) {
        foreignPresentationDelegates[ObjectIdentifier(presentationController.presentedViewController)] = nil
        navigation.screenChanged()
    }

    /// Listens, through a forwarder, for the person's dismissal of the app's own presentation.
    private func watch(_ presented: UIViewController) {
        let key = ObjectIdentifier(presented)
        guard foreignPresentationDelegates[key] == nil else { return }
        let forwarder = NavGraphPresentationDelegate()
        forwarder.renderer = self
        forwarder.adopt(presented.presentationController)
        foreignPresentationDelegates[key] = forwarder
    }

    /// Whether `presented`, or a view controller it holds, is marked modal, or the app's
    /// presentation `delegate` refuses the dismissal.
    private static func refusesDismissal(_ presented: UIViewController, delegate: (any UIAdaptivePresentationControllerDelegate)?) -> Bool {
        if held(by: presented).contains(where: \.isModalInPresentation) { return true }
        guard let delegate, !(delegate is NavGraphPresentationDelegate), let controller = presented.presentationController else { return false }
        #if canImport(ObjectiveC)
        return delegate.presentationControllerShouldDismiss?(controller) == false
        #else
        return !delegate.presentationControllerShouldDismiss(controller)
        #endif
    }

    /// `viewController` and every view controller inside it: the screens of a navigation
    /// controller, the tabs of a tab bar controller, any other container's children.
    private static func held(by viewController: UIViewController) -> [UIViewController] {
        [viewController] + viewController.children.flatMap(held(by:))
    }
}
#endif

