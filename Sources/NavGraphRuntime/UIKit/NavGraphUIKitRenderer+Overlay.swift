#if canImport(UIKit)
import UIKit

/// An overlay (`presentation: overlay`) in a window of its own, above the navigator's.
///
/// A presented view controller goes over one presenter, and the renderer dismisses the app's own
/// presentations before presenting (NavGraphUIKitRenderer+Presentations.swift): an app lock
/// presented that way would close the half-written mail the app presented itself, and the next
/// presentation below it would have no presenter. A window is above every presentation of the
/// window below without touching one: "Window levels provide a relative grouping of windows
/// along the z-axis. All windows assigned to the same window level appear in front of (or
/// behind) all windows assigned to a different window level" (`UIWindow.windowLevel`). The
/// overlay's window is made "already associated with a given UIWindowScene instance, with
/// matching frame & interface orientations" (UIWindow.h, `init(windowScene:)`), one level above
/// the navigator's window, and made key so that the keyboard and the shake go to it; hiding it
/// gives the key back. What is below stays in its window, as it was.
extension NavGraphUIKitRenderer {
    /// Shows the overlay entry `id` in a window of its own above the navigator's window.
    func showOverlay(_ id: NavGraphEntryID, _ completion: @escaping @MainActor () -> Void) {
        guard let window, let scene = window.windowScene, let shown = overlayViewController(id) else {
            navigation.ignore("the overlay \(navigation.state[id]?.node?.rawValue ?? "") has no window scene to show in")
            return completion()
        }
        let overlay = UIWindow(windowScene: scene)
        overlay.windowLevel = UIWindow.Level(rawValue: window.windowLevel.rawValue + 1)
        overlay.rootViewController = shown
        overlay.makeKeyAndVisible()
        overlayWindows[id] = overlay
        completion()
    }

    /// The view controller an overlay's window shows: the screen or flow, or the navigation
    /// controller of its `embed: stack`.
    private func overlayViewController(_ id: NavGraphEntryID) -> UIViewController? {
        navigation.state[id]?.node == nil ? makeStack(id) : viewController(id)
    }

    /// Hides the windows of the overlays the state no longer holds (the overlay's own screen
    /// finished, or the app replaced everything below it), and gives the key back to the
    /// navigator's window.
    func hideClosedOverlays() {
        for (id, overlay) in overlayWindows where navigation.state[id] == nil {
            overlay.isHidden = true
            overlay.rootViewController = nil
            overlayWindows[id] = nil
            window?.makeKey()
        }
    }

    /// The view controller that presents what goes over everything shown now: the overlay's, when
    /// one shows, else the navigator's window's root.
    var presentationRoot: UIViewController? {
        overlayWindows.values.first?.rootViewController ?? window?.rootViewController
    }
}
#endif
