#if canImport(UIKit)
import UIKit
#if canImport(AuthenticationServices)
import AuthenticationServices
#endif

/// Web authentication sessions under UIKit. An `ASWebAuthenticationSession` is no view controller:
/// it shows its page itself, in the window its `presentationContextProvider` names, here the
/// navigator's. So the entry presents a transparent view controller of its own (the host), over
/// the full screen, which keeps the renderer's presentations what the state
/// says, and the session starts once the host shows.
///
/// - The session ends once: "the completion handler which is called when the session is completed
///   successfully or canceled by user" (ASWebAuthenticationSession.h). A callback URL ("this URL
///   will be passed to the app by ASWebAuthenticationSessionCompletionHandler") goes to the screen,
///   which makes the route's feedback of it; an error (the person's Cancel, `canceledLogin`, or no
///   window to show in) ends the route without feedback. The renderer dismisses the host, then
///   reports.
/// - A session that cannot start ends the route without feedback as Cancel does: `start()`
///   "Returns YES if the session starts successfully", the value `canStart` gives "without the
///   side effect of actually starting the session", so the renderer asks `start()` itself.
/// - It is never cancelled for a link (links wait behind a sign-in under way, see
///   `refusesDismissal`); when its entry closes otherwise (the app's restore, a new root), the
///   session is cancelled, which "will also dismiss the view controller that is showing the web
///   service's login page".
extension NavGraphUIKitRenderer {
    /// The host of the web authentication session of the entry `id`, or `nil` when its
    /// FlowController is not a web authentication screen (or the renderer has no window to show
    /// the session in, where it draws nothing).
    func webAuthenticationController(_ id: NavGraphEntryID) -> UIViewController? {
        guard let screen = navigation.flowController(for: id) as? any NavGraphWebAuthenticationScreen, let window else { return nil }
        let host = UIViewController()
        // Over the full screen, which no swipe closes, the screens below stay as they are while
        // the session shows. (It is not marked modal: links already wait for the sign-in, and once
        // it has ended its host must not hold the next presentation as the app's own would.)
        host.modalPresentationStyle = .overFullScreen
        systemSheetDelegates[id] = NavGraphWebAuthenticationDelegate(
            renderer: self, sheet: id, signIn: screen.webAuthentication, host: host, window: window)
        return host
    }

    /// What runs the web authentication session of the entry `id`, if it has one.
    func webAuthenticationDelegate(_ id: NavGraphEntryID) -> NavGraphWebAuthenticationDelegate? {
        systemSheetDelegates[id] as? NavGraphWebAuthenticationDelegate
    }
}

/// Reports the end of its entry's web authentication session to the state machine, once the host
/// is dismissed; cancels the session when the entry closes otherwise.
@MainActor
final class NavGraphWebAuthenticationDelegate: NavGraphSystemSheetDelegate {
    private weak var host: UIViewController?
    private var run: NavGraphWebAuthenticationRun?

    init(renderer: NavGraphUIKitRenderer, sheet: NavGraphEntryID, signIn: NavGraphWebAuthentication, host: UIViewController, window: UIWindow) {
        self.host = host
        super.init(renderer: renderer, sheet: sheet)
        run = NavGraphWebAuthenticationRun(signIn, in: window) { [weak self] callback in self?.end(callback: callback) }
    }

    /// Starts the session, once its host shows.
    func start() {
        run?.start()
    }

    /// The session's entry closed by something else than the session's end: the session is
    /// cancelled, and its page goes with it.
    func cancel() {
        run?.cancel()
    }

    /// The session ended with `callback`, or without one: the host is dismissed, then the end
    /// reported.
    private func end(callback: URL?) {
        guard let host else { return report(.authenticated(sheet, callback: callback)) }
        close(host, reporting: .authenticated(sheet, callback: callback))
    }
}

/// One sign-in in an `ASWebAuthenticationSession` shown in a window: what UIKit's renderer runs,
/// and SwiftUI's navigator before iOS 16.4 (which has no `webAuthenticationSession`). `ended`
/// hears its end once: the callback URL, or `nil` (the person's Cancel, an error, a session that
/// did not start), never after `cancel()`. It keeps the window while the session may run.
@MainActor
final class NavGraphWebAuthenticationRun: NSObject, @preconcurrency ASWebAuthenticationPresentationContextProviding {
    private let signIn: NavGraphWebAuthentication
    private let window: UIWindow
    private var ended: (@MainActor (URL?) -> Void)?
    private var session: ASWebAuthenticationSession?

    init(_ signIn: NavGraphWebAuthentication, in window: UIWindow, ended: @escaping @MainActor (URL?) -> Void) {
        self.signIn = signIn
        self.window = window
        self.ended = ended
    }

    /// Starts the session; one that does not start ends at once.
    func start() {
        guard session == nil, ended != nil else { return }
        let session = ASWebAuthenticationSession(url: signIn.url, callbackURLScheme: signIn.callbackURLScheme) { @Sendable [weak self] url, error in
            let callback = error == nil ? url : nil
            // ASWebAuthenticationSession.h does not say on which thread the handler runs: the end
            // is taken on the main actor, at once where the handler runs there.
            if #available(iOS 17, *), Thread.isMainThread {
                MainActor.assumeIsolated { self?.finish(callback) }
            } else {
                Task { @MainActor in self?.finish(callback) }
            }
        }
        session.presentationContextProvider = self
        session.prefersEphemeralWebBrowserSession = signIn.prefersEphemeralWebBrowserSession
        self.session = session
        if !session.start() { finish(nil) }
    }

    /// Cancels the session, which "will also dismiss the view controller that is showing the web
    /// service's login page"; its end is not reported.
    func cancel() {
        ended = nil
        session?.cancel()
        session = nil
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        window
    }

    private func finish(_ callback: URL?) {
        guard let ended else { return }
        self.ended = nil
        session = nil
        ended(callback)
    }
}
#endif
