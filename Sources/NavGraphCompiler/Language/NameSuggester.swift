/// Finds the declared name a misspelled one probably meant, for "did you mean 'X'?".
///
/// Bounded for hostile input: names longer than `maxNameLength` get no suggestion, at most
/// `maxCandidates` candidates of a close length are compared, and each comparison only fills the
/// band of the edit-distance table within the bound, giving up as soon as a row exceeds it.
public enum NameSuggester {
    /// The longest name a suggestion is looked for (nobody mistypes a longer one).
    static let maxNameLength = 128
    /// The most candidates compared with one name.
    static let maxCandidates = 2_000

    /// The closest candidate: a case-insensitive match first, else the one with the smallest
    /// edit distance within a bound that grows with the name's length (a third of it, at least 1).
    /// Ties go to the candidate that sorts first, so suggestions are stable.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let source = Array(name.lowercased().unicodeScalars)
        guard source.count <= maxNameLength else { return nil }
        let bound = max(1, source.count / 3)
        let close = candidates.filter { candidate in
            candidate != name && abs(candidate.unicodeScalars.count - source.count) <= bound
        }.sorted()
        if let sameLetters = close.first(where: { $0.lowercased().unicodeScalars.elementsEqual(source) }) { return sameLetters }
        var best: (name: String, distance: Int)?
        for candidate in close.prefix(maxCandidates) {
            let limit = min(bound, (best?.distance ?? .max) - 1)
            if let distance = editDistance(source, Array(candidate.lowercased().unicodeScalars), atMost: limit) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The edit distance between two strings, counted in Unicode scalars: insertions, deletions,
    /// substitutions and swaps of two neighbouring characters ("stlye" is one edit from "style").
    public static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source.unicodeScalars)
        let target = Array(target.unicodeScalars)
        return editDistance(source, target, atMost: max(source.count, target.count)) ?? max(source.count, target.count)
    }

    /// The edit distance when it is at most `limit`, else `nil`; only cells within `limit` of the
    /// diagonal are computed, three rows at a time.
    static func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar], atMost limit: Int) -> Int? {
        guard limit >= 0, abs(source.count - target.count) <= limit else { return nil }
        guard !source.isEmpty, !target.isEmpty else { return max(source.count, target.count) }
        let outside = limit + 1
        var twoBack = [Int](repeating: outside, count: target.count + 1)
        var previous = (0...target.count).map { min($0, outside) }
        var current = [Int](repeating: outside, count: target.count + 1)
        for i in 1...source.count {
            let low = max(1, i - limit)
            let high = min(target.count, i + limit)
            current[0] = min(i, outside)
            if low > 1 { current[low - 1] = outside }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let cost = source[i - 1] == target[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                        value = min(value, twoBack[j - 2] + 1)
                    }
                    current[j] = min(value, outside)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < target.count { current[high + 1] = outside }
            guard rowMinimum <= limit else { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        let distance = previous[target.count]
        return distance <= limit ? distance : nil
    }
}
