import Foundation

/// A JSON document read as Foundation's `JSONDecoder` reads it, kept as a tree: what a saved
/// navigation state's file holds, checked against a graph (`SavedStateShape`) without the
/// generated types that would decode it in the app.
///
/// A number keeps what `JSONDecoder` makes of it as a 64-bit integer, if anything, so that an
/// `Int` context is accepted exactly where the app's decoder would read one.
public indirect enum JSONTree: Sendable, Hashable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, and the integer it reads as (`nil` when it has a fraction or is out of range).
    case number(Double, integer: Int64?)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONTree])
    /// An object; of a key written twice, the decoder keeps one.
    case object([String: JSONTree])

    /// Reads one JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value, integer: try? container.decode(Int64.self))
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    /// Writes the value as it is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value, let integer): if let integer { try container.encode(integer) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }

    /// The tree of a JSON text; throws the decoder's error when it is not JSON.
    public static func read(_ data: Data) throws -> JSONTree {
        try JSONDecoder().decode(JSONTree.self, from: data)
    }

    /// What the value is, for messages: "a string", "an object".
    var shape: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The object's members; `nil` for another value.
    var members: [String: JSONTree]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The array's items; `nil` for another value.
    var items: [JSONTree]? {
        if case .array(let items) = self { items } else { nil }
    }

    /// The string; `nil` for another value.
    var text: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
