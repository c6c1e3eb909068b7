#if canImport(SwiftUI) && os(iOS)
import SwiftUI

// The app's entry, as README.md and docs/Generation.md quote it (a test checks they match).
// In an app target, mark it `@main`; here it sits in a library, which has no entry point.
// snippet:begin
@MainActor
struct NotesApp: App {
    @State private var navigator = NavGraphSwiftUINavigator.start(entry: RootFlowController())

    var body: some Scene {
        WindowGroup {
            NavGraphRootView(navigator: navigator)
        }
    }
}
// snippet:end
#endif
