import Foundation

/// A type a link can read from one path segment or query value: `String`, `Int`, `Int64`,
/// `Double`, `Float`, `Bool`, `UUID`, and the graph's enums (by case name). The generated enums
/// conform; the text given is already percent-decoded.
public protocol NavGraphLinkValue: Sendable {
    /// Reads a value from a link's text; `nil` when the text is not one (the URL does not match).
    init?(linkText: String)
}

extension String: NavGraphLinkValue {
    /// The text itself.
    public init?(linkText: String) { self = linkText }
}

extension Int: NavGraphLinkValue {
    /// Decimal digits with an optional sign, as `Int(_:)` reads them.
    public init?(linkText: String) { self.init(linkText) }
}

extension Int64: NavGraphLinkValue {
    /// Decimal digits with an optional sign, as `Int64(_:)` reads them.
    public init?(linkText: String) { self.init(linkText) }
}

extension Double: NavGraphLinkValue {
    /// A finite decimal number (`1.5`, `-2e3`); `nan` and `inf` are refused.
    public init?(linkText: String) {
        guard let value = Double(linkText), value.isFinite else { return nil }
        self = value
    }
}

extension Float: NavGraphLinkValue {
    /// A finite decimal number (`1.5`, `-2e3`); `nan` and `inf` are refused.
    public init?(linkText: String) {
        guard let value = Float(linkText), value.isFinite else { return nil }
        self = value
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
}

extension NavGraphLinkValue where Self: RawRepresentable, RawValue == String {
    /// An enum of the graph, by the name of its case as written (case matters).
    public init?(linkText: String) { self.init(rawValue: linkText) }
}
