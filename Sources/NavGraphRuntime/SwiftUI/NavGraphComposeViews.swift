#if canImport(SwiftUI) && canImport(MessageUI) && canImport(UIKit)
import MessageUI
import SwiftUI

/// A mail composer under SwiftUI, which has none of its own: MessageUI's
/// `MFMailComposeViewController` in a `UIViewControllerRepresentable`, shown by `NavGraphDialogs`
/// in a `.sheet` bound to the navigator. `mailComposeController(_:didFinishWith:error:)` is
/// "called when the user completes the email composition", and "Upon this call, the client should
/// remove the view associated with the controller, typically by dismissing modally": the
/// coordinator reports the result to the navigator, then writes the sheet's binding `false`, which
/// dismisses it.
struct NavGraphMailComposeView: UIViewControllerRepresentable {
    /// The mail the composer starts with.
    let draft: NavGraphMailDraft
    /// How the person ended it, before the sheet closes.
    let composed: @MainActor (NavGraphComposeResult) -> Void
    /// Closes the sheet.
    let close: @MainActor () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(composed: composed, close: close)
    }

    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let composer = MFMailComposeViewController(draft: draft)
        composer.mailComposeDelegate = context.coordinator
        return composer
    }

    func updateUIViewController(_ composer: MFMailComposeViewController, context: Context) {
        // The draft is the person's once the composer shows; another draft is a new presentation.
    }

    /// The composer's delegate. MessageUI does not isolate it to the main actor, but calls it on
    /// the main thread, as UIKit calls its own.
    @MainActor
    final class Coordinator: NSObject, @preconcurrency MFMailComposeViewControllerDelegate {
        private let composed: @MainActor (NavGraphComposeResult) -> Void
        private let close: @MainActor () -> Void

        init(composed: @escaping @MainActor (NavGraphComposeResult) -> Void, close: @escaping @MainActor () -> Void) {
            self.composed = composed
            self.close = close
        }

        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
            composed(NavGraphComposeResult(result))
            close()
        }
    }
}

/// A message composer under SwiftUI, which has none of its own: MessageUI's
/// `MFMessageComposeViewController` in a `UIViewControllerRepresentable`, shown by
/// `NavGraphDialogs` in a `.sheet` bound to the navigator, as `NavGraphMailComposeView` shows a
/// mail composer: `messageComposeViewController(_:didFinishWith:)` is reported, then the sheet's
/// binding is written `false` ("Upon this call, the client should remove the view associated with
/// the controller, typically by dismissing modally").
struct NavGraphMessageComposeView: UIViewControllerRepresentable {
    /// The message the composer starts with.
    let draft: NavGraphMessageDraft
    /// How the person ended it, before the sheet closes.
    let composed: @MainActor (NavGraphComposeResult) -> Void
    /// Closes the sheet.
    let close: @MainActor () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(composed: composed, close: close)
    }

    func makeUIViewController(context: Context) -> MFMessageComposeViewController {
        let composer = MFMessageComposeViewController(draft: draft)
        composer.messageComposeDelegate = context.coordinator
        return composer
    }

    func updateUIViewController(_ composer: MFMessageComposeViewController, context: Context) {
        // The draft is the person's once the composer shows; another draft is a new presentation.
    }

    /// The composer's delegate, on the main thread as `NavGraphMailComposeView.Coordinator` is.
    @MainActor
    final class Coordinator: NSObject, @preconcurrency MFMessageComposeViewControllerDelegate {
        private let composed: @MainActor (NavGraphComposeResult) -> Void
        private let close: @MainActor () -> Void

        init(composed: @escaping @MainActor (NavGraphComposeResult) -> Void, close: @escaping @MainActor () -> Void) {
            self.composed = composed
            self.close = close
        }

        func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            composed(NavGraphComposeResult(result))
            close()
        }
    }
}
#endif
