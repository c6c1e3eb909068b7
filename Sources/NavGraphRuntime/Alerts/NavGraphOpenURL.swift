import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of a screen that leaves the app (`kind: openURL`): it names the URL the
/// system opens (a web page in Safari, a `mailto:` URL in a mail app, the Settings app), and makes
/// the screen's feedback from the system's answer, whether the URL was opened. Nothing is shown
/// inside the app and the state does not change: the route that presented it ends once the system
/// answers (UIKit's `UIScene.open(_:options:completionHandler:)`, SwiftUI's environment `openURL`).
@MainActor
public protocol NavGraphOpenURLScreen: NavGraphSystemOwnedScreen {
    /// What the system's answer hands back.
    associatedtype Feedback: Sendable
    /// The URL the system opens, read when the route runs (after the screen is started with its
    /// context).
    var outsideURL: URL { get }
    /// The value the system's answer hands back to the route: `opened` is whether the system
    /// opened the URL (the `success` UIScene.h's completion handler gets, SwiftUI's `accepted`);
    /// `nil` ends the route without feedback.
    func feedback(fromOpened opened: Bool) -> Feedback?
}

extension NavGraphOpenURLScreen where Feedback == Bool {
    /// The system's answer is the feedback, as it gives it.
    public func feedback(fromOpened opened: Bool) -> Bool? { opened }
}

extension NavGraphOpenURLScreen where Feedback == Never {
    /// Leaving the app hands nothing back: its route only ends.
    public func feedback(fromOpened opened: Bool) -> Never? { nil }
}

/// Places outside the app that an `openURL` screen names often.
public enum NavGraphOutside {
    /// The Settings app, open at this app's own settings: the URL of UIKit's
    /// `UIApplication.openSettingsURLString`, which the system opens in the Settings app (UIKit
    /// isolates the constant to the main actor).
    @MainActor
    public static var settings: URL {
        #if canImport(UIKit)
        URL(string: UIApplication.openSettingsURLString)!
        #else
        // The string UIKit's constant holds; headless tests only compare it.
        URL(string: "app-settings:")!
        #endif
    }
}
