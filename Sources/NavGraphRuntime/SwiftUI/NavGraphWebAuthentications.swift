#if canImport(SwiftUI)
import SwiftUI
#if canImport(AuthenticationServices) && canImport(UIKit)
import AuthenticationServices
#endif
#if canImport(_AuthenticationServices_SwiftUI)
// `webAuthenticationSession` is the overlay that importing SwiftUI and AuthenticationServices
// together brings in; named here for compilers that do not cross-import (the Linux iOS type-check).
import _AuthenticationServices_SwiftUI
#endif

/// The web authentication session the presenter shows, run as SwiftUI runs one: from iOS 16.4 the
/// environment's `webAuthenticationSession`, whose
/// `authenticate(using:callbackURLScheme:preferredBrowserSession:)` returns the callback URL or
/// throws (the person's Cancel, a session that could not start), in a task of the presenting view;
/// before it, which SwiftUI has no session for, UIKit's `ASWebAuthenticationSession`, shown in the
/// window of a view behind the presenter. Either reports the end to the navigator
/// (`authenticated(_:callback:)`). The modifier is always there, so that showing a session never
/// changes what the presenter's views are.
@MainActor
struct NavGraphWebAuthentications: ViewModifier {
    @ObservedObject var scene: NavGraphScene
    let presenter: NavGraphEntryID

    func body(content: Content) -> some View {
        #if canImport(AuthenticationServices) && canImport(UIKit)
        let shown = shownSignIn()
        let ended: @MainActor (NavGraphEntryID, URL?) -> Void = { [navigator = scene.navigator] in navigator.authenticated($0, callback: $1) }
        if #available(iOS 16.4, *) {
            content.modifier(NavGraphSwiftUIWebAuthentication(shown: shown, ended: ended))
        } else {
            content.background(NavGraphWebAuthenticationAnchor(shown: shown, ended: ended))
        }
        #else
        content
        #endif
    }

    /// The sign-in the presenter shows, with its entry.
    private func shownSignIn() -> NavGraphShownSignIn? {
        guard let id = scene.navigator.presented(over: presenter, as: .webAuthentication),
              let screen = scene.navigator.navigation.flowController(for: id) as? any NavGraphWebAuthenticationScreen else { return nil }
        return NavGraphShownSignIn(id: id, signIn: screen.webAuthentication)
    }
}

/// A sign-in shown, and its entry.
struct NavGraphShownSignIn {
    let id: NavGraphEntryID
    let signIn: NavGraphWebAuthentication
}

#if canImport(AuthenticationServices) && canImport(UIKit)
/// SwiftUI's own session (iOS 16.4), run by a task of the presenting view for each sign-in shown.
@available(iOS 16.4, *)
private struct NavGraphSwiftUIWebAuthentication: ViewModifier {
    @Environment(\.webAuthenticationSession) private var session
    let shown: NavGraphShownSignIn?
    let ended: @MainActor (NavGraphEntryID, URL?) -> Void

    func body(content: Content) -> some View {
        content.task(id: shown?.id) {
            guard let shown else { return }
            let signIn = shown.signIn
            // The SDK does not mark the environment's session Sendable, though its one method is
            // made to be awaited from a view's task (as here): this copy is used by that call only.
            nonisolated(unsafe) let session = session
            let callback = try? await session.authenticate(
                using: signIn.url, callbackURLScheme: signIn.callbackURLScheme,
                preferredBrowserSession: signIn.prefersEphemeralWebBrowserSession ? .ephemeral : .shared)
            ended(shown.id, callback)
        }
    }
}

/// Before iOS 16.4: a view behind the presenter, in whose window UIKit's session shows the sign-in;
/// the session is cancelled when the sign-in is no longer shown or the view goes.
private struct NavGraphWebAuthenticationAnchor: UIViewRepresentable {
    let shown: NavGraphShownSignIn?
    let ended: @MainActor (NavGraphEntryID, URL?) -> Void

    func makeUIView(context: Context) -> AnchorView {
        AnchorView()
    }

    func updateUIView(_ view: AnchorView, context: Context) {
        view.show(shown, ended: ended)
    }

    static func dismantleUIView(_ view: AnchorView, coordinator: ()) {
        view.show(nil, ended: { _, _ in })
    }

    /// Runs the session of the sign-in shown once it is in a window.
    final class AnchorView: UIView {
        private var wanted: NavGraphShownSignIn?
        private var ended: @MainActor (NavGraphEntryID, URL?) -> Void = { _, _ in }
        private var running: (id: NavGraphEntryID, run: NavGraphWebAuthenticationRun)?

        func show(_ shown: NavGraphShownSignIn?, ended: @escaping @MainActor (NavGraphEntryID, URL?) -> Void) {
            wanted = shown
            self.ended = ended
            update()
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            update()
        }

        private func update() {
            if let running, running.id != wanted?.id {
                running.run.cancel()
                self.running = nil
            }
            guard running == nil, let wanted, let window else { return }
            let ended = ended
            let run = NavGraphWebAuthenticationRun(wanted.signIn, in: window) { ended(wanted.id, $0) }
            running = (wanted.id, run)
            run.start()
        }
    }
}
#endif
#endif
