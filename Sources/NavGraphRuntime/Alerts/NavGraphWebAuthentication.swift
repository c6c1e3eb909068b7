import Foundation

/// The sign-in a web authentication session runs: the service's sign-in page, the scheme of the
/// callback URL that ends it, and whether the browser keeps the person's cookies out of it.
/// UIKit's `ASWebAuthenticationSession(url:callbackURLScheme:completionHandler:)` and SwiftUI's
/// `WebAuthenticationSession.authenticate(using:callbackURLScheme:preferredBrowserSession:)` both
/// take these three.
public struct NavGraphWebAuthentication: Hashable, Sendable {
    /// The sign-in page; "Only supports URLs with http:// or https:// schemes"
    /// (ASWebAuthenticationSession.h): a session of any other does not start, and its route ends
    /// without feedback.
    public var url: URL
    /// The custom URL scheme of the callback the service redirects to ("the custom URL scheme that
    /// the app expects in the callback URL"), without `://`. SwiftUI's session asks for one, so
    /// both take it.
    public var callbackURLScheme: String
    /// Whether the browser runs the sign-in in an ephemeral session, which does "not share cookies
    /// or other browsing data with a user's normal browser session".
    public var prefersEphemeralWebBrowserSession: Bool

    /// A sign-in at `url` that ends with a callback of `callbackURLScheme`, sharing the person's
    /// browser session unless `prefersEphemeralWebBrowserSession`.
    public init(url: URL, callbackURLScheme: String, prefersEphemeralWebBrowserSession: Bool = false) {
        self.url = url
        self.callbackURLScheme = callbackURLScheme
        self.prefersEphemeralWebBrowserSession = prefersEphemeralWebBrowserSession
    }
}

/// The FlowController of a web authentication session (`kind: webAuthentication`): it names the
/// sign-in, and makes the screen's feedback from the callback URL the service redirects to. The
/// system runs the session (UIKit's `ASWebAuthenticationSession`, SwiftUI's
/// `webAuthenticationSession`); cancelled by the person, or unable to start, it ends the route
/// that presented it without feedback. A sign-in under way is never closed for a link: links
/// wait until it has ended.
@MainActor
public protocol NavGraphWebAuthenticationScreen: NavGraphSystemOwnedScreen {
    /// What the callback URL hands back.
    associatedtype Feedback: Sendable
    /// The sign-in the session runs, read when it starts.
    var webAuthentication: NavGraphWebAuthentication { get }
    /// The value the callback URL hands back to the route that started the sign-in (an
    /// authorization code read from its query); `nil` ends the route without feedback.
    func feedback(fromCallback url: URL) -> Feedback?
}

extension NavGraphWebAuthenticationScreen where Feedback == URL {
    /// The callback URL is the feedback, as the service gave it.
    public func feedback(fromCallback url: URL) -> URL? { url }
}

extension NavGraphWebAuthenticationScreen where Feedback == Never {
    /// A sign-in that hands nothing back: its route only ends.
    public func feedback(fromCallback url: URL) -> Never? { nil }
}
