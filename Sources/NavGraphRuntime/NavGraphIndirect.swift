/// Stores a record's field out of line, so that a record can contain itself through an optional
/// (a struct holds an `Optional` inline, so `var parent: Tree?` in `Tree` would have no finite
/// size). Equality, hashing and coding see only the wrapped value.
@propertyWrapper
public struct NavGraphIndirect<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The box that holds the value on the heap; immutable, so sharing it is safe.
    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box

    /// Stores `wrappedValue` out of line.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The stored value.
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    /// Compares the wrapped values.
    public static func == (lhs: NavGraphIndirect, rhs: NavGraphIndirect) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }

    /// Hashes the wrapped value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension NavGraphIndirect: Codable where Value: Codable {
    /// Decodes the wrapped value as if it were not wrapped.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try Value(from: decoder))
    }

    /// Encodes the wrapped value as if it were not wrapped.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}
