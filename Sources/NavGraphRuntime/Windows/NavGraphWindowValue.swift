import Foundation

/// What the generated `NavGraphWindow` is: the request for a window of its own, one case per
/// destination the graph opens in a window (`style: window`), carrying its context. It is the
/// whole request: SwiftUI's `WindowGroup(for: NavGraphWindow.self)` value, UIKit's scene
/// activation's user activity; saved by the system with its window, and read back only while the
/// graph still opens its destination in a window.
///
/// Equality and hashing are the cases' (a window that shows an equal value is brought forward);
/// the `Codable` form is the destination's (`NavGraphDestinationValue`), so decoding fails, and the
/// window starts at the graph's entry, when the graph no longer opens that destination in a window.
public protocol NavGraphWindowValue: Hashable, Sendable, Codable {
    /// The graph's destination type (the generated `NavGraphDestination`).
    associatedtype Destination: NavGraphDestinationValue

    /// The screen or flow the window shows at its root, with its context.
    var navGraphDestination: Destination { get }
    /// The window that shows `destination` at its root; `nil` when the graph opens that
    /// destination, or a destination with that context, in no window.
    init?(navGraphDestination destination: Destination)
}

extension NavGraphWindowValue {
    /// The window that shows `destination`, given as any destination: the window opener's
    /// argument; `nil` for a destination of another graph or one the graph opens in no window.
    public init?(navGraphOpening destination: any NavGraphDestinationValue) {
        guard let destination = destination as? Destination else { return nil }
        self.init(navGraphDestination: destination)
    }

    /// Writes the window's destination, with its context.
    public func encode(to encoder: any Encoder) throws {
        try navGraphDestination.encode(to: encoder)
    }

    /// Reads a window back; throws when the graph no longer opens its destination in a window.
    public init(from decoder: any Decoder) throws {
        let destination = try Destination(from: decoder)
        guard let window = Self(navGraphDestination: destination) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "the graph opens \(destination.name) in no window of its own"))
        }
        self = window
    }
}
