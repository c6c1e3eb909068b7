/// Who decides whether the person may close a presentation (swipe the sheet down, tap outside
/// the popover), and so whether a link or a notification may close it: the graph's
/// `dismissible:` on a `present` route (parsed by raw value).
///
/// The questions asked of it are properties here, each one exhaustive `switch`.
public enum NavGraphDismissal: String, CaseIterable, Hashable, Sendable {
    /// `dismissible: true`: the person may close it at any time; the graph's default.
    case `true`
    /// `dismissible: false`: only finishing closes it.
    case `false`
    /// `dismissible: app`: its screen answers at run time (`isDismissible`), each time: an editor
    /// that may be swiped away until its draft holds something that would be lost.
    case app

    /// What a `present` route that names no `dismissible` means.
    public static let graphDefault = NavGraphDismissal.true

    /// Whether the graph lets the person close it at all: a `false` presentation closes only by
    /// finishing, whatever its screen says.
    public var graphAllowsDismissal: Bool {
        switch self {
        case .true, .app: true
        case .false: false
        }
    }

    /// Whether the presented screen is asked, each time, whether it may close now.
    public var asksTheScreen: Bool {
        switch self {
        case .app: true
        case .true, .false: false
        }
    }
}
