/// The app's root: signing in, then the tabs; signing out swaps back.
final class RootFlowController: RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The library every screen shares.
    let library: Library

    /// A root over `library`.
    init(library: Library = Library()) {
        self.library = library
    }

    func makeSignIn() -> any SignInFlowControlling {
        SignInFlowController(library: library)
    }

    /// The tabs: after signing in, and when a saved navigation state that shows them is restored.
    func makeMain() -> any MainFlowControlling {
        MainFlowController(library: library)
    }

    /// Who signed in lives in the library for as long as the app runs: a saved state that shows
    /// the tabs comes back only while someone is signed in (a window the person opens again, but
    /// not after a relaunch, nor in a window opened after signing out in another); sign-in always.
    func shouldRestore(_ child: NavGraphNodeName) -> Bool {
        child != .main || library.member != nil
    }
}
