#if canImport(SwiftUI)
import SwiftUI
#endif

/// The settings tab: who is signed in, and signing out.
final class SettingsFlowController: SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let library: Library

    init(library: Library) {
        self.library = library
    }

    func start() {}

    /// Signs out: the root swaps back to signing in; a link still waiting was kept for this
    /// member, and does not open for whoever signs in next.
    func signOut() {
        library.member = nil
        navigator?.navigation.personLoggedOut()
        perform(.signOut)
    }

    #if canImport(SwiftUI)
    var tabItem: some View {
        Label("Settings", systemImage: "gear")
    }

    var view: some View {
        Form {
            Text("Signed in as \(library.member ?? "nobody")")
            Button("Sign Out") { self.signOut() }
        }
    }
    #endif
}
