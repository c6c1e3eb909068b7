/// What names a graph may use, given that every name becomes a Swift identifier.
public enum SwiftIdentifier {
    /// Swift's keywords; usable as member names only between backticks, which generation adds.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "some", "any", "consume", "copy", "discard", "each", "borrowing",
        "consuming", "macro", "package", "nonisolated", "isolated", "sending",
    ]

    /// Member names that even backticks cannot make into ordinary enum cases or properties.
    public static let reservedMemberNames: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// Type names that cannot name a declared type: the graph language's own types (`String`,
    /// `URL`, ...) and Swift's type-level keywords. Other standard library and Foundation names
    /// (`Encoder`, `Hashable`, `Result`) may: generated code qualifies the names it relies on.
    public static let reservedTypeNames: Set<String> = Set(BuiltinType.allCases.map(\.rawValue)).union([
        "Any", "AnyObject", "Self", "Type", "Protocol", "MainActor",
    ])

    /// Modules generated code imports or qualifies names with: a type of the same name would
    /// hide the module (`Swift.Hashable` would look inside the type).
    public static let moduleNames: Set<String> = ["Swift", "Foundation", "UIKit", "SwiftUI", "_Concurrency"]

    /// Whether `name` is spelled as a Swift identifier: `_` or a character with Unicode's
    /// XID_Start property, then characters with XID_Continue (letters, digits, `_`, combining
    /// marks). `Ⓐ` is alphabetic but neither, and Swift rejects it; `_` alone is no name.
    public static func isWellFormed(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isHead(first), name != "_" else { return false }
        return name.unicodeScalars.allSatisfy(isBody)
    }

    /// Whether a Swift identifier may start with `scalar`.
    public static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        // Almost every name is ASCII, where XID_Start is the letters: answered without the
        // Unicode property tables, which every generated name asks several times.
        if scalar.isASCII { return scalar == "_" || isASCIILetter(scalar) }
        return scalar.properties.isXIDStart
    }

    /// Whether a Swift identifier may continue with `scalar`.
    public static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        // In ASCII, XID_Continue is the letters, the digits and `_`.
        if scalar.isASCII { return scalar == "_" || isASCIILetter(scalar) || ("0"..."9").contains(scalar) }
        return scalar.properties.isXIDContinue
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Why `name` cannot name a generated type (screen, flow or declared type), as a predicate
    /// ("is a Swift keyword"), or `nil` if it can.
    public static func problemAsTypeName(_ name: String) -> String? {
        if !isWellFormed(name) { return "is not a valid Swift identifier" }
        if keywords.contains(name) { return "is a Swift keyword" }
        if reservedTypeNames.contains(name) { return "is already the name of a Swift type" }
        if moduleNames.contains(name) { return "is the name of a module generated code refers to" }
        return nil
    }

    /// Why `name` cannot name a generated member (route, field or enum case), as a predicate, or `nil` if it can.
    public static func problemAsMemberName(_ name: String) -> String? {
        if !isWellFormed(name) { return "is not a valid Swift identifier" }
        if reservedMemberNames.contains(name) { return "cannot name a member in Swift" }
        return nil
    }
}
