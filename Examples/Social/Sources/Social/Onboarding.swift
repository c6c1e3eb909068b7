#if canImport(SwiftUI)
import SwiftUI
#endif

/// The app's root: onboarding until the person signs in, then the session; signing out swaps back.
final class RootFlowController: RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store = Store()) {
        self.store = store
    }

    func makeOnboarding() -> any OnboardingFlowControlling { OnboardingFlowController(store: store) }
    func makeSession() -> any SessionFlowControlling { SessionFlowController(store: store) }

    /// A link into the session (a profile, a status) waits until the person has signed in: the
    /// navigator keeps it and opens it after the sign-in's transition.
    func shouldOpen(_ destination: NavGraphDestination) -> Bool {
        store.server != nil
    }

    /// A saved state that shows the session comes back only while a server is signed in to.
    func shouldRestore(_ child: NavGraphNodeName) -> Bool {
        child != .session || store.server != nil
    }
}

/// Welcome, then signing in, in a navigation stack.
final class OnboardingFlowController: OnboardingFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func makeWelcome() -> any WelcomeFlowControlling { WelcomeFlowController(store: store) }
}

/// What the app is; its button pushes signing in.
final class WelcomeFlowController: WelcomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func start() {}
    func makeSignIn() -> any SignInFlowControlling { SignInFlowController(store: store) }

    #if canImport(SwiftUI)
    var view: some View {
        VStack(spacing: 16) {
            Text("Social").font(.largeTitle)
            Button("Sign In") { self.perform(.signIn) }
        }
    }
    #endif
}

/// Picks a server in a half-height sheet, then signs in to it.
final class SignInFlowController: SignInFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store
    /// The server picked, if any.
    private(set) var server: String?

    init(store: Store) {
        self.store = store
    }

    func start() {}
    func makeChooseServer() -> any ServerPickerFlowControlling { ServerPickerFlowController() }
    func chooseServerDidFinish(with feedback: String) { server = feedback }

    /// Signs in to the picked server; without one, asks for it first.
    func signIn() {
        guard let server else { return perform(.chooseServer) }
        store.server = server
        perform(.signedIn)
    }

    #if canImport(SwiftUI)
    var view: some View {
        VStack(spacing: 16) {
            Button(server ?? "Choose a server") { self.perform(.chooseServer) }
            Button("Sign In", action: signIn)
        }
    }
    #endif
}

/// Lists servers; the one tapped is handed back.
final class ServerPickerFlowController: ServerPickerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The servers offered.
    let servers = ["social.example", "mastodon.example"]

    func start() {}

    #if canImport(SwiftUI)
    var view: some View {
        List(servers, id: \.self) { server in Button(server) { self.finish(with: server) } }
    }
    #endif
}
