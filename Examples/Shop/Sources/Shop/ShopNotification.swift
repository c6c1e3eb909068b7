import Foundation

/// A push notification's payload that opens a screen: the destination, encoded as JSON under
/// one key of the notification's `userInfo`. The server (or a test) writes it with `userInfo`,
/// the app reads it back with `destination(in:)` and opens it with `navigator.open(_:)`.
enum ShopNotification {
    /// The `userInfo` key that holds the destination.
    static let destinationKey = "destination"

    /// The `userInfo` of a notification that opens `destination`.
    static func userInfo(opening destination: NavGraphDestination) throws -> [String: String] {
        [destinationKey: String(decoding: try JSONEncoder().encode(destination), as: UTF8.self)]
    }

    /// The destination a notification's `userInfo` carries; `nil` when it carries none, or one
    /// this version of the graph does not know.
    static func destination(in userInfo: [AnyHashable: Any]) -> NavGraphDestination? {
        guard let text = userInfo[destinationKey] as? String else { return nil }
        return try? JSONDecoder().decode(NavGraphDestination.self, from: Data(text.utf8))
    }
}
