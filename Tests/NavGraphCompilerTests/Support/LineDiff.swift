/// A readable line diff for golden-file and snippet failures: `-` expected, `+` actual, two lines of context.
enum LineDiff {
    static func render(expected: String, actual: String) -> String {
        render(expected: lines(of: expected), actual: lines(of: actual))
    }

    static func render(expected old: [String], actual new: [String]) -> String {
        let lines = marked(expected: old, actual: new)
        let changed = Set(lines.indices.filter { lines[$0].mark != " " })
        return lines.indices
            .filter { index in changed.contains { abs($0 - index) <= 2 } }
            .map { "\(lines[$0].mark) \(lines[$0].text)" }
            .joined(separator: "\n")
    }

    /// Every line of both sides in order, marked ` ` (in both), `-` (expected only) or `+` (actual
    /// only), along a longest common subsequence.
    static func marked(expected old: [String], actual new: [String]) -> [(mark: Character, text: String)] {
        // Longest common subsequence table, from the ends.
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append((" ", old[i])); i += 1; j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append(("+", new[j])); j += 1
            } else {
                lines.append(("-", old[i])); i += 1
            }
        }
        return lines
    }

    /// A text's lines, an empty last one included when the text ends with a line break.
    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
