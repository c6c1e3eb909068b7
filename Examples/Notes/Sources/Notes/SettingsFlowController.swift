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

    /// Signs out: the root swaps back to signing in.
    func signOut() {
        library.member = nil
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
