#if canImport(SwiftUI) && os(iOS)
import SwiftUI

extension View {
    /// Opens the windows `navigator`'s window routes ask for with this scene's
    /// `openWindow(value:)`, as `Window` values (the generated `NavGraphWindow`, the value of the
    /// app's `WindowGroup(for: NavGraphWindow.self)`): SwiftUI "brings the existing window to the
    /// front rather than opening a new window" when one shows an equal value. Where the scene's
    /// `supportsMultipleWindows` is false (an iPhone), the routes present as their `oneWindow:`
    /// says instead. Put it on the view that draws `navigator` (`NavGraphRootView`), once per window.
    @MainActor
    public func navGraphOpensWindows<Window: NavGraphWindowValue>(_ type: Window.Type, for navigator: NavGraphSwiftUINavigator) -> some View {
        modifier(NavGraphWindowOpening<Window>(navigator: navigator))
    }
}

/// Gives a navigator the window opener of the scene that shows it, again whenever the scene's
/// support for several windows changes.
@MainActor
struct NavGraphWindowOpening<Window: NavGraphWindowValue>: ViewModifier {
    let navigator: NavGraphSwiftUINavigator
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    func body(content: Content) -> some View {
        content
            .onAppear { giveOpener(supportsMultipleWindows: supportsMultipleWindows) }
            .onChange(of: supportsMultipleWindows) { giveOpener(supportsMultipleWindows: $0) }
    }

    private func giveOpener(supportsMultipleWindows: Bool) {
        let openWindow = openWindow
        navigator.navigation.windowOpener = NavGraphWindowOpener(
            supportsMultipleWindows: { supportsMultipleWindows },
            open: { destination in
                guard let window = Window(navGraphOpening: destination) else {
                    return NavGraphLog.ignored("\(destination.name) is no window of the graph whose windows this scene opens")
                }
                openWindow(value: window)
            })
    }
}
#endif
