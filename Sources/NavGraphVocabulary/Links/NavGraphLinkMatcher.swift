import Foundation

/// One path segment of a link pattern.
public enum NavGraphLinkSegment: Hashable, Sendable {
    /// Text the URL's segment must equal, compared without regard to case.
    case literal(String)
    /// Any one segment, bound to the named parameter.
    case parameter(String)
    /// The last segment: the rest of the path, one segment or more, joined by `/`, bound to the
    /// named parameter (tried after a literal or a parameter at the same place).
    case rest(String)
}

/// What URLs one link pattern answers, as matching sees it: the origin it is bound to, its path
/// segments and query items. The runtime's `NavGraphLink` and the compiler's comparison of two
/// graphs' links (`navgraph diff`) both match through it, so a URL opens in one exactly what the
/// other says it opens.
public struct NavGraphLinkPattern: Hashable, Sendable {
    /// One query item the pattern reads: its name in the URL, the parameter it binds, and whether
    /// a URL must carry it (non-empty) to match.
    public struct QueryItem: Hashable, Sendable {
        /// The item's name in the URL.
        public var item: String
        /// The parameter it binds.
        public var parameter: String
        /// Whether a URL without it (or with it empty) does not match: it binds a non-optional
        /// value, or is read and ignored (`{}`). A pattern of the same path that requires fewer
        /// items is tried after this one, so the item tells the two apart.
        public var isRequired: Bool

        /// Creates a query item.
        public init(item: String, parameter: String, isRequired: Bool = false) {
            self.item = item
            self.parameter = parameter
            self.isRequired = isRequired
        }
    }

    /// The one custom URL scheme the pattern answers, lowercased; `nil` for every scheme and
    /// domain the graph declares.
    public var scheme: String?
    /// The one associated domain whose `https` URLs it answers, lowercased; `nil` for every one.
    public var domain: String?
    /// The path's segments, in order; empty for `/`.
    public var path: [NavGraphLinkSegment]
    /// The query items it reads: the URL's, or for a pattern with a fragment, the fragment's.
    public var query: [QueryItem]
    /// The segments of the route it reads in the URL's fragment (`/#/room/{id}`: `room`, `{id}`),
    /// after its path; `nil` for a pattern that ignores the fragment, as most do. A pattern with a
    /// fragment matches only a URL whose fragment is a route (`NavGraphLinkFragment`), reads its
    /// query items there, and is tried before the patterns of its path that ignore the fragment.
    public var fragment: [NavGraphLinkSegment]?
    /// Whether it binds the whole URL of its scheme, as received, to its one parameter (its path
    /// is that one `.rest`); tried after the scheme's other patterns.
    public var takesWholeURL: Bool

    /// Creates a pattern; the scheme and domain are compared lowercased.
    public init(
        scheme: String? = nil, domain: String? = nil, path: [NavGraphLinkSegment], query: [QueryItem] = [], fragment: [NavGraphLinkSegment]? = nil,
        takesWholeURL: Bool = false
    ) {
        self.scheme = scheme?.lowercased()
        self.domain = domain?.lowercased()
        self.path = path
        self.query = query
        self.fragment = fragment
        self.takesWholeURL = takesWholeURL
    }

    /// The decoded names of the query items a URL must carry to match (`QueryItem.isRequired`).
    var requiredItems: [String] {
        query.filter(\.isRequired).map { (try? NavGraphLinkText.decode($0.item).get()) ?? "%" }
    }

    /// What its own trie is keyed by: its scheme, or `https://` and its domain; `nil` for a
    /// pattern of every scheme and domain.
    public var origin: String? {
        scheme ?? domain.map { "https://" + $0 }
    }
}

