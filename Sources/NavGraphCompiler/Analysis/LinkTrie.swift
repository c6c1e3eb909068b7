/// Link patterns stored by their path, one trie node per segment: literal segments by their
/// lowercased text, every parameter under one shared key, a rest of the path under another.
///
/// Two patterns end at the same node exactly when they match the same paths: at each position
/// both have the same literal or both a parameter. (Where one has a literal and the other a
/// parameter, the literal wins, so a path never matches both there.) Inserting every pattern of
/// a graph therefore finds all ambiguities in time linear in the total size of the patterns,
/// without comparing pairs.
///
/// Patterns of one path are told apart by the query items they require (those a URL must carry
/// to match, `LinkCatalog.requiredQueryItems`): the one requiring more is tried first. So two
/// patterns at one node clash unless one requires every item the other does and more, and the
/// other reads none of those further items (a URL carrying one would open the first, so the
/// other would never read it). The patterns kept at a node then require sets of distinct sizes,
/// so a node holds no more of them than the square root of twice the query items written: the
/// comparisons stay within the size of the graph.
struct LinkTrie<Value> {
    /// Why two patterns of one path clash.
    enum Clash: Equatable {
        /// Both require the same query items (none, often).
        case sameRequiredItems
        /// Each requires an item the other does not: a URL carrying both matches both.
        case eachRequires(String, String)
        /// The pattern inserted (`newReads`) or the one stored reads, as an item it may go
        /// without, an item the other requires: a URL carrying it opens the other.
        case readsRequiredItem(String, newReads: Bool)
    }

    /// One stored pattern: the value, the query items it requires and those it reads.
    private struct Stored {
        var value: Value
        var required: Set<String>
        var items: Set<String>
    }

    private enum Key: Hashable {
        case literal(String)
        case parameter
        case rest
        /// The links of one scheme (`scheme:`) or domain (`domain:`) start under a key of their
        /// own (`Link.origin`).
        case origin(String)
        /// Where a path ends and its fragment starts (`/#/room/{id}`): a pattern with a fragment
        /// matches only URLs whose fragment is a route, and is tried first, so it clashes with no
        /// pattern of its path alone.
        case fragment
    }

    private struct Node {
        var children: [Key: Int] = [:]
        var stored: [Stored] = []
    }

    private var nodes = [Node()]

    /// Stores `value` for `pattern`'s path (under `origin`, for a link of one scheme or domain),
    /// which requires the query items `required` (decoded names) and reads `items` (all it
    /// names), unless it clashes with a pattern of the same path stored already: then nothing
    /// changes and that pattern's value is returned, with why. A link of one scheme or domain and
    /// a link of every one never clash: the first is tried first for its URLs.
    mutating func insert(
        _ pattern: LinkPattern, origin: String? = nil, requiring required: Set<String> = [], reading items: Set<String> = [], _ value: Value
    ) -> (value: Value, clash: Clash)? {
        var current = 0
        let segmentKeys = { (segments: [LinkPattern.Segment]) in
            segments.map { segment -> Key in
                switch segment {
                case .literal(let text): .literal(text.lowercased())
                case .parameter: .parameter
                // A rest matches what a parameter or literal there does not (it is tried last), so
                // it is a key of its own: only two rests at one place match the same paths.
                case .rest: .rest
                }
            }
        }
        let fragmentKeys = pattern.fragment.map { [Key.fragment] + segmentKeys($0) } ?? []
        let keys = (origin.map { [Key.origin($0)] } ?? []) + segmentKeys(pattern.path) + fragmentKeys
        for key in keys {
            if let next = nodes[current].children[key] {
                current = next
            } else {
                nodes.append(Node())
                nodes[current].children[key] = nodes.count - 1
                current = nodes.count - 1
            }
        }
        for other in nodes[current].stored {
            if let clash = Self.clash(required, items, with: other) { return (other.value, clash) }
        }
        nodes[current].stored.append(Stored(value: value, required: required, items: items))
        return nil
    }

    /// Why a pattern requiring `required` and reading `items` clashes with `other` of the same
    /// path; `nil` when one of the two requires more, and the other reads none of those items.
    private static func clash(_ required: Set<String>, _ items: Set<String>, with other: Stored) -> Clash? {
        if required == other.required { return .sameRequiredItems }
        if required.isSuperset(of: other.required) {
            return other.items.intersection(required.subtracting(other.required)).min().map { .readsRequiredItem($0, newReads: false) }
        }
        if other.required.isSuperset(of: required) {
            return items.intersection(other.required.subtracting(required)).min().map { .readsRequiredItem($0, newReads: true) }
        }
        let mine = required.subtracting(other.required).min() ?? ""
        return .eachRequires(mine, other.required.subtracting(required).min() ?? "")
    }
}
