import Foundation

/// Where the sign-in shows (AuthenticationServices' `ASPresentationAnchor`): "typedef UIWindow *
/// ASPresentationAnchor" on iOS (ASFoundation.h).
public typealias ASPresentationAnchor = UIWindow

/// "Provides context to target where in an application's UI the authorization view should be
/// shown" (AuthenticationServices' protocol, declared without the main actor, as the double's is).
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    /// "Return the ASPresentationAnchor in the closest proximity to where a user interacted with
    /// your app to trigger authentication."
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// The errors a session ends with (ASWebAuthenticationSession.h's `ASWebAuthenticationSessionErrorCode`).
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    /// The error's code.
    public enum Code: Int, Sendable {
        /// "The user has canceled login by cancelling the alert asking for permission to log in to
        /// this app, or by dismissing the view controller for loading the authentication webpage."
        case canceledLogin = 1
        /// "A valid presentationContextProvider was not found when -start was called."
        case presentationContextNotProvided = 2
        /// "The presentation context returned was not elligible to show the authentication UI."
        case presentationContextInvalid = 3
    }

    /// What went wrong.
    public let code: Code
}

/// A sign-in with a web service in the system's browser (AuthenticationServices'
/// `ASWebAuthenticationSession`, kept in the double's UIKit module as its PhotosUI types are), as
/// ASWebAuthenticationSession.h documents it:
/// - `start()` "Returns YES if the session starts successfully", and "start can only be called
///   once for an ASWebAuthenticationSession instance. This also means calling start on a canceled
///   session will fail"; `canStart` "returns the same value as calling -start, but without the
///   side effect of actually starting the session". Whether the device lets a session start is
///   the test's (`ASWebAuthenticationSession.devicePermitsSessions`);
/// - "A provider must be set prior to calling -start, otherwise the authorization view cannot be
///   displayed": a start without one ends with `presentationContextNotProvided`;
/// - the service's callback: "On completion, the service will send a callback URL with an
///   authentication token, and this URL will be passed to the app by
///   ASWebAuthenticationSessionCompletionHandler" (`userSignsIn(callbackURL:)`);
/// - the person's Cancel: "the session will be canceled, and the completion handler will be called
///   with the error code ASWebAuthenticationSessionErrorCodeCanceledLogin" (`userCancels()`);
/// - `cancel()`: "If the view controller is already presented to load the webpage for
///   authentication, it will be dismissed. Calling cancel on an already canceled session will have
///   no effect." The header does not say that the completion handler is called then, and the
///   double does not call it.
///
/// The header does not say how the page is presented over the anchor's window, so the double keeps
/// it out of the view controllers, and lists the sessions whose page shows (`shown`).
@MainActor
open class ASWebAuthenticationSession: NSObject {
    /// "ASWebAuthenticationSessionCompletionHandler": the callback URL, or the error it ended with.
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// Whether the device lets a session start (the test's; `true` unless it says otherwise).
    public static var devicePermitsSessions = true
    /// The sessions whose page shows, oldest first (not AuthenticationServices').
    public private(set) static var shown: [ASWebAuthenticationSession] = []

    /// "the initial URL pointing to the authentication webpage".
    public let url: URL
    /// "the custom URL scheme that the app expects in the callback URL".
    public let callbackURLScheme: String?
    private var completionHandler: CompletionHandler?
    private var hasStarted = false
    /// The window the page shows in, asked of the provider at `start()` (not AuthenticationServices').
    public private(set) weak var anchor: ASPresentationAnchor?

    /// "Must be set prior to calling -start"; held weakly.
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// "Indicates whether this session should ask the browser for an ephemeral session."
    open var prefersEphemeralWebBrowserSession = false

    /// "Returns an ASWebAuthenticationSession object."
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
    }

    /// "Returns whether the session can be successfully started."
    open var canStart: Bool { Self.devicePermitsSessions && !hasStarted }

    /// "Starts the ASWebAuthenticationSession instance after it is instantiated."
    open func start() -> Bool {
        guard canStart else { return false }
        hasStarted = true
        guard let provider = presentationContextProvider else {
            end(nil, ASWebAuthenticationSessionError(code: .presentationContextNotProvided))
            return true
        }
        anchor = provider.presentationAnchor(for: self)
        Self.shown.append(self)
        return true
    }

    /// "Cancel an ASWebAuthenticationSession."
    open func cancel() {
        hasStarted = true
        Self.shown.removeAll { $0 === self }
        completionHandler = nil
    }

    /// The service redirects to `callbackURL`: the page closes and the handler gets the URL.
    public func userSignsIn(callbackURL: URL) {
        guard Self.shown.contains(where: { $0 === self }) else { return UIKitDouble.warn("the sign-in page is not shown") }
        end(callbackURL, nil)
    }

    /// The person taps Cancel on the page: the handler gets `canceledLogin`.
    public func userCancels() {
        guard Self.shown.contains(where: { $0 === self }) else { return UIKitDouble.warn("the sign-in page is not shown") }
        end(nil, ASWebAuthenticationSessionError(code: .canceledLogin))
    }

    /// Closes the page and calls the completion handler, once.
    private func end(_ callbackURL: URL?, _ error: (any Error)?) {
        Self.shown.removeAll { $0 === self }
        let handler = completionHandler
        completionHandler = nil
        handler?(callbackURL, error)
    }

    /// Forgets the sessions shown and lets sessions start again, between scenarios.
    static func reset() {
        shown = []
        devicePermitsSessions = true
    }
}
