#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// The app's entry. In an app target, mark it `@main`; here it sits in a library, which has no
/// entry point. Each window gets its own navigator over the one store, and opens the links it
/// receives (`social://…`, `https://social.example/…`).
@MainActor
struct SocialApp: App {
    @State private var store = Store()

    var body: some Scene {
        WindowGroup {
            NavGraphRootView {
                NavGraphSwiftUINavigator.start(entry: RootFlowController(store: store))
            } onOpenURL: { navigator, url in
                _ = navigator.open(url: url)
            }
        }
    }
}
#endif
