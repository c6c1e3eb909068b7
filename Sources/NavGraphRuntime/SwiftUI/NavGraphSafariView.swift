#if canImport(SwiftUI) && canImport(SafariServices) && canImport(UIKit)
import SafariServices
import SwiftUI

/// A Safari view under SwiftUI, which has no in-app browser of its own: UIKit's
/// `SFSafariViewController` in a `UIViewControllerRepresentable`, shown by `NavGraphDialogs` in a
/// `.sheet` bound to the navigator. Done "Tells the delegate that the user dismissed the view"
/// (`safariViewControllerDidFinish(_:)`); the coordinator then writes the sheet's binding `false`,
/// as a swipe down does, and the navigator ends the route without feedback.
struct NavGraphSafariView: UIViewControllerRepresentable {
    /// The page, an `http` or `https` URL (the route that presented it was refused otherwise).
    let url: URL
    /// Closes the sheet.
    let done: @MainActor () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(done: done)
    }

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let safari = SFSafariViewController(url: url)
        safari.delegate = context.coordinator
        return safari
    }

    func updateUIViewController(_ safari: SFSafariViewController, context: Context) {
        // The page is fixed when the controller is made; a new URL is a new presentation.
    }

    /// The Safari view's delegate: hears Done. SafariServices does not isolate its delegate to the
    /// main actor, but calls it on the main thread, as UIKit calls its own.
    @MainActor
    final class Coordinator: NSObject, @preconcurrency SFSafariViewControllerDelegate {
        private let done: @MainActor () -> Void

        init(done: @escaping @MainActor () -> Void) {
            self.done = done
        }

        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            done()
        }
    }
}
#endif
