/// How a navigator's window routes (`style: window`) reach the system: whether the device shows
/// more than one window, and what opens one. The app gives each navigator its own
/// (`NavGraphStateMachine.windowOpener`); nothing is shared between windows, and nothing assumes
/// one window or a global router.
///
/// Without an opener a navigator has one window: a window route presents as its `oneWindow:`
/// says, or is refused with a debug log. SwiftUI's opener calls `openWindow(value:)`, whose
/// system "brings the existing window to the front rather than opening a new window" when one
/// shows the same value already; UIKit's asks for a scene session (`NavGraphSceneActivation`).
@MainActor
public struct NavGraphWindowOpener {
    /// Whether the device shows more than one window now (UIKit's
    /// `UIApplication.supportsMultipleScenes`, SwiftUI's `supportsMultipleWindows`).
    public let supportsMultipleWindows: @MainActor () -> Bool
    /// Opens a window showing the destination at its root, or brings forward the one that
    /// shows an equal destination already.
    public let open: @MainActor (any NavGraphDestinationValue) -> Void

    /// An opener that asks `supportsMultipleWindows` each time a window route is taken (the
    /// answer changes as an iPad enters and leaves Split View) and opens with `open`.
    public init(
        supportsMultipleWindows: @escaping @MainActor () -> Bool,
        open: @escaping @MainActor (any NavGraphDestinationValue) -> Void
    ) {
        self.supportsMultipleWindows = supportsMultipleWindows
        self.open = open
    }
}

extension NavGraphStateMachine {
    /// Carries out a window route from `source`: hands `destination` to the window opener where
    /// there are several windows, and ends at once, nothing shown over the source; where there
    /// is one window, presents what `opening` makes as `oneWindow` says, ending when it closes,
    /// or refuses the route when the graph gives no `oneWindow`.
    func openWindow(
        _ destination: any NavGraphDestinationValue, oneWindow: NavGraphPresentationOptions?, from source: any NavGraphFlowController,
        opening: () -> NavGraphOpening?
    ) {
        if let windowOpener, windowOpener.supportsMultipleWindows() {
            windowOpener.open(destination)
            return
        }
        guard let oneWindow else {
            ignore("\(destination.name) opens in a window of its own, and there is one window: the route says no 'oneWindow' presentation")
            return
        }
        guard let made = opening() else { return }
        present(made.flowController, from: source, options: oneWindow, anchor: .source, route: made.route, onEnd: made.onEnd, then: [], start: made.start)
    }
}
