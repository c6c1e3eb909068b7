/// The one way an identifier reaches generated Swift: every name from the graph, and every name
/// composed from one (`ItemDetailRoute`, `makeContactForm`), goes through `SwiftName`.
///
/// The checker already rejects graph names that are not Swift identifiers (`invalid-name`); this
/// function still never lets anything else through: characters that cannot appear in an identifier
/// become `_`, a leading digit gets a `_` in front, and a keyword is written in backticks.
public enum SwiftName {
    /// A safe identifier for `name`, exactly as given apart from what must change.
    public static func identifier(_ name: String) -> String {
        // Most names need no change: give them back as they are, without building a copy.
        if SwiftIdentifier.isWellFormed(name) { return keywords.contains(name) ? "`\(name)`" : name }
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalars.isEmpty, !SwiftIdentifier.isHead(scalar), SwiftIdentifier.isBody(scalar) { scalars.append("_") }
            let allowed = scalars.isEmpty ? SwiftIdentifier.isHead(scalar) : SwiftIdentifier.isBody(scalar)
            scalars.append(allowed ? scalar : "_")
        }
        let text = scalars.isEmpty ? "_" : String(scalars)
        return keywords.contains(text) ? "`\(text)`" : text
    }

    /// `name` as an argument label in a call (`Item(extension: 1)`): keywords need no backticks
    /// there, and Swift warns about them, except `inout`.
    public static func argumentLabel(_ name: String) -> String {
        let safe = identifier(name)
        guard safe.hasPrefix("`"), name != "inout" else { return safe }
        return String(safe.dropFirst().dropLast())
    }

    /// A type-style name: `identifier(name)` with its first letter upper-cased (`contactForm` → `ContactForm`).
    public static func type(_ parts: String...) -> String {
        identifier(parts.map(upperFirst).joined())
    }

    /// A member-style name: the parts joined in lower camel case (`make`, `ContactForm` → `makeContactForm`).
    public static func member(_ parts: String...) -> String {
        guard let first = parts.first else { return identifier("") }
        return identifier(lowerFirst(first) + parts.dropFirst().map(upperFirst).joined())
    }

    /// `ItemDetail` → `itemDetail`, `URLList` → `urlList`, `URL` → `url`: a leading run of capitals is lowered,
    /// except the last one when it starts the next word.
    static func lowerFirst(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        guard upperRun > 0 else { return name }
        let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Words that need backticks to be used as a name (the checker's list).
    private static var keywords: Set<String> { SwiftIdentifier.keywords }
}
