#if canImport(SwiftUI) && os(iOS)
import SwiftUI

// The app's entry, as README.md and docs/Generation.md quote it (a test checks they match).
// In an app target, mark it `@main`; here it sits in a library, which has no entry point.
// snippet:begin
@MainActor
struct NotesApp: App {
    /// The notes, shared by every window.
    @State private var library = Library()

    var body: some Scene {
        WindowGroup { NotesWindow(library: library) }
    }
}

/// One window: its own navigator, restored from and saved to this window's `@SceneStorage`.
@MainActor
struct NotesWindow: View {
    let library: Library
    /// This window's navigation, encoded; SwiftUI keeps it per window.
    @SceneStorage("navigation") private var savedNavigation: Data?

    var body: some View {
        // Made once per window: its own navigation over the same notes.
        NavGraphRootView {
            WindowNavigation.navigator(restoring: savedNavigation, library: library) { savedNavigation = $0 }
        }
    }
}
// snippet:end
#endif
