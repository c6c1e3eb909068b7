/// The one way text from the graph (summaries, file paths, names shown in messages) reaches
/// generated Swift: as comment lines or as the contents of a string literal.
///
/// A comment line never contains a line break (each becomes a new `///` or `//` line), so nothing
/// after it can leave the comment; control characters are dropped. A string literal escapes
/// backslashes, quotes and every control character, so its text cannot end the literal or
/// interpolate.
public enum SwiftEscaper {
    /// The lines of `text` as safe comment text (without the `//` or `///`).
    public static func commentLines(_ text: String) -> [String] {
        // Most text is printable ASCII: one line, only trailing spaces to trim.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let trailingSpaces = text.utf8.reversed().prefix { $0 == 0x20 }.count
            return [String(text.utf8.dropLast(trailingSpaces))!]
        }
        var lines: [String] = [""]
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if isLineBreak(scalar) {
                if scalar == "\n", previous == "\r" { continue }
                lines.append("")
            } else if scalar == "\t" {
                lines[lines.count - 1].unicodeScalars.append(" ")
            } else if !isControl(scalar) {
                lines[lines.count - 1].unicodeScalars.append(scalar)
            }
        }
        // Trailing whitespace trimmed by index: a double-reversed view walks the line's
        // characters through generic wrappers, which dominated generation time.
        return lines.map { line in line.lastIndex { !$0.isWhitespace }.map { String(line[...$0]) } ?? "" }
    }

    /// `text` as a Swift string literal, quotes included.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) || isLineBreak(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .control || (category == .format && scalar != "\u{200D}")
    }
}
