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
/// gives the key back. What is below stays in its window, as it was. An overlay that shrinks
/// (`shrinks: app`) keeps its window and level while shrunk; the window lets through the touches
/// where its screen draws nothing (`NavGraphOverlayWindow`) and gives the key back.
extension NavGraphUIKitRenderer {
    /// Shows the overlay entry `id` in a window of its own above the navigator's window.
    func showOverlay(_ id: NavGraphEntryID, _ completion: @escaping @MainActor () -> Void) {
        guard let window, let scene = window.windowScene, let shown = overlayViewController(id) else {
            navigation.ignore("the overlay \(navigation.state[id]?.node?.rawValue ?? "") has no window scene to show in")
            return completion()
        }
        let overlay = NavGraphOverlayWindow(windowScene: scene)
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
    /// one shows and is not shrunk, else the navigator's window's root.
    var presentationRoot: UIViewController? {
        overlayWindows.values.first { !$0.passesTouchesThrough }?.rootViewController ?? window?.rootViewController
    }

    /// The overlay `id` shrank (`shrinks: app`): its window stays at its level, so the call floats
    /// over every screen, but lets the touches where its screen draws nothing through to the
    /// windows below, and gives the key back to the navigator's window, whose screens the person
    /// uses again (the keyboard goes to them).
    func shrinkOverlay(_ id: NavGraphEntryID) {
        guard let overlay = overlayWindows[id] else { return }
        overlay.passesTouchesThrough = true
        window?.makeKey()
    }

    /// The overlay `id` grew back: its window takes every touch again and is key.
    func expandOverlay(_ id: NavGraphEntryID) {
        guard let overlay = overlayWindows[id] else { return }
        overlay.passesTouchesThrough = false
        overlay.makeKey()
    }
}

/// The window an overlay shows in. Shrunk, it lets through the touches where the overlay's screen
/// draws nothing, as picture in picture does: UIKit asks a window which view a touch is for with
/// `hitTest(_:with:)` ("recursively calls -pointInside:withEvent:. point is in the receiver's
/// coordinate system", UIView.h), and a window that answers `nil` leaves the touch to the windows
/// behind it. Nothing drawn there means the hit view is the window itself or the view of one of its
/// view controllers (the screen's own view, the navigation controller's of `embed: stack`): the
/// screen draws its shrunk form in a subview of its view, and the rest of its view is see-through.
final class NavGraphOverlayWindow: UIWindow {
    /// Whether touches where the overlay draws nothing go through to the windows below (shrunk).
    var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard passesTouchesThrough, let hit else { return hit }
        return hit === self || viewControllerViews.contains { $0 === hit } ? nil : hit
    }

    /// The views of the view controllers the window shows: its root's, and those of its children,
    /// further down (a navigation controller's screens).
    private var viewControllerViews: [UIView] {
        var views: [UIView] = []
        var pending = rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            if controller.isViewLoaded { views.append(controller.view) }
            pending += controller.children
        }
        return views
    }
}
#endif
