/// The duplicate keys of one mapping: each later pair whose key is text equal to an earlier
/// key's is left out and reported at its own place, with a note at the first.
///
/// Keys are compared by their Unicode scalars: keys equal only after normalization are
/// different keys here, and the name checks report them. Keys that are lists or mappings are
/// not compared: the parser reports every such key as not being text.
enum DuplicateKeys {
    /// `pairs` without the later pair of each key; a mapping without duplicates (nearly all) is
    /// returned as it is, without a copy. Appends a `duplicate-key` diagnostic per pair left out.
    static func removing(from pairs: [SyntaxNode.Pair], reportingTo problems: inout [Diagnostic]) -> [SyntaxNode.Pair] {
        var keys: [String?] = []
        keys.reserveCapacity(pairs.count)
        for pair in pairs { keys.append(pair.key.scalarText) }
        let duplicates = findDuplicates(among: keys)
        guard !duplicates.isEmpty else { return pairs }
        // Linear even when most keys are duplicates (a hostile file's).
        var isDuplicate = [Bool](repeating: false, count: pairs.count)
        for duplicate in duplicates { isDuplicate[duplicate.index] = true }
        var kept: [SyntaxNode.Pair] = []
        kept.reserveCapacity(pairs.count - duplicates.count)
        for index in 0..<pairs.count where !isDuplicate[index] { kept.append(pairs[index]) }
        for duplicate in duplicates {
            let key = keys[duplicate.index] ?? ""
            problems.append(Diagnostic(
                .duplicateKey, "duplicate key '\(key)'", at: pairs[duplicate.index].key.location,
                notes: [DiagnosticNote("'\(key)' first appears here", at: pairs[duplicate.first].key.location)]))
        }
        return kept
    }

    /// A later key equal to an earlier one: the indexes of both in their mapping.
    private struct Duplicate {
        let index: Int
        let first: Int
    }

    /// Up to this many keys, a mapping's keys are compared pairwise rather than through a table:
    /// most mappings are a route's or a screen's few keys.
    private static let keysComparedDirectly = 8

    /// Every key equal to an earlier one, in order, with the first key it repeats.
    private static func findDuplicates(among keys: [String?]) -> [Duplicate] {
        var duplicates: [Duplicate] = []
        guard keys.count > keysComparedDirectly else {
            for index in 0..<keys.count {
                guard let key = keys[index] else { continue }
                for earlier in 0..<index {
                    if let other = keys[earlier], ExactName.same(other, key) {
                        duplicates.append(Duplicate(index: index, first: earlier))
                        break
                    }
                }
            }
            return duplicates
        }
        var firstIndex: [ExactName: Int] = [:]
        firstIndex.reserveCapacity(keys.count)
        for index in 0..<keys.count {
            guard let key = keys[index] else { continue }
            let name = ExactName(key)
            if let first = firstIndex[name] {
                duplicates.append(Duplicate(index: index, first: first))
            } else {
                firstIndex[name] = index
            }
        }
        return duplicates
    }
}
