import Foundation

/// How a link reads the text of one path segment, query item or custom-scheme host of a URL: the
/// URL comes from outside the app (any web page, QR code or other app), so its text reaches the
/// app's contexts only when it is plain text.
///
/// The percent-encoding is decoded once, here, byte by byte; the text is refused (the URL matches
/// nothing) when an escape is broken (`%ZZ`), the bytes are not UTF-8, or the decoded text holds
/// a `/` (from `%2F`: one segment must stay one segment), a `%` (newer Foundation re-encodes a
/// broken escape `%ZZ` as `%25ZZ` when it makes the URL, so a decoded `%` cannot be told from a
/// broken escape), a control character (NUL, line breaks, C1 controls), a bidirectional control
/// (U+202E and the others, which make text read differently than it is) or more than
/// `maximumLength` bytes.
enum NavGraphLinkText {
    /// The most UTF-8 bytes one decoded value may have.
    static let maximumLength = 2_048

    /// The decoded text, or `nil` when it is refused.
    static func decode(_ encoded: some StringProtocol) -> String? {
        guard encoded.utf8.count <= maximumLength * 3 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.utf8.count)
        var iterator = encoded.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        guard bytes.count <= maximumLength, let text = String(bytes: bytes, encoding: .utf8),
              text.unicodeScalars.allSatisfy(isAllowed) else { return nil }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A whole URL as a link binds it: its text as received, still percent-encoded (a `/` and a
    /// `%` are its own), refused when longer than `maximumLength` bytes or holding a control or
    /// bidirectional character.
    static func wholeURL(_ url: URL) -> String? {
        let text = url.absoluteString
        guard text.utf8.count <= maximumLength,
              text.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control && !bidirectionalControls.contains($0) }) else { return nil }
        return text
    }

    /// The bidirectional formatting characters: the Arabic letter mark, the left-to-right and
    /// right-to-left marks, embeddings, overrides and isolates.
    private static let bidirectionalControls: Set<Unicode.Scalar> = [
        "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "/" && scalar != "%" && scalar.properties.generalCategory != .control && !bidirectionalControls.contains(scalar)
    }
}
