#if canImport(SwiftUI)
import SwiftUI
#endif

/// Shares a note, full screen in a navigation stack of its own; only Done closes it.
final class ShareFlowController: ShareFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// What is shared.
    private(set) var shared: SharedNote?

    func start(context: SharedNote) {
        shared = context
    }

    /// Closes the share screen.
    func done() {
        finish()
    }

    #if canImport(SwiftUI)
    var view: some View {
        ShareLink(item: shared?.title ?? "")
            .navigationTitle("Share")
            .toolbar { Button("Done") { self.done() } }
    }
    #endif
}
