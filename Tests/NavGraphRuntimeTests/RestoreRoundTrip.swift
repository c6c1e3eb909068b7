import Foundation
import NavGraphRuntime
import Testing

/// Saving and restoring the test app as an app does: through JSON, into a new navigator.
@MainActor
enum RestoreRoundTrip {
    /// The navigator's state after a round trip through JSON.
    static func saved(_ navigator: NavGraphHeadlessNavigator) throws -> NavGraphSavedState<String> {
        let state = try #require(navigator.navigation.saved(as: String.self))
        return try JSONDecoder().decode(NavGraphSavedState<String>.self, from: JSONEncoder().encode(state))
    }

    /// A new navigator, with a new Root, restoring `saved`.
    static func relaunch(_ saved: NavGraphSavedState<String>, journal: Journal = Journal()) throws -> NavGraphHeadlessNavigator {
        let restored = NavGraphHeadlessNavigator()
        try restored.navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {})
        return restored
    }
}
