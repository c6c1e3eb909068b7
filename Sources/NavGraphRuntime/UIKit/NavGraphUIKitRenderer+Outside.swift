#if canImport(UIKit)
import UIKit

extension NavGraphUIKitRenderer {
    /// Hands `url` to the system through the window's scene: "Attempts to open the resource at the
    /// specified URL asynchronously" (`UIScene.open(_:options:completionHandler:)`), which, unlike
    /// `UIApplication.shared`, app extensions may call too.
    func openOutside(_ url: URL) {
        window?.windowScene?.open(url, options: nil)
    }
}
#endif
