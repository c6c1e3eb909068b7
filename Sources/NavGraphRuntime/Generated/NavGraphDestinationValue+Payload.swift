import Foundation

/// A destination carried in a payload that comes from outside the app's running code: a
/// notification's `userInfo`, a Home-screen shortcut item's `userInfo`, an App Intent's
/// parameter, an `NSUserActivity`'s `userInfo` (Handoff). The payload is the destination's
/// `Codable` form as JSON (`{"name": "statusDetail", "context": "42"}`), which `payload()` writes
/// and `init(payload:)` reads back.
///
/// Reading is for untrusted input: a server, the Shortcuts app or another device wrote it. A
/// payload of more than `navGraphPayloadLimit` bytes, that is not JSON, that names no screen or
/// flow of the graph whose context reads back, whose context is not of the screen's type, or any
/// of whose texts holds a control or bidirectional character or more than
/// `NavGraphLinkText.maximumLength` bytes (the rules a link's values follow) is refused with a
/// `NavGraphPayloadError`, never a crash. A destination read so is opened as the app opens any
/// other (`open(_:)`): only where a link or a placement without a URL places it, behind the
/// switch flows' gates and the presentations that refuse to close.
extension NavGraphDestinationValue {
    /// The most bytes a payload may have: APNs refuses notifications over 4 KB, and a shortcut
    /// item or an intent names one screen.
    public static var navGraphPayloadLimit: Int { 8_192 }

    /// The key under which `payloadUserInfo()` writes the payload and `init(userInfo:)` reads it.
    public static var navGraphPayloadKey: String { "navGraphDestination" }

    /// The destination as JSON, to carry in a notification, a shortcut item or an intent.
    /// Throws `EncodingError` for a context that is not `Codable` (an external type).
    public func payload() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// The destination as a dictionary of property-list values, under `navGraphPayloadKey`, for
    /// a `UIApplicationShortcutItem`'s or an `NSUserActivity`'s `userInfo` (a string is
    /// `NSSecureCoding`).
    public func payloadUserInfo() throws -> [String: String] {
        [Self.navGraphPayloadKey: String(decoding: try payload(), as: UTF8.self)]
    }

    /// Reads a destination from `payload`, JSON that came from outside the app; throws
    /// `NavGraphPayloadError` for anything that is not a destination of this graph (see the
    /// extension's documentation). (Untyped `throws`: Swift 6.3's SIL generation crashes on a
    /// typed throw in a protocol extension's initializer built for iOS.)
    public init(payload: Data) throws {
        guard payload.count <= Self.navGraphPayloadLimit else { throw NavGraphPayloadError.tooLarge(bytes: payload.count, limit: Self.navGraphPayloadLimit) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: payload, options: [])
        } catch {
            throw NavGraphPayloadError.notJSON
        }
        // Every text is held to a link value's rules before any of it reaches a context.
        try Self.checkTexts(in: object, depth: 0)
        do {
            self = try JSONDecoder().decode(Self.self, from: payload)
        } catch let error as DecodingError {
            throw NavGraphPayloadError.notADestination(Self.reason(error))
        } catch {
            throw NavGraphPayloadError.notADestination("\(error)")
        }
    }

    /// Reads a destination from a `userInfo` dictionary (a notification's, a shortcut item's, a
    /// user activity's): the value under `key` is the JSON text, its bytes, or the JSON object
    /// itself (a push notification's payload holds it as a dictionary).
    public init(userInfo: [AnyHashable: Any], key: String = "navGraphDestination") throws {
        switch userInfo[key] {
        case nil:
            throw NavGraphPayloadError.missing(key: key)
        case let text as String:
            try self.init(payload: Data(text.utf8))
        case let data as Data:
            try self.init(payload: data)
        case let object?:
            // JSONSerialization raises (an exception, not an error) for an object it cannot write.
            guard JSONSerialization.isValidJSONObject(object), let data = try? JSONSerialization.data(withJSONObject: object) else {
                throw NavGraphPayloadError.notJSON
            }
            try self.init(payload: data)
        }
    }

    /// The most arrays and objects one payload may nest: a destination's context is a record of
    /// records at most a few deep.
    private static var payloadDepthLimit: Int { 32 }

    /// Throws for a text (a key or a value) that a link's value could not be, or for nesting
    /// deeper than `payloadDepthLimit`.
    private static func checkTexts(in object: Any, depth: Int) throws {
        guard depth <= payloadDepthLimit else { throw NavGraphPayloadError.tooDeep(limit: payloadDepthLimit) }
        switch object {
        case let text as String:
            try checkText(text)
        case let array as [Any]:
            for element in array { try checkTexts(in: element, depth: depth + 1) }
        case let dictionary as [String: Any]:
            for (key, value) in dictionary {
                try checkText(key)
                try checkTexts(in: value, depth: depth + 1)
            }
        default:
            break
        }
    }

    private static func checkText(_ text: String) throws {
        guard text.utf8.count <= NavGraphLinkText.maximumLength else { throw NavGraphPayloadError.textTooLong(limit: NavGraphLinkText.maximumLength) }
        if let scalar = text.unicodeScalars.first(where: NavGraphLinkText.isControl) {
            throw NavGraphPayloadError.controlCharacter("U+" + String(scalar.value, radix: 16, uppercase: true))
        }
    }

    /// What went wrong: where, and what the decoder says (a name or a number it quotes, only
    /// ever text that passed `checkTexts`).
    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : "at '\(path)': ") + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}

/// Why a payload from outside the app does not read as a destination of the graph
/// (`NavGraphDestinationValue.init(payload:)`).
public enum NavGraphPayloadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The payload has more bytes than the limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The payload is not JSON (or a `userInfo` value is not a JSON object, its text or bytes).
    case notJSON
    /// Arrays and objects nest deeper than the limit.
    case tooDeep(limit: Int)
    /// A text has more UTF-8 bytes than a link's value may.
    case textTooLong(limit: Int)
    /// A text holds a control or bidirectional character (named `U+202E`).
    case controlCharacter(String)
    /// The JSON is no destination of this graph: the name is no screen or flow whose context
    /// reads back, or the context is not of its type; says where.
    case notADestination(String)
    /// The `userInfo` has no value under the key.
    case missing(key: String)

    /// The error for a log or a test: the rule the payload broke.
    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit): "the payload has \(bytes) bytes, more than the \(limit) a destination may have"
        case .notJSON: "the payload is not JSON"
        case .tooDeep(let limit): "the payload nests arrays and objects more than \(limit) deep"
        case .textTooLong(let limit): "a text of the payload has more than \(limit) bytes"
        case .controlCharacter(let scalar): "a text of the payload holds \(scalar), a control or bidirectional character"
        case .notADestination(let reason): "the payload is no destination of the graph: \(reason)"
        case .missing(let key): "the userInfo has no '\(key)'"
        }
    }
}
