/// Finds the declared name a misspelled one probably meant, for "did you mean 'X'?".
public enum NameSuggester {
    /// The closest candidate: a case-insensitive match first, else the one with the smallest
    /// edit distance within a bound that grows with the name's length (a third of it, at least 1).
    /// Ties go to the candidate that sorts first, so suggestions are stable.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        let sorted = candidates.filter { $0 != name }.sorted()
        if let sameLetters = sorted.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let bound = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in sorted where abs(candidate.count - name.count) <= bound {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= bound, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `" (did you mean 'X'?)"`-style suffix, or empty when nothing is close.
    static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The edit distance between two strings, counted in characters: insertions, deletions,
    /// substitutions and swaps of two neighbouring characters ("stlye" is one edit from "style").
    public static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source)
        let target = Array(target)
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var distance = Array(repeating: Array(repeating: 0, count: target.count + 1), count: source.count + 1)
        for i in 0...source.count { distance[i][0] = i }
        for j in 0...target.count { distance[0][j] = j }
        for i in 1...source.count {
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                distance[i][j] = min(distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    distance[i][j] = min(distance[i][j], distance[i - 2][j - 2] + 1)
                }
            }
        }
        return distance[source.count][target.count]
    }
}
