import Foundation

/// A type a link can read from one path segment or query value: `String`, `Int`, `Int64`,
/// `Double`, `Float`, `Bool`, `UUID`, and the graph's enums (by case name). The generated enums
/// conform; the text given is already percent-decoded.
public protocol NavGraphLinkValue: Sendable {
    /// Reads a value from a link's text; `nil` when the text is not one (the URL does not match).
    init?(linkText: String)
    /// The text a link reads this value from (decoded), as `init?(linkText:)` reads it back: what
    /// a restored state's link entry and a notification are checked by (`NavGraphLinkTable.reads(_:)`).
    var navGraphLinkText: String { get }
}

extension String: NavGraphLinkValue {
    /// The text itself.
    public init?(linkText: String) { self = linkText }
    /// The text itself.
    public var navGraphLinkText: String { self }
}

extension LosslessStringConvertible where Self: NavGraphLinkValue {
    /// The value as Swift writes it (`42`, `-3`, `1.5`, `true`).
    public var navGraphLinkText: String { description }
}

extension Int: NavGraphLinkValue {
    /// The number written as Swift writes it (`42`, `-3`): no `+`, no leading zeros, no spaces,
    /// nothing out of range.
    public init?(linkText: String) {
        guard let value = Int(linkText), String(value) == linkText else { return nil }
        self = value
    }
}

extension Int64: NavGraphLinkValue {
    /// The number written as Swift writes it (`42`, `-3`): no `+`, no leading zeros, no spaces,
    /// nothing out of range.
    public init?(linkText: String) {
        guard let value = Int64(linkText), String(value) == linkText else { return nil }
        self = value
    }
}

extension Double: NavGraphLinkValue {
    /// A finite decimal number (`1.5`, `-2e3`): `nan`, `inf`, hexadecimal (`0x1p3`) and numbers
    /// too small to hold (read as zero) are refused.
    public init?(linkText: String) {
        guard NavGraphDecimalText.isDecimal(linkText), let value = Double(linkText), value.isFinite,
              value != 0 || NavGraphDecimalText.isZero(linkText) else { return nil }
        self = value
    }
}

extension Float: NavGraphLinkValue {
    /// A finite decimal number (`1.5`, `-2e3`): `nan`, `inf`, hexadecimal (`0x1p3`) and numbers
    /// too small to hold (read as zero) are refused.
    public init?(linkText: String) {
        guard NavGraphDecimalText.isDecimal(linkText), let value = Float(linkText), value.isFinite,
              value != 0 || NavGraphDecimalText.isZero(linkText) else { return nil }
        self = value
    }
}

/// What a link's decimal number may be written as.
enum NavGraphDecimalText {
    /// Digits, with an optional sign, point and exponent (`-1.5e3`), at most 64 characters:
    /// no hexadecimal, no `nan` or `inf`, no spaces.
    static func isDecimal(_ text: String) -> Bool {
        text.utf8.count <= 64 && !text.isEmpty && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "+-.eE".utf8.contains(byte)
        }
    }

    /// Whether the mantissa has no digit but zeros, so that a zero read from it is really zero.
    static func isZero(_ text: String) -> Bool {
        !text.prefix { $0 != "e" && $0 != "E" }.contains { ("1"..."9").contains($0) }
    }
}

extension Bool: NavGraphLinkValue {
    /// `true` or `1`, `false` or `0` (letters in any case).
    public init?(linkText: String) {
        switch linkText.lowercased() {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }
}

extension UUID: NavGraphLinkValue {
    /// A UUID in its usual text form, in either case.
    public init?(linkText: String) { self.init(uuidString: linkText) }
    /// The UUID in its usual text form.
    public var navGraphLinkText: String { uuidString }
}

extension NavGraphLinkValue where Self: RawRepresentable, RawValue == String {
    /// An enum of the graph, by the name of its case as written (case matters).
    public init?(linkText: String) { self.init(rawValue: linkText) }
    /// The name of its case.
    public var navGraphLinkText: String { rawValue }
}
