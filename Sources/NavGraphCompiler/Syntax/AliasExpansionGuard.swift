import Yams

/// Measures how far a file's YAML aliases expand before Yams composes it.
///
/// Yams shares an anchored node among its aliases, which is cheap, but hashes mapping keys to
/// find duplicates: an alias bomb used as a key would be hashed in full, for exponential time.
/// So a first pass composes the text with every alias replaced by a plain placeholder (nothing
/// shared, nothing to explode), takes each anchored node's expanded size, and adds up what
/// the aliases would add. Only a file within the limit is composed for real.
enum AliasExpansionGuard {
    private static let placeholderPrefix = "\u{2063}navgraph-alias\u{2063}"

    /// The place of the alias at which expansion first passes `limit` nodes, if it does.
    static func aliasPastLimit(in text: String, limit: Int, path: String) -> SourceLocation? {
        guard text.contains("*") else { return nil }
        let (placeholders, shifts) = replacingAliases(in: text)
        guard case .success(let document) = DocumentComposer.compose(placeholders), let root = document.root else {
            return nil  // composing the real text reports the problem
        }
        var measure = Measure(limit: limit)
        _ = measure.size(of: root)
        return measure.firstPastLimit.map { mark in
            let column = DuplicateKeyMarker.unshift(mark.column, line: mark.line, markers: document.markers)
            return SourceLocation(file: path, line: mark.line, column: TextShift.unshift(column, line: mark.line, shifts: shifts))
        }
    }

    /// The text with each alias `*name` written as a plain scalar: the placeholder prefix and the name.
    /// Quoted text and comments are left alone.
    private static func replacingAliases(in text: String) -> (String, [TextShift]) {
        var output = String.UnicodeScalarView()
        var shifts: [TextShift] = []
        var line = 1
        var column = 1
        var quote: Unicode.Scalar?
        var inComment = false
        var previous: Unicode.Scalar = "\n"
        let extra = placeholderPrefix.unicodeScalars.count - 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1; column = 0; inComment = false
                if quote == "'" || quote == "\"" {} else { quote = nil }
            } else if inComment {
            } else if let open = quote {
                if scalar == open, previous != "\\" || open == "'" { quote = nil }
            } else if scalar == "#", previous == " " || previous == "\t" || previous == "\n" {
                inComment = true
            } else if (scalar == "'" || scalar == "\""), " \t\n[{,:-?".unicodeScalars.contains(previous) {
                quote = scalar
            } else if scalar == "*", " \t\n[{,:-?".unicodeScalars.contains(previous) {
                output.append(contentsOf: placeholderPrefix.unicodeScalars)
                shifts.append(TextShift(line: line, column: column, length: extra))
                column += extra + 1
                previous = scalar
                continue
            }
            output.append(scalar)
            column += 1
            previous = scalar
        }
        return (String(output), shifts)
    }

    /// Sizes of anchored nodes as expanded, and the running total of what aliases add.
    private struct Measure {
        let limit: Int
        var anchorSizes: [String: Int] = [:]
        var expanded = 0
        var firstPastLimit: Mark?

        /// The node's size with its aliases expanded, capped just past the limit.
        mutating func size(of node: Node) -> Int {
            var size = 1
            switch node {
            case .scalar(let scalar):
                if scalar.style == .plain, scalar.string.hasPrefix(placeholderPrefix) {
                    let name = String(scalar.string.dropFirst(placeholderPrefix.count))
                    size = anchorSizes[name] ?? 1
                    expanded = min(expanded + size, limit + 1)
                    if expanded > limit, firstPastLimit == nil { firstPastLimit = scalar.mark }
                }
            case .sequence(let sequence):
                for item in sequence { size = min(size + self.size(of: item), limit + 1) }
            case .mapping(let mapping):
                for (key, value) in mapping { size = min(size + self.size(of: key) + self.size(of: value), limit + 1) }
            case .alias:
                break
            }
            if let anchor = node.anchor { anchorSizes[anchor.rawValue] = size }
            return size
        }
    }
}
