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
        WindowGroup {
            // Each window makes its own navigator: its own navigation over the same notes.
            NavGraphRootView { NavGraphSwiftUINavigator.start(entry: RootFlowController(library: library)) }
        }
    }
}
// snippet:end
#endif
