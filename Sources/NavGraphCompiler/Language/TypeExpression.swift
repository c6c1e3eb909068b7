/// Swift's own types that a graph may name without declaring them.
public enum BuiltinType: String, CaseIterable, Sendable, Hashable {
    /// Swift's `String`.
    case string = "String"
    /// Swift's `Int`.
    case int = "Int"
    /// Swift's `Int64`.
    case int64 = "Int64"
    /// Swift's `Double`.
    case double = "Double"
    /// Swift's `Float`.
    case float = "Float"
    /// Swift's `Bool`.
    case bool = "Bool"
    /// Foundation's `URL`.
    case url = "URL"
    /// Foundation's `UUID`.
    case uuid = "UUID"
    /// Foundation's `Date`.
    case date = "Date"
    /// Foundation's `Data`.
    case data = "Data"

    /// Whether the type comes from Foundation rather than the standard library.
    public var needsFoundation: Bool {
        switch self {
        case .url, .uuid, .date, .data: true
        default: false
        }
    }
}

/// What a context, a feedback or a record field carries, as written in the graph.
public indirect enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
    /// One of Swift's own types.
    case builtin(BuiltinType)
    /// A type declared under `types:`.
    case named(String)
    /// `T?`
    case optional(TypeExpression)
    /// `[T]`
    case array(TypeExpression)
    /// `[K: V]`
    case dictionary(key: TypeExpression, value: TypeExpression)

    /// The Swift spelling, which is also the graph's canonical spelling.
    public var description: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .named(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        }
    }

    /// Whether the expression is written `T?`: its values include `nil`.
    public var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// How many optionals, arrays and dictionaries are nested in the expression (0 for a name).
    public var nesting: Int {
        switch self {
        case .builtin, .named: 0
        case .optional(let wrapped), .array(let wrapped): wrapped.nesting + 1
        case .dictionary(let key, let value): max(key.nesting, value.nesting) + 1
        }
    }

    /// Calls `body` with every declared name the expression mentions, in order of appearance,
    /// without gathering them into an array (asked of every type written in the graph).
    func forEachNamedReference(_ body: (String) -> Void) {
        switch self {
        case .builtin: return
        case .named(let name): body(name)
        case .optional(let wrapped), .array(let wrapped): wrapped.forEachNamedReference(body)
        case .dictionary(let key, let value):
            key.forEachNamedReference(body)
            value.forEachNamedReference(body)
        }
    }

    /// Every declared name the expression mentions, in order of appearance.
    public var namedReferences: [String] {
        switch self {
        case .builtin: []
        case .named(let name): [name]
        case .optional(let wrapped): wrapped.namedReferences
        case .array(let element): element.namedReferences
        case .dictionary(let key, let value): key.namedReferences + value.namedReferences
        }
    }
}
