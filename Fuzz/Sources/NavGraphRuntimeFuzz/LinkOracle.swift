import Foundation

/// The links reference graph's patterns (Tests/…/References/links/shop.navgraph.yaml), written
/// out again here, independently of the generated table, to judge what it does: which screens a
/// URL's path may open, what a chain shows first and a link may open instead, and the URL that
/// opens a destination.
enum LinkOracle {
    /// One pattern: its segments (`"*"` a parameter, `"**"` the rest of the path), its scheme or
    /// domain if it names one, its screen, the query items a URL must carry (non-empty) for it, and
    /// the segments of the route it reads in the URL's fragment (`nil`: it ignores the fragment).
    private struct Pattern {
        let screen: NavGraphNodeName
        let segments: [String]
        var origin: String?
        var required: [String] = []
        var fragment: [String]?
    }

    private static let patterns: [Pattern] = [
        Pattern(screen: .itemDetail, segments: ["items", "*"]),
        Pattern(screen: .reviews, segments: ["items", "*", "reviews"]),
        Pattern(screen: .review, segments: ["items", "*", "reviews", "*"]),
        Pattern(screen: .newItem, segments: ["items", "new"]),
        Pattern(screen: .search, segments: ["search", "*"]),
        Pattern(screen: .editor, segments: ["compose"]),
        Pattern(screen: .editor, segments: ["copy", "*"]),
        Pattern(screen: .editor, segments: ["edit", "*"]),
        Pattern(screen: .files, segments: ["files", "**"]),
        Pattern(screen: .files, segments: [], fragment: ["files", "**"]),
        Pattern(screen: .tag, segments: ["*", "tags", "*"]),
        Pattern(screen: .episodes, segments: ["episodes"], origin: "feed"),
        Pattern(screen: .helpArticle, segments: ["articles", "*"], origin: "help.example.com"),
        Pattern(screen: .settings, segments: ["settings"]),
        Pattern(screen: .order, segments: ["orders", "*"]),
        Pattern(screen: .account, segments: ["account", "*"]),
        Pattern(screen: .help, segments: ["help"]),
        Pattern(screen: .helpArticle, segments: ["help"], required: ["topic"]),
    ]

    /// For each screen opened at a path where another screen's link requires a query item, that
    /// item: a URL carrying it (non-empty) opens the other, which is tried first.
    static let toldApartBy: [NavGraphNodeName: String] = [.help: "topic"]

    /// The screens a chain link shows before each screen (`through:`).
    static let chains: [NavGraphNodeName: [NavGraphNodeName]] = [.review: [.itemDetail]]
    /// The screens a link of each screen may open instead, as the app chooses (`or:`).
    static let choices: [NavGraphNodeName: [NavGraphNodeName]] = [.account: [.help]]

    /// A destination of each screen whose link reads text into its context (a path segment, the
    /// rest of the path, a whole URL, a record's field, an enum case's record), holding `text`
    /// there: what a notification or a restored state could hand over.
    static func destinations(holding text: String) -> [NavGraphDestination] {
        [
            .files(text), .tag(text), .addFeed(text), .helpArticle(text), .account(text),
            .search(SearchCondition(keyword: text, sort: nil, page: nil)),
            .editor(.edit(Draft(title: text, price: nil, gift: nil))),
        ]
    }

    /// The screens whose patterns agree with the URL's literal segments (parameters take any
    /// segment) and whose required query items the URL carries: what a URL may open; for a `feed`
    /// URL, "add feed" (`{ url: address }`) too, and nothing else for a URL without `//` and a host.
    static func screens(opening components: URLComponents) -> Set<NavGraphNodeName> {
        let scheme = components.scheme?.lowercased()
        var screens: Set<NavGraphNodeName> = scheme == "feed" ? [.addFeed] : []
        guard let host = components.percentEncodedHost else { return screens }
        var segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.first == "" { segments.removeFirst() }
        if segments.last == "" { segments.removeLast() }
        // A domain is compared as a host, a trailing dot aside.
        let origin = scheme == "https" ? String(host.lowercased().reversed().drop { $0 == "." }.reversed()) : scheme
        if scheme != "https", !(host.isEmpty && segments.isEmpty) { segments.insert(host, at: 0) }
        let decoded = segments.map { ($0.removingPercentEncoding ?? $0).lowercased() }
        let carried = carriedItems(of: components)
        let route = fragmentSegments(of: components)
        for pattern in patterns where (pattern.origin == nil || pattern.origin == origin) && carried.isSuperset(of: pattern.required) {
            guard agrees(pattern.segments[...], decoded[...]) else { continue }
            // A pattern with a fragment needs a route there that agrees with it too.
            if let fragment = pattern.fragment, !(route.map { agrees(fragment[...], $0[...]) } ?? false) { continue }
            screens.insert(pattern.screen)
        }
        return screens
    }

