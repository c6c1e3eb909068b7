import Foundation

/// The graph's links in a trie keyed by path segment (literals by their lowercased text, every
/// parameter under one key), built once from the generated list; matching a URL walks it, so
/// its cost follows the URL's length, not the number of links.
///
/// Matching, as docs/Language.md says: a URL with a user, a password or a port matches nothing,
/// nor one of a scheme or domain the graph does not declare (when it declares them,
/// `NavGraphLinkOrigins`), nor one without `//` and a host (`shop:items/42`), which only a
/// whole-URL link of its scheme takes. For `http` and `https` the URL's path counts; for any
/// other scheme (`shop://items/42`) its host, then its path. Segments are split, then decoded
/// once, exactly (`NavGraphLinkText`: a decoded `/`, `%`, control or bidirectional character, a
/// broken escape, text that is not UTF-8 or longer than 2,048 bytes match nothing); an empty
/// segment and a dot segment (`.`, `..`) match nothing; a trailing `/` is ignored; a pattern's
/// literals and query item names are decoded too; a literal segment is compared without regard
/// to case and beats a parameter at the same position, and when the literal's way finds no link
/// the parameter's is tried. The rest of a path takes at most
/// `NavGraphLinkText.maximumRestSegments` segments and `maximumLength` bytes. A query item counts
/// by its first occurrence with a non-empty value; an absent or empty item leaves an optional
/// field `nil` and fails a required one. A value that does not read as its type does not match.
public struct NavGraphLinkTable<Destination: Sendable>: Sendable {
    /// A URL's destination and the placement of the link it matched.
    public struct Match: Sendable {
        /// The destination, with its context read from the URL.
        public var destination: Destination
        /// Where the matched link shows it.
        public var placement: NavGraphPlacement<Destination>
        /// The other screens the matched link may open instead, as the app chooses (`or:`).
        public var alternatives: [NavGraphNodeName]
        /// For a chain link (`through:`), the screens it shows before the destination's, each
        /// with its context read from the URL; the placement shows the first.
        public var through: [NavGraphChainedScreen<Destination>] = []
        /// The link that matched, an index into `links`.
        let link: Int
    }

    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var link: Int?
        /// The link whose rest of the path starts here.
        var restLink: Int?
    }

    /// The links, in the order given.
    let links: [NavGraphLink<Destination>]
    /// The links that may show each screen: its own, the chain links that show it first, and the
    /// links that may open it instead of their own (`or:`), each an index into `links`.
    private(set) var linksReaching: [NavGraphNodeName: [Int]] = [:]
    private let origins: NavGraphLinkOrigins?
    private var nodes = [Node()]
    /// The root of the links of each scheme (`scheme:`) or domain (`domain:`), by
    /// `NavGraphLink.origin`, tried before the links of every scheme and domain.
    private var originRoots: [String: Int] = [:]
    /// The link of each scheme that takes its whole URL, tried after the scheme's other links.
    private var wholeURLLinks: [String: Int] = [:]
    private var firstPlacement: [NavGraphNodeName: Int] = [:]

    /// Builds the trie; of two links with the same path (which the compiler refuses), the first
    /// counts. With `origins`, only URLs of those schemes and domains match; without (a graph
    /// that declares none), URLs of any scheme and host do.
    public init(_ links: [NavGraphLink<Destination>], origins: NavGraphLinkOrigins? = nil) {
        self.links = links
        self.origins = origins
        for (index, link) in links.enumerated() {
            insert(link, index)
            for screen in [link.placement.screen] + link.alternatives where linksReaching[screen]?.last != index {
                linksReaching[screen, default: []].append(index)
            }
            // A chain link's placement is its first screen's, which that screen's own link gives.
            if link.through.isEmpty, firstPlacement[link.placement.screen] == nil { firstPlacement[link.placement.screen] = index }
        }
    }

    private mutating func insert(_ link: NavGraphLink<Destination>, _ index: Int) {
        if link.takesWholeURL, let scheme = link.scheme {
            if wholeURLLinks[scheme] == nil { wholeURLLinks[scheme] = index }
            return
        }
        var current = 0
        if let origin = link.origin {
            if originRoots[origin] == nil {
                nodes.append(Node())
                originRoots[origin] = nodes.count - 1
            }
            current = originRoots[origin] ?? 0
        }
        for segment in link.path {
            let next: Int?
            switch segment {
            case .literal(let text): next = nodes[current].literals[Self.key(text)]
            case .parameter: next = nodes[current].parameter
            case .rest:
                // The last segment: the link ends here, for one segment or more.
                if nodes[current].restLink == nil { nodes[current].restLink = index }
                return
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
        if nodes[current].link == nil { nodes[current].link = index }
    }

    /// A pattern's literal as URLs' decoded segments are compared with it: decoded too (so
    /// `/new%20item` matches `new%20item` in a URL), without regard to case. (The compiler
    /// refuses a literal that does not decode; such a one matches nothing.)
    private static func key(_ literal: String) -> String {
        ((try? NavGraphLinkText.decodeSegment(literal).get()) ?? "%").lowercased()
    }

    /// The placement of the first link of `screen` that opens no chain: where `open(_:)` shows a
    /// destination that came without a URL (a push notification). `nil` for a screen without such
    /// links.
    public func placement(of screen: NavGraphNodeName) -> NavGraphPlacement<Destination>? {
        firstPlacement[screen].map { links[$0].placement }
    }

    /// The destination `url` opens, or `nil` when it matches no link.
    public func match(_ url: URL) -> Match? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.user == nil, components.password == nil, components.port == nil,
              origins?.accepts(components) ?? true else { return nil }
        let scheme = components.scheme?.lowercased()
        // An opaque URL (`feed:https://…`) has no segments; its scheme's whole-URL link may take it.
        guard let segments = Self.segments(of: components), let query = Self.queryTexts(of: components) else {
            return matchWhole(url, scheme: scheme)
        }
        var bound: [String] = []
        // A link of the URL's own scheme or domain before a link of every one: it is the more specific.
        if let root = Self.origin(of: components).flatMap({ originRoots[$0] }), let found = walk(root, segments[...], &bound, query) {
            return found
        }
        return matchWhole(url, scheme: scheme) ?? walk(0, segments[...], &bound, query)
    }

    /// The key of the links of the URL's own origin (`NavGraphLink.origin`): an `https` URL's
    /// host (a trailing dot aside), another URL's scheme.
    private static func origin(of components: URLComponents) -> String? {
        guard let scheme = components.scheme?.lowercased() else { return nil }
        guard scheme == "https" else { return scheme }
        return NavGraphLinkOrigins.host(of: components).map { "https://" + $0 }
    }

    /// The scheme's whole-URL link, given the URL as received (`NavGraphLinkText.isWholeURL`).
    private func matchWhole(_ url: URL, scheme: String?) -> Match? {
        let text = url.absoluteString
        guard let index = scheme.flatMap({ wholeURLLinks[$0] }), NavGraphLinkText.isWholeURL(text) else { return nil }
        return make(index, [text], [:])
    }

    /// Depth first, literal before parameter before the rest of the path; `bound` holds the
    /// parameter texts on the way. A rest ends the walk where it starts, so a URL is walked once
    /// and each rest tried joins what is left once.
    private func walk(_ node: Int, _ rest: ArraySlice<String>, _ bound: inout [String], _ query: [String: String]) -> Match? {
        guard let segment = rest.first else {
            guard let index = nodes[node].link else { return nil }
            return make(index, bound, query)
        }
        if let next = nodes[node].literals[segment.lowercased()], let found = walk(next, rest.dropFirst(), &bound, query) {
            return found
        }
        if let next = nodes[node].parameter {
            bound.append(segment)
            defer { bound.removeLast() }
            if let found = walk(next, rest.dropFirst(), &bound, query) { return found }
        }
        // A rest within its bounds, counted before anything is joined.
        guard let index = nodes[node].restLink, rest.count <= NavGraphLinkText.maximumRestSegments,
              rest.reduce(rest.count - 1, { $0 + $1.utf8.count }) <= NavGraphLinkText.maximumLength else { return nil }
        bound.append(rest.joined(separator: "/"))
        defer { bound.removeLast() }
        return make(index, bound, query)
    }

    private func make(_ index: Int, _ bound: [String], _ query: [String: String]) -> Match? {
        let link = links[index]
        var texts: [String: String] = [:]
        var boundTexts = bound.makeIterator()
        for segment in link.path {
            switch segment {
            case .literal: continue
            case .parameter(let name), .rest(let name): texts[name] = boundTexts.next()
            }
        }
        for (item, parameter) in link.query {
            texts[parameter] = (try? NavGraphLinkText.decode(item).get()).flatMap { query[$0] }
        }
        let values = NavGraphLinkValues(texts)
        guard let destination = try? link.make(values) else { return nil }
        var through: [NavGraphChainedScreen<Destination>] = []
        for chained in link.through {
            guard let shown = try? chained.make(values) else { return nil }
            through.append(NavGraphChainedScreen(destination: shown, route: chained.route))
        }
        return Match(destination: destination, placement: link.placement, alternatives: link.alternatives, through: through, link: index)
    }

    /// The path's segments, decoded (`NavGraphLinkText.decodeSegment`), after the host for a
    /// scheme other than http and https; `nil` for a URL without `//` and a host (`shop:items/42`,
    /// `shop:/items/42`, an opaque URL), and when a segment is empty (`/topics//`, `shop:///items`;
    /// a trailing `/` aside), a dot segment or its text is refused.
    static func segments(of components: URLComponents) -> [String]? {
        guard let host = components.percentEncodedHost else { return nil }
        // Split by scalar: a `/` before a combining mark (where Foundation leaves text unescaped)
        // is one Character, and still a `/`.
        var raw = components.percentEncodedPath.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map(Substring.init)
        if raw.first == "" { raw.removeFirst() }
        if raw.last == "" { raw.removeLast() }
        let scheme = components.scheme?.lowercased()
        // A custom scheme's host is the first segment; an empty one is the root path only (`shop://`).
        if scheme != "http", scheme != "https", !(host.isEmpty && raw.isEmpty) {
            raw.insert(Substring(host), at: 0)
        }
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
        var texts: [String: String] = [:]
        for item in components.percentEncodedQueryItems ?? [] {
            guard let name = try? NavGraphLinkText.decode(item.name).get() else { return nil }
            guard texts[name] == nil, let encoded = item.value else { continue }
            guard let value = try? NavGraphLinkText.decode(encoded).get() else { return nil }
            // Emptiness is the decoded text's: an item empty once decoded is absent.
            if !value.isEmpty { texts[name] = value }
        }
        return texts
    }
}
