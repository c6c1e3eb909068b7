/// A JSON value whose objects keep their members in the order they were written, so a document
/// built in Swift renders as it reads, and the same document always gives the same bytes.
indirect enum JSONValue: Sendable {
    /// Members in order; keys are not repeated.
    case object([(key: String, value: JSONValue)])
    /// Items in order.
    case array([JSONValue])
    /// Text.
    case string(String)
    /// A whole number (every number the schema holds is one).
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)

    /// The value as indented JSON: two spaces a level, one member or item a line, `"key": value`.
    func rendered(indentation: String = "") -> String {
        let inner = indentation + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.map { inner + Self.quoted($0.key) + ": " + $0.value.rendered(indentation: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indentation + "}"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indentation: inner) }.joined(separator: ",\n") + "\n" + indentation + "]"
        case .string(let text):
            return Self.quoted(text)
        case .integer(let number):
            return String(number)
        case .bool(let value):
            return value ? "true" : "false"
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        "\"" + TextEscaping.escaped(text, escapes) + "\""
    }

    /// JSON's escapes: the short ones where JSON has them, `\u00XX` for the other controls.
    private static let escapes: [Character: String] = {
        var table: [Character: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\r\n": "\\r\\n"]
        for value in 0..<0x20 where table[Character(Unicode.Scalar(UInt8(value)))] == nil {
            let hex = String(value, radix: 16)
            table[Character(Unicode.Scalar(UInt8(value)))] = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return table
    }()
}

extension JSONValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// An object with the members in the order written.
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
    /// An array.
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A string.
    init(stringLiteral value: String) { self = .string(value) }
    /// A whole number.
    init(integerLiteral value: Int) { self = .integer(value) }
    /// A boolean.
    init(booleanLiteral value: Bool) { self = .bool(value) }

    /// An array of strings: a list of words, of keys.
    static func strings(_ words: [String]) -> JSONValue { .array(words.map(JSONValue.string)) }
}
