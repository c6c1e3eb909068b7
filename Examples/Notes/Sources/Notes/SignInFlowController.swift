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

    func makeSignedIn() -> any MainFlowControlling {
        MainFlowController(library: library)
    }

    #if canImport(SwiftUI)
    var view: some View {
        SignInView(signIn: signIn(as:))
    }
    #endif
}

#if canImport(SwiftUI)
/// A name field and a button.
struct SignInView: View {
    let signIn: @MainActor (String) -> Void
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Your name", text: $name)
            Button("Sign In") { signIn(name) }
        }
    }
}
#endif
