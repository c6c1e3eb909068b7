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

    /// The Levenshtein distance between two strings, counted in characters.
    public static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source)
        let target = Array(target)
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for (i, sourceCharacter) in source.enumerated() {
            current[0] = i + 1
            for (j, targetCharacter) in target.enumerated() {
                let substitution = previous[j] + (sourceCharacter == targetCharacter ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
