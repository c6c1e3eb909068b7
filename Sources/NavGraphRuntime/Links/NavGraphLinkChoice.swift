import Foundation

/// How the app answers what a link opens, beside the other screens it lists (`or:`): whether it
/// may answer that the URL is not the app's, for the system to open (`orSystem: true`), and
/// whether its answer is looked up asynchronously (`await: true`: a server asked whether a URL is
/// a post, an entitlement awaited).
public struct NavGraphLinkChoice: Hashable, Sendable {
    /// Whether the app may answer that the system opens the URL (Safari, another app).
    public var systemMayOpen: Bool
    /// Whether the app's answer is asynchronous: the link waits meanwhile, and a newer one replaces it.
    public var answerIsAwaited: Bool

    /// A link's choice, as the graph declares it; by default the app chooses among screens at once.
    public init(systemMayOpen: Bool = false, answerIsAwaited: Bool = false) {
        self.systemMayOpen = systemMayOpen
        self.answerIsAwaited = answerIsAwaited
    }
}

/// What the app answered for a link whose target it chooses: open a destination where its
/// placement says, hand the URL to the system, or nothing (the entry is not shown any more).
public enum NavGraphLinkAnswer<Destination: Hashable & Sendable>: Sendable {
    /// Open `destination` as `placement` says, asking the switch flows on the way.
    case open(Destination, placement: NavGraphPlacement<Destination>)
    /// The URL is not the app's: the system opens it.
    case system
    /// Nothing opens.
    case nothing
}
