/// Which window a link, or a screen's placement without a URL, opens its screen in: the graph's
/// `window:` on a link or a `placement:` (parsed by raw value). Without the key a link opens in the
/// window that received it, as every graph written before the key meant.
public enum NavGraphLinkWindow: String, CaseIterable, Hashable, Sendable {
    /// `window: shown`, the default: the window that received the link (or the notification), where
    /// the graph places the screen.
    case shown
    /// `window: new`: a new window of its own showing the screen at its root, as a window route
    /// (`style: window`) to the screen opens it; where there is one window, the window that shows,
    /// where the graph places the screen.
    case new
}