/// A graph's link patterns in a trie keyed by path segment (literals by their decoded lowercased
/// text, every parameter under one key), built once; matching a URL walks it, so its cost
/// follows the URL's length, not the number of patterns.
///
/// Matching, as docs/Language.md says: a URL with a user, a password or a port matches nothing,
/// nor one of a scheme or domain the graph does not declare (when it declares them,
/// `NavGraphLinkOrigins`), nor one without `//` and a host (`shop:items/42`), which only a
/// whole-URL pattern of its scheme takes (its text as received, `NavGraphLinkText.isWholeURL`).
/// For `http` and `https` the URL's path counts; for any other scheme (`shop://items/42`) its
/// host, then its path, and an empty host only for the root path (`shop://`). Segments are split
/// by unicode scalar, then decoded once, exactly (`NavGraphLinkText.decodeSegment`: a decoded
/// `/`, `%`, control or bidirectional character, a broken escape, text that is not UTF-8 or
/// longer than 2,048 bytes match nothing); an empty segment and a dot segment (`.`, `..`) match
/// nothing; a trailing `/` is ignored; a pattern's literals and query item names are decoded too
/// (a literal that does not decode, which the compiler refuses, matches nothing); a literal
/// segment is compared without regard to case and beats a parameter at the same position, and
/// when the literal's way finds no pattern the parameter's is tried. The rest of a path takes at
/// most `NavGraphLinkText.maximumRestSegments` segments and `maximumLength` bytes, counted before
/// they are joined. A query item counts by its first occurrence whose value is not empty once
/// decoded (`NavGraphLinkText.decode`). Patterns of one path are tried those requiring more
/// query items first (`QueryItem.isRequired`), and one is skipped when the URL lacks an item it
/// requires, so `/showunread?id={id}` opens for a URL with `id` and `/showunread` for one without.
/// A pattern with a fragment (`/#/room/{id}`) goes on from where its path ends, through the
/// segments of the URL's fragment (`NavGraphLinkFragment`, read by the same rules, with the rest's
/// bounds), and reads the fragment's query items; where its path ends, it is tried before the
/// patterns that ignore the fragment. (A pattern whose path takes the rest and that has a fragment,
/// which the compiler refuses, matches nothing.)
/// Whether the texts read as the parameters' types is the
/// caller's to say (`match(_:reading:)`): when they do not, the next candidate is tried.
public struct NavGraphLinkMatcher: Sendable {
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        /// The patterns that end here, those requiring more query items first.
        var patterns: [Int] = []
        /// The patterns whose rest of the path starts here, in the same order.
        var restPatterns: [Int] = []
        /// The root of the fragments of the patterns whose path ends here.
        var fragment: Int?
    }

    private let patterns: [NavGraphLinkPattern]
    /// Each pattern's `requiredItems`, by index: found once, not per URL.
    private let requiredItems: [[String]]
    private let origins: NavGraphLinkOrigins?
    private var nodes = [Node()]
    /// The root of the patterns of each scheme (`scheme:`) or domain (`domain:`), by
    /// `NavGraphLinkPattern.origin`, tried before the patterns of every scheme and domain.
    private var originRoots: [String: Int] = [:]
    /// The pattern of each scheme that takes its whole URL, tried after the scheme's others.
    private var wholeURLPatterns: [String: Int] = [:]

    /// Builds the trie. Patterns with the same path are tried in the order of how many query items
    /// they require, most first, and one is skipped when the URL lacks an item it requires; of two
    /// that require as many (which the compiler refuses unless one requires items the other does
    /// not), the first is tried first. With `origins`, only URLs of those schemes and domains match; without (a
    /// graph that declares none), URLs of any scheme and host do.
    public init(_ patterns: [NavGraphLinkPattern], origins: NavGraphLinkOrigins? = nil) {
        self.patterns = patterns
        self.origins = origins
        requiredItems = patterns.map(\.requiredItems)
        for (index, pattern) in patterns.enumerated() {
            insert(pattern, index)
        }
    }

    private mutating func insert(_ pattern: NavGraphLinkPattern, _ index: Int) {
        if pattern.takesWholeURL, let scheme = pattern.scheme {
            if wholeURLPatterns[scheme] == nil { wholeURLPatterns[scheme] = index }
            return
        }
        var current = 0
        if let origin = pattern.origin {
            if originRoots[origin] == nil {
                nodes.append(Node())
                originRoots[origin] = nodes.count - 1
            }
            current = originRoots[origin] ?? 0
        }
        guard let fragment = pattern.fragment else {
            insert(pattern.path, from: current, index)
            return
        }
        guard !pattern.path.contains(where: { if case .rest = $0 { true } else { false } }) else { return }
        let pathEnd = insert(pattern.path, from: current, index, ending: false)
        if nodes[pathEnd].fragment == nil {
            nodes.append(Node())
            nodes[pathEnd].fragment = nodes.count - 1
        }
        insert(fragment, from: nodes[pathEnd].fragment ?? 0, index)
    }

    /// Walks `segments` down from `start`, adding the nodes that are missing, and returns where
    /// they end; with `ending`, the pattern at `index` ends there (or where its rest starts).
    @discardableResult
    private mutating func insert(_ segments: [NavGraphLinkSegment], from start: Int, _ index: Int, ending: Bool = true) -> Int {
        var current = start
        for segment in segments {
            let next: Int?
            switch segment {
            case .literal(let text): next = nodes[current].literals[Self.key(text)]
            case .parameter: next = nodes[current].parameter
            case .rest:
                // The last segment: the pattern ends here, for one segment or more.
                nodes[current].restPatterns = ordered(nodes[current].restPatterns, adding: index)
                return current
            }
            if let next {
                current = next
                continue
            }
            nodes.append(Node())
            switch segment {
            case .literal(let text): nodes[current].literals[Self.key(text)] = nodes.count - 1
            case .parameter: nodes[current].parameter = nodes.count - 1
            case .rest: break
            }
            current = nodes.count - 1
        }
        if ending { nodes[current].patterns = ordered(nodes[current].patterns, adding: index) }
        return current
    }

    /// `candidates` with `index` added after every pattern that requires as many query items or
    /// more, before those that require fewer.
    private func ordered(_ candidates: [Int], adding index: Int) -> [Int] {
        var candidates = candidates
        let count = requiredItems[index].count
        let position = candidates.firstIndex { requiredItems[$0].count < count } ?? candidates.endIndex
        candidates.insert(index, at: position)
        return candidates
    }

    /// The first of `candidates` whose required query items the URL carries and whose texts `read`
    /// accepts.
    private func first<Result>(
        _ candidates: [Int], _ bound: [String], _ query: [String: String], _ read: (Int, [String: String]) -> Result?
    ) -> Result? {
        for index in candidates where requiredItems[index].allSatisfy({ query[$0] != nil }) {
            if let found = read(index, texts(of: patterns[index], bound, query)) { return found }
        }
        return nil
    }

    /// A pattern's literal as URLs' decoded segments are compared with it: decoded too (so
    /// `/new%20item` matches `new%20item` in a URL), without regard to case. (The compiler
    /// refuses a literal that does not decode; such a one is keyed `%`, which no decoded segment
    /// holds, so it matches nothing.)
    private static func key(_ literal: String) -> String {
        ((try? NavGraphLinkText.decodeSegment(literal).get()) ?? "%").lowercased()
    }

    /// The first candidate pattern for `url` that `read` accepts: `read` is given the pattern's
    /// index and its parameters' texts by name, and returns `nil` when a text does not read as its
    /// parameter's type (or a required one is missing), so that the next candidate is tried.
    /// `nil` when no candidate is accepted.
    public func match<Result>(_ url: URL, reading read: (Int, [String: String]) -> Result?) -> Result? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.user == nil, components.password == nil, components.port == nil,
              origins?.accepts(components) ?? true else { return nil }
        let scheme = components.scheme?.lowercased()
        // A URL without `//` and a host (`feed:https://…`, `shop:items/42`) has no segments; its
        // scheme's whole-URL pattern may take it.
        guard let segments = Self.segments(of: components), let query = Self.queryTexts(of: components) else {
            return matchWhole(url, scheme: scheme, read)
        }
        var bound: [String] = []
        let fragment = NavGraphLinkFragment(components)
        // A pattern of the URL's own scheme or domain before one of every one: it is the more specific.
        if let root = Self.origin(of: components).flatMap({ originRoots[$0] }), let found = walk(root, segments[...], &bound, query, fragment, read) {
            return found
        }
        return matchWhole(url, scheme: scheme, read) ?? walk(0, segments[...], &bound, query, fragment, read)
    }

    /// The key of the patterns of the URL's own origin (`NavGraphLinkPattern.origin`): an `https`
    /// URL's host (a trailing dot aside), another URL's scheme.
    private static func origin(of components: URLComponents) -> String? {
        guard let scheme = components.scheme?.lowercased() else { return nil }
        guard scheme == "https" else { return scheme }
        return NavGraphLinkOrigins.host(of: components).map { "https://" + $0 }
    }

    /// The scheme's whole-URL pattern, given the URL as received (`NavGraphLinkText.isWholeURL`).
    private func matchWhole<Result>(_ url: URL, scheme: String?, _ read: (Int, [String: String]) -> Result?) -> Result? {
        let text = url.absoluteString
        guard let index = scheme.flatMap({ wholeURLPatterns[$0] }), NavGraphLinkText.isWholeURL(text) else { return nil }
        return read(index, texts(of: patterns[index], [text], [:]))
    }

    /// Depth first, literal before parameter before the rest of the path; `bound` holds the
    /// parameter texts on the way. A rest ends the walk where it starts, so a URL is walked once
    /// and each rest tried joins what is left once. Where the path ends, the URL's `fragment` (a
    /// route, or `nil`) is walked first from the fragments' root there, with the fragment's query
    /// items; inside a fragment, `fragment` is `nil`.
    private func walk<Result>(
        _ node: Int, _ rest: ArraySlice<String>, _ bound: inout [String], _ query: [String: String], _ fragment: NavGraphLinkFragment?,
        _ read: (Int, [String: String]) -> Result?
    ) -> Result? {
        guard let segment = rest.first else {
            if let fragment, let root = nodes[node].fragment, let found = walk(root, fragment.segments[...], &bound, fragment.query, nil, read) {
                return found
            }
            return first(nodes[node].patterns, bound, query, read)
        }
        if let next = nodes[node].literals[segment.lowercased()], let found = walk(next, rest.dropFirst(), &bound, query, fragment, read) {
            return found
        }
        if let next = nodes[node].parameter {
            bound.append(segment)
            defer { bound.removeLast() }
            if let found = walk(next, rest.dropFirst(), &bound, query, fragment, read) { return found }
        }
        // A rest within its bounds, counted before anything is joined.
        guard !nodes[node].restPatterns.isEmpty, rest.count <= NavGraphLinkText.maximumRestSegments,
              rest.reduce(rest.count - 1, { $0 + $1.utf8.count }) <= NavGraphLinkText.maximumLength else { return nil }
        bound.append(rest.joined(separator: "/"))
        defer { bound.removeLast() }
        return first(nodes[node].restPatterns, bound, query, read)
    }

    /// The texts of `pattern`'s parameters, by name: the path's and then the fragment's from
    /// `bound`, in order, the query's from `query` (the URL's items, or the fragment's) by the
    /// item's decoded name; a query item the URL lacks is left out.
    private func texts(of pattern: NavGraphLinkPattern, _ bound: [String], _ query: [String: String]) -> [String: String] {
        var texts: [String: String] = [:]
        var boundTexts = bound.makeIterator()
        for segment in pattern.path + (pattern.fragment ?? []) {
            switch segment {
            case .literal: continue
            case .parameter(let name), .rest(let name): texts[name] = boundTexts.next()
            }
        }
        for item in pattern.query {
            texts[item.parameter] = (try? NavGraphLinkText.decode(item.item).get()).flatMap { query[$0] }
        }
        return texts
    }

    /// The path's segments, decoded (`NavGraphLinkText.decodeSegment`), after the host for a
    /// scheme other than http and https; `nil` for a URL without `//` and a host (`shop:items/42`,
    /// `shop:/items/42`, an opaque URL), and when a segment is empty (`/topics//`, `shop:///items`;
    /// a trailing `/` aside), a dot segment or its text is refused.
    static func segments(of components: URLComponents) -> [String]? {
        guard let host = components.percentEncodedHost else { return nil }
        var raw = rawSegments(Substring(components.percentEncodedPath))
        let scheme = components.scheme?.lowercased()
        // A custom scheme's host is the first segment; an empty one is the root path only (`shop://`).
        if scheme != "http", scheme != "https", !(host.isEmpty && raw.isEmpty) {
            raw.insert(Substring(host), at: 0)
        }
        return decodedSegments(raw)
    }

    /// An encoded path's segments, split at each `/`, without the empty ones before its first
    /// `/` and after its last (a trailing `/` is ignored).
    static func rawSegments(_ path: Substring) -> [Substring] {
        // Split by scalar: a `/` before a combining mark (where Foundation leaves text unescaped)
        // is one Character, and still a `/`.
        var raw = path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map(Substring.init)
        if raw.first == "" { raw.removeFirst() }
        if raw.last == "" { raw.removeLast() }
        return raw
    }

    /// Each segment decoded (`NavGraphLinkText.decodeSegment`); `nil` when one is refused.
    static func decodedSegments(_ raw: [Substring]) -> [String]? {
        var decoded: [String] = []
        for segment in raw {
            guard let text = try? NavGraphLinkText.decodeSegment(segment).get() else { return nil }
            decoded.append(text)
        }
        return decoded
    }

    /// Each query item's first non-empty value, decoded (`NavGraphLinkText.decode`); a `+` stays
    /// a `+`. `nil` when an item's name or value is refused.
    static func queryTexts(of components: URLComponents) -> [String: String]? {
        queryTexts(of: (components.percentEncodedQueryItems ?? []).map { (Substring($0.name), $0.value.map { Substring($0) }) })
    }

    /// `items` (encoded names and values) as `queryTexts(of:)` reads a URL's.
    static func queryTexts(of items: [(name: Substring, value: Substring?)]) -> [String: String]? {
        var texts: [String: String] = [:]
        for item in items {
            guard let name = try? NavGraphLinkText.decode(item.name).get() else { return nil }
            guard texts[name] == nil, let encoded = item.value else { continue }
            guard let value = try? NavGraphLinkText.decode(encoded).get() else { return nil }
            // Emptiness is the decoded text's: an item empty once decoded is absent.
            if !value.isEmpty { texts[name] = value }
        }
        return texts
    }
}
