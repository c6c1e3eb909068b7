/// The app (UIKit's `UIApplication`), as far as the navigator names it: the URL string of the
/// Settings app. The double opens URLs through the scene (`UIScene.open(_:options:completionHandler:)`),
/// as the navigator does.
@MainActor
open class UIApplication: UIResponder {
    /// UIApplication.h's `UIApplicationOpenSettingsURLString`, which a URL is made of to open the
    /// Settings app at the app's own settings. Its value is not documented; the double's is the
    /// one the runtime's headless `NavGraphOutside.settings` uses.
    public static let openSettingsURLString = "app-settings:"
}
