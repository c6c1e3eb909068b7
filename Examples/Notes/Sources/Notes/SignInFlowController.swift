#if canImport(SwiftUI)
import SwiftUI
#endif

/// Asks who is writing; signing in swaps the root to the tabs.
final class SignInFlowController: SignInFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let library: Library

    init(library: Library) {
        self.library = library
    }

    func start() {}

    /// Signs in as `name` (trimmed); a blank name does nothing.
    func signIn(as name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        library.member = trimmed
        perform(.signedIn)
    }

    #if canImport(SwiftUI)
    var view: some View {
        NameForm(placeholder: "Your name", action: "Sign In", submit: signIn(as:))
    }
    #endif
}
