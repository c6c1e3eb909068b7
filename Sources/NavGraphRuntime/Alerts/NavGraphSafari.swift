import Foundation

/// The FlowController of a Safari view (`kind: safari`): it says which page to show. The system
/// shows it (UIKit's `SFSafariViewController`; under SwiftUI the same controller in a sheet), and
/// its Done button ends the route that presented it, which gets no feedback: a Safari view hands
/// nothing back.
@MainActor
public protocol NavGraphSafariScreen: NavGraphSystemOwnedScreen {
    /// The page shown, read when the route presents it. It must be an `http` or `https` URL
    /// ("The URL must use the `http` or `https` scheme", `SFSafariViewController.init(url:)`):
    /// a route to a Safari view of any other URL is refused (see `NavGraphSafariURL`).
    var safariURL: URL { get }
}

/// What a Safari view can show. `SFSafariViewController.init(url:)` documents "The URL must use the
/// `http` or `https` scheme" and raises an exception for any other, so the runtime asks before it
/// presents one: a route to a page it cannot show is refused with this reason, never handed to
/// UIKit, and ends without feedback, as the view's Done would have ended it.
public enum NavGraphSafariURL {
    /// Why a Safari view cannot show `url`, or `nil` when it can (its scheme is `http` or
    /// `https`, in any case, and it names a host).
    public static func refusal(of url: URL) -> String? {
        refusal(of: url, by: "a Safari view")
    }

    /// Why `user` (a Safari view, a web authentication session) cannot open `url`, or `nil`
    /// when it can. A web authentication session's sign-in page follows the same rule
    /// (ASWebAuthenticationSession.h: "Only supports URLs with http:// or https:// schemes").
    static func refusal(of url: URL, by user: String) -> String? {
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            return "\(user) opens only http and https URLs, not '\(url.absoluteString)'; open it with the system instead"
        }
        guard let host = url.host, !host.isEmpty else {
            return "\(user) cannot open '\(url.absoluteString)', which names no host"
        }
        return nil
    }
}