    /// The URL's fragment as a route: its path (before any `?`) split at `/`, decoded and
    /// lowercased; `nil` when there is no fragment or it does not start with `/`.
    private static func fragmentSegments(of components: URLComponents) -> [String]? {
        guard let fragment = components.percentEncodedFragment, fragment.hasPrefix("/") else { return nil }
        var segments = fragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        segments.removeFirst()
        if segments.last == "" { segments.removeLast() }
        return segments.map { ($0.removingPercentEncoding ?? $0).lowercased() }
    }

    /// Whether the URL carries the query item (non-empty once decoded) that tells `screen`'s link
    /// apart from another of its path, which requires it.
    static func carriesItemOfAnother(_ components: URLComponents, opening screen: NavGraphNodeName) -> Bool {
        guard let item = toldApartBy[screen] else { return false }
        return carriedItems(of: components).contains(item)
    }

    /// The names of the query items whose value is not empty, each decoded byte for byte.
    /// Not `queryItems`: Foundation drops a leading byte-order mark (`%EF%BB%BFtopic` reads as
    /// `topic`), where a link reads every byte a URL spells, so that name is another name.
    private static func carriedItems(of components: URLComponents) -> Set<String> {
        let items = components.percentEncodedQueryItems ?? []
        return Set(items.filter { !exactlyDecoded($0.value ?? "").isEmpty }.map { exactlyDecoded($0.name) })
    }

    /// Percent-escapes replaced by the bytes they spell, every one kept (a broken escape as it is).
    private static func exactlyDecoded(_ encoded: String) -> String {
        var bytes: [UInt8] = []
        var rest = encoded.utf8[...]
        while let byte = rest.popFirst() {
            let digits = String(decoding: rest.prefix(2), as: UTF8.self)
            if byte == UInt8(ascii: "%"), digits.count == 2, digits.allSatisfy(\.isHexDigit), let value = UInt8(digits, radix: 16) {
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func agrees(_ pattern: ArraySlice<String>, _ segments: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return segments.isEmpty }
        if first == "**" { return !segments.isEmpty }
        guard let segment = segments.first, first == "*" || first == segment else { return false }
        return agrees(pattern.dropFirst(), segments.dropFirst())
    }

    /// The URL that opens `destination` by its screen's own link, built from its context (each
    /// value percent-encoded); `nil` for a screen no link of its own places (the chain's Review).
    static func url(opening destination: NavGraphDestination) -> String? {
        switch destination.name {
        case .itemDetail: return destination.context(as: ItemID.self).map { "shop://items/\($0)" }
        case .reviews: return destination.context(as: ItemID.self).map { "shop://items/\($0)/reviews" }
        case .newItem: return "shop://items/new"
        case .settings: return "shop://settings"
        case .help: return "shop://help"
        case .episodes: return "feed://episodes"
        case .order: return destination.context(as: OrderID.self).map { "shop://orders/\($0.uuidString)" }
        case .files: return destination.context(as: String.self).map { "shop://files/" + $0.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map { encoded(String($0)) }.joined(separator: "/") }
        // The part read and ignored (`?lang={}`) must be there too.
        case .tag: return destination.context(as: String.self).map { "shop://server/tags/\(encoded($0))?lang=en" }
        case .addFeed: return destination.context(as: String.self)
        case .helpArticle: return destination.context(as: String.self).map { "https://help.example.com/articles/\(encoded($0))" }
        case .account: return destination.context(as: String.self).map { "shop://account/\(encoded($0))" }
        case .search:
            guard let condition = destination.context(as: SearchCondition.self) else { return nil }
            return "shop://search/\(encoded(condition.keyword))" + query(["sort": condition.sort?.rawValue, "page": condition.page.map(String.init)])
        case .editor:
            switch destination.context(as: EditorMode.self) {
            case .new?: return "shop://compose"
            case .copy(let item)?: return "shop://copy/\(item)"
            case .edit(let draft)?:
                return "shop://edit/\(encoded(draft.title))" + query(["price": draft.price.map { String($0) }, "gift": draft.gift.map { String($0) }])
            case nil: return nil
            }
        default: return nil
        }
    }

    /// The URL that opens `destination` by another link of its screen: HelpArticle's
    /// `shop://help?topic=…`, whose topic is a query value (so `..` is a topic there).
    static func otherURL(opening destination: NavGraphDestination) -> String? {
        guard destination.name == .helpArticle else { return nil }
        return destination.context(as: String.self).map { "shop://help" + query(["topic": $0]) }
    }

    /// Whether a URL `url(opening:)` or `otherURL(opening:)` builds from the destination's context
    /// opens exactly it.
    static func isOpenedByURL(_ destination: NavGraphDestination) -> Bool {
        [url(opening: destination), otherURL(opening: destination)].contains { built in
            built.flatMap(URL.init(string:)).flatMap(NavGraphDestination.init(url:)) == destination
        }
    }

    /// `?name=value&…` for the values given, in name order; empty without one.
    private static func query(_ items: [String: String?]) -> String {
        let given = items.compactMapValues { $0 }.sorted { $0.key < $1.key }
        return given.isEmpty ? "" : "?" + given.map { "\($0.key)=\(encoded($0.value))" }.joined(separator: "&")
    }

    /// Every byte but ASCII letters, digits and `-._~` as an escape.
    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
