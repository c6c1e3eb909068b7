import Foundation

/// The shop's navigation kept between launches: the navigator's saved state, encoded as JSON
/// under one key of the scene's state restoration activity (`stateRestorationActivity(for:)`),
/// and read back when the scene connects again.
enum ShopRestoration {
    /// The activity type the scene saves under; an app lists it in `NSUserActivityTypes` in its
    /// Info.plist.
    static let activityType = "com.example.shop.navigation"
    /// The `userInfo` key that holds the encoded state.
    static let stateKey = "navigation"

    /// Why there is no saved state to restore.
    enum Missing: Error {
        /// The scene saved none (a first launch, or the person closed the app in the switcher).
        case nothingSaved
    }

    /// The `userInfo` to save: what `navigator` shows; `nil` while it shows nothing.
    @MainActor
    static func userInfo(saving navigator: some NavGraphNavigator) throws -> [String: Data]? {
        guard let saved = navigator.savedState else { return nil }
        return [stateKey: try JSONEncoder().encode(saved)]
    }

    /// The saved state in a restoration activity's `userInfo`. Throws `Missing.nothingSaved`, or
    /// a `DecodingError` when it names a screen this version of the graph no longer has or a
    /// context of another type.
    static func savedState(in userInfo: [AnyHashable: Any]?) throws -> NavGraphSavedState<NavGraphDestination> {
        guard let data = userInfo?[stateKey] as? Data else { throw Missing.nothingSaved }
        return try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: data)
    }
}
