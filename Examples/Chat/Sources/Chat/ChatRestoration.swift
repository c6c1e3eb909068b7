import Foundation

/// The navigation state as the scene saves it: JSON under one key of a restoration activity's
/// `userInfo`.
enum ChatRestoration {
    /// The restoration activity's type.
    static let activityType = "com.example.chat.navigation"
    /// The key the JSON is saved under.
    static let stateKey = "navigation"

    /// The saved state in `userInfo`; throws when there is none or it does not decode.
    static func savedState(in userInfo: [AnyHashable: Any]?) throws -> NavGraphSavedState<NavGraphDestination> {
        guard let data = userInfo?[stateKey] as? Data else { throw CocoaError(.coderValueNotFound) }
        return try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: data)
    }

    /// `userInfo` holding `state` as JSON; empty when there is nothing to save or it does not encode.
    static func userInfo(saving state: NavGraphSavedState<NavGraphDestination>?) -> [AnyHashable: Any] {
        guard let state, let data = try? JSONEncoder().encode(state) else { return [:] }
        return [stateKey: data]
    }
}
