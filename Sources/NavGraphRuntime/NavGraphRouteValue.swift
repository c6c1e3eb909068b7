/// The route that opened an entry, or the destination a link opened it with, kept as a value: a
/// case of a generated route enum (or the generated destination) with its context, compared and
/// hashed as itself.
public struct NavGraphRouteValue: Hashable, Sendable, CustomStringConvertible {
    /// The route enum's case, with its context.
    public let value: any Hashable & Sendable

    /// Wraps a route.
    public init(_ value: any Hashable & Sendable) {
        self.value = value
    }

    /// The route, as Swift prints it (`detail(42)`).
    public var description: String { "\(value)" }

    /// Whether both are the same route with the same context.
    public static func == (lhs: NavGraphRouteValue, rhs: NavGraphRouteValue) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    /// Hashes the route.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(value))
    }
}
