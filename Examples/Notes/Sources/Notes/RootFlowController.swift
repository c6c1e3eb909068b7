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
}
