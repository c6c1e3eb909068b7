/// Link patterns stored by their path, one trie node per segment: literal segments by their
/// lowercased text, every parameter under one shared key, a rest of the path under another.
///
/// Two patterns end at the same node exactly when they match the same paths: at each position
/// both have the same literal or both a parameter. (Where one has a literal and the other a
/// parameter, the literal wins, so a path never matches both there.) Inserting every pattern of
/// a graph therefore finds all ambiguities in time linear in the total size of the patterns,
/// without comparing pairs. Query items do not count: they never tell two paths apart.
struct LinkTrie<Value> {
    private enum Key: Hashable {
        case literal(String)
        case parameter
        case rest
        /// The links of one scheme (`scheme:`) or domain (`domain:`) start under a key of their
        /// own (`Link.origin`).
        case origin(String)
    }

    private struct Node {
        var children: [Key: Int] = [:]
        var value: Value?
    }

    private var nodes = [Node()]

    /// Stores `value` for `pattern`'s path (under `origin`, for a link of one scheme or domain),
    /// unless a pattern with the same path is stored already: then nothing changes and that
    /// pattern's value is returned. A link of one scheme or domain and a link of every one never
    /// clash: the first is tried first for its URLs.
    mutating func insert(_ pattern: LinkPattern, origin: String? = nil, _ value: Value) -> Value? {
        var current = 0
        let keys = (origin.map { [Key.origin($0)] } ?? []) + pattern.path.map { segment -> Key in
            switch segment {
            case .literal(let text): .literal(text.lowercased())
            case .parameter: .parameter
            // A rest matches what a parameter or literal there does not (it is tried last), so
            // it is a key of its own: only two rests at one place match the same paths.
            case .rest: .rest
            }
        }
        for key in keys {
            if let next = nodes[current].children[key] {
                current = next
            } else {
                nodes.append(Node())
                nodes[current].children[key] = nodes.count - 1
                current = nodes.count - 1
            }
        }
        if let existing = nodes[current].value { return existing }
        nodes[current].value = value
        return nil
    }
}
