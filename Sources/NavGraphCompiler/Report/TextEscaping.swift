/// The one loop behind every escaper in the reports and pictures: each character found in a
/// table is replaced by its entry, all others are kept.
///
/// Works on characters (grapheme clusters), so `"\r\n"` is one character and needs its own entry.
/// Replacements are never escaped again, so `%` becoming `%25` cannot be undone by a later rule.
enum TextEscaping {
    static func escaped(_ text: String, _ table: [Character: String]) -> String {
        var result = ""
        for character in text {
            if let replacement = table[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}
