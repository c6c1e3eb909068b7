#if canImport(UIKit)
import UIKit

extension NavGraphUIKitRenderer {
    /// Hands `url` to the system through the window's scene: "Attempts to open the resource at the
    /// specified URL asynchronously" (`UIScene.open(_:options:completionHandler:)`), which, unlike
    /// `UIApplication.shared`, app extensions may call too. "The completion handler is called on
    /// the main queue" (UIScene.h) with whether it opened; without a scene nothing is opened.
    func openOutside(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        guard let scene = window?.windowScene else { return completion(false) }
        // Formed on the main actor, the handler stays there: UIKit calls it on the main queue.
        scene.open(url, options: nil) { opened in completion(opened) }
    }
}
#endif
