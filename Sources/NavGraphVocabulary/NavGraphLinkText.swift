/// How a link reads the text of one path segment, query item or custom-scheme host of a URL:
/// the rules the runtime matches URLs by and the compiler checks a pattern's literals by, declared
/// once. A URL comes from outside the app (any web page, QR code or other app), so its text
/// reaches the app's contexts only when it is plain text.
///
/// The percent-encoding is decoded once, byte by byte, and exactly: every byte the escapes spell
/// is kept, a UTF-8 byte-order mark (`%EF%BB%BF`, U+FEFF) too, which Foundation's
/// `String(bytes:encoding:)` would drop (so that `%EF%BB%BF` read as empty text and
/// `%EF%BB%BF42` as the number 42). A text is refused when an escape is broken (`%ZZ`), the bytes
/// are not UTF-8, or the decoded text holds a `/` (from `%2F`: one segment must stay one
/// segment), a `%` (newer Foundation re-encodes a broken escape `%ZZ` as `%25ZZ` when it makes
/// the URL, so a decoded `%` cannot be told from a broken escape), a control character (NUL, line
/// breaks, C1 controls), a bidirectional control (U+202E and the others, which make text read
/// differently than it is) or more than `maximumLength` bytes. A path segment is refused besides
/// when its decoded text is empty or a dot segment (`.`, `..`: a step in a URL's path, which
/// RFC 3986 removes when it resolves one, never a name).
public enum NavGraphLinkText {
    /// The most UTF-8 bytes one decoded value may have; the rest of a path (`{name*}`) too, once
    /// its segments are joined.
    public static let maximumLength = 2_048
    /// The most path segments the rest of a path (`{name*}`) may take.
    public static let maximumRestSegments = 64

    /// Why a text cannot be a link's value.
    public enum Refusal: Error, Hashable, Sendable {
        /// A `%` not followed by two hexadecimal digits.
        case brokenEscape
        /// The decoded bytes are not UTF-8.
        case notUTF8
        /// The decoded text holds this character: `/`, `%`, a control or a bidirectional control.
        case character(Unicode.Scalar)
        /// More than `maximumLength` bytes.
        case tooLong
        /// A path segment whose decoded text is empty.
        case empty
        /// A path segment that is `.` or `..`.
        case dotSegment

        /// What is wrong, as a diagnostic's phrase says it.
        public var reason: String {
            switch self {
            case .brokenEscape: "an escape is not '%' and two hexadecimal digits"
            case .notUTF8: "its escapes do not spell UTF-8"
            case .character(let scalar): "it decodes to text holding \(NavGraphLinkText.name(of: scalar))"
            case .tooLong: "it decodes to more than \(NavGraphLinkText.maximumLength) bytes"
            case .empty: "it decodes to empty text"
            case .dotSegment: "it is a dot segment ('.' or '..'), a step in a URL's path rather than a name"
            }
        }
    }

    /// The decoded text of one query item's name or value, or why it is refused.
    public static func decode(_ encoded: some StringProtocol) -> Result<String, Refusal> {
        decode(encoded, inPath: false)
    }

    /// The decoded text of one path segment (or a custom scheme's host), or why it is refused:
    /// as `decode(_:)`, and never empty or a dot segment.
    public static func decodeSegment(_ encoded: some StringProtocol) -> Result<String, Refusal> {
        decode(encoded, inPath: true)
    }

    /// Whether a decoded text is a value a link could have read from one path segment
    /// (`inPath`) or query value: what `decodeSegment(_:)` or `decode(_:)` gives for some
    /// encoding of it, and not empty (an empty query value is no value).
    public static func isValue(_ text: String, inPath: Bool) -> Bool {
        !text.isEmpty && refusal(ofDecoded: text, inPath: inPath) == nil
    }

    /// Whether a decoded text is one the rest of a path (`{name*}`) could have bound: at most
    /// `maximumLength` bytes of at most `maximumRestSegments` segments joined by `/`, each a
    /// value of one path segment.
    public static func isRest(_ text: String) -> Bool {
        // Split by scalar: a `/` followed by a combining mark is one Character, and still a `/`.
        let segments = text.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false)
        return text.utf8.count <= maximumLength && segments.count <= maximumRestSegments
            && segments.allSatisfy { isValue(String($0), inPath: true) }
    }

    /// Whether a whole URL's text, as received and still percent-encoded, is one a link may bind
    /// (`url:`): at most `maximumLength` bytes, something after its scheme (not `feed:` or
    /// `feed://` alone), and no control or bidirectional character, written as it is or as an
    /// escape (`%00`, `%E2%80%AE`). Its `/` and `%` are its own, and a broken escape is left as
    /// written: the app reads the URL, not a name.
    public static func isWholeURL(_ text: String) -> Bool {
        guard text.utf8.count <= maximumLength, let colon = text.firstIndex(of: ":"),
              text[text.index(after: colon)...].contains(where: { !"/?#".contains($0) }) else { return false }
        let bytes = unescaped(text.utf8, keepingBrokenEscapes: true) ?? []
        return !String(decoding: bytes, as: UTF8.self).unicodeScalars.contains(where: isControl)
    }

    private static func decode(_ encoded: some StringProtocol, inPath: Bool) -> Result<String, Refusal> {
        guard encoded.utf8.count <= maximumLength * 3 else { return .failure(.tooLong) }
        guard let bytes = unescaped(encoded.utf8, keepingBrokenEscapes: false) else { return .failure(.brokenEscape) }
        // Repairing decoding keeps every valid byte, a byte-order mark too; a repair shows as a
        // difference from the bytes.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return .failure(.notUTF8) }
        return refusal(ofDecoded: text, inPath: inPath).map { .failure($0) } ?? .success(text)
    }

    /// The bytes with each escape decoded; `nil` at a broken escape, unless it is to be kept as
    /// written.
    private static func unescaped(_ encoded: some Collection<UInt8>, keepingBrokenEscapes: Bool) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var rest = encoded[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            let digits = rest.prefix(2).compactMap(hexValue)
            guard digits.count == 2 else {
                guard keepingBrokenEscapes else { return nil }
                bytes.append(byte)
                continue
            }
            bytes.append(digits[0] << 4 | digits[1])
            rest = rest.dropFirst(2)
        }
        return bytes
    }

    /// Why a decoded text cannot be the value of one path segment (`inPath`) or query item.
    private static func refusal(ofDecoded text: String, inPath: Bool) -> Refusal? {
        if text.utf8.count > maximumLength { return .tooLong }
        if let refused = text.unicodeScalars.first(where: { $0 == "/" || $0 == "%" || isControl($0) }) { return .character(refused) }
        guard inPath else { return nil }
        if text.isEmpty { return .empty }
        return text == "." || text == ".." ? .dotSegment : nil
    }

    /// Whether `scalar` is a control character (C0, DEL, C1) or a bidirectional formatting
    /// character: neither may reach a context, decoded or as an escape in a whole URL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || bidirectionalControls.contains(scalar)
    }

    /// The bidirectional formatting characters: the Arabic letter mark, the left-to-right and
    /// right-to-left marks, embeddings, overrides and isolates.
    private static let bidirectionalControls: Set<Unicode.Scalar> = [
        "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `'/'`, or `U+202E, a bidirectional control` for a character that does not show.
    private static func name(of scalar: Unicode.Scalar) -> String {
        if scalar == "/" || scalar == "%" { return "'\(scalar)'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let kind = scalar.properties.generalCategory == .control ? ", a control character" : ", a bidirectional control"
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + kind
    }
}
