import Foundation
import NavGraphRuntime
import Testing

/// What a test link opens: the screen's name and the values read from the URL, as text.
struct Opened: Hashable, Sendable {
    let screen: String
    let values: [String]

    init(_ screen: String, _ values: String...) {
        self.screen = screen
        self.values = values
    }
}

/// An enum read by its case name, as the generated enums are.
private enum Sort: String, NavGraphLinkValue {
    case newest, cheapest
}

/// `NavGraphLinkTable`: URLs to destinations, as docs/Language.md (Links) says.
@Suite("Link matching")
struct LinkTableTests {
    static func link(
        _ screen: String, scheme: String? = nil, domain: String? = nil, _ path: [NavGraphLink<Opened>.Segment],
        query: [(item: String, parameter: String)] = [], requiring: Set<String> = [], takesWholeURL: Bool = false, make: @escaping @Sendable (NavGraphLinkValues) throws -> Opened
    ) -> NavGraphLink<Opened> {
        let placement = NavGraphPlacement<Opened>(screen: NavGraphNodeName(rawValue: screen), steps: [], arrival: .shown, start: { _, _ in })
        return NavGraphLink(scheme: scheme, domain: domain, path: path, query: query, requiring: requiring, takesWholeURL: takesWholeURL, placement: placement, make: make)
    }

    static let table = NavGraphLinkTable<Opened>([
        link("Item", [.literal("items"), .parameter("id")]) { Opened("Item", String(try $0.value("id", as: Int.self))) },
        link("NewItem", [.literal("items"), .literal("new")]) { _ in Opened("NewItem") },
        link("A", [.literal("a"), .literal("c")]) { _ in Opened("A") },
        link("B", [.parameter("y"), .literal("b")]) { Opened("B", try $0.value("y", as: String.self)) },
        link("Search", [.literal("search"), .parameter("keyword")], query: [("sort", "sort"), ("page", "page")]) {
            Opened(
                "Search", try $0.value("keyword", as: String.self),
                (try $0.optionalValue("sort", as: Sort.self)).map(\.rawValue) ?? "-",
                (try $0.optionalValue("page", as: Int.self)).map(String.init) ?? "-"
            )
        },
        link("Find", [.literal("find")], query: [("q", "text")]) { Opened("Find", try $0.value("text", as: String.self)) },
        link("Flag", [.literal("flags"), .parameter("on")]) { Opened("Flag", String(try $0.value("on", as: Bool.self))) },
        link("Order", [.literal("orders"), .parameter("id")]) { Opened("Order", try $0.value("id", as: UUID.self).uuidString) },
        link("Price", [.literal("price"), .parameter("p")]) { Opened("Price", String(try $0.value("p", as: Double.self))) },
        link("Home", []) { _ in Opened("Home") },
        link("Item", [.literal("i"), .parameter("id")]) { Opened("Item", String(try $0.value("id", as: Int.self))) },
        link("File", [.literal("files"), .parameter("id")]) { Opened("File", try $0.value("id", as: String.self)) },
        link("Blob", [.literal("files"), .rest("path")]) { Opened("Blob", try $0.value("path", as: String.self)) },
        link("AddFeed", scheme: "Feed", [.rest("url")]) { Opened("AddFeed", try $0.value("url", as: String.self)) },
        link("FeedItem", scheme: "feed", [.literal("items"), .parameter("id")]) { Opened("FeedItem", try $0.value("id", as: String.self)) },
        // "/{}/tags/{tag}?lang={}", as generated: the server and the language are read and ignored.
        link("Tag", [.parameter(""), .literal("tags"), .parameter("tag")], query: [("lang", "")], requiring: ["lang"]) { Opened("Tag", try $0.value("tag", as: String.self)) },
        // { url: address, scheme: podcast }, as generated, beside a path link of the same scheme.
        link("Subscribe", scheme: "podcast", [.rest("address")], takesWholeURL: true) { Opened("Subscribe", try $0.value("address", as: String.self)) },
        link("Episodes", scheme: "podcast", [.literal("episodes")]) { _ in Opened("Episodes") },
    ])

    private func open(_ text: String) -> Opened? {
        URL(string: text).flatMap { Self.table.match($0)?.destination }
    }

    @Test("a literal segment beats a parameter, and literals are compared without regard to case")
    func literalsBeatParameters() {
        #expect(open("shop://items/new") == Opened("NewItem"))
        #expect(open("shop://items/42") == Opened("Item", "42"))
        #expect(open("SHOP://Items/NEW") == Opened("NewItem"))
    }

    @Test("when the literal's way finds no link, the parameter's is tried")
    func backtracksToTheParameter() {
        #expect(open("shop://a/c") == Opened("A"))
        #expect(open("shop://a/b") == Opened("B", "a"))
    }

    @Test("the rest of the path: one segment or more, joined by '/', tried after a parameter at the same place")
    func restOfThePath() {
        #expect(open("shop://files/readme") == Opened("File", "readme"), "one segment: the parameter wins")
        #expect(open("shop://files/docs/guide/intro.md") == Opened("Blob", "docs/guide/intro.md"))
        #expect(open("https://example.com/files/a%20b/c") == Opened("Blob", "a b/c"), "each segment decoded")
        #expect(open("shop://files/a%2Fb/c") == nil, "a decoded '/' still matches nothing")
        #expect(open("shop://files") == nil, "the rest is one segment or more")
        let long = Array(repeating: "x", count: 200_000).joined(separator: "/")
        let started = ContinuousClock.now
        _ = open("shop://files/" + long)
        print("a rest of 200,000 segments: \(ContinuousClock.now - started)")
    }

    @Test("parts read and ignored must be there, and bind nothing")
    func partsReadAndIgnored() {
        #expect(open("shop://mastodon.social/tags/swift?lang=en") == Opened("Tag", "swift"), "the server and the language, read and ignored")
        #expect(open("shop://mastodon.social/tags/swift") == nil, "the ignored query item must be there")
        #expect(open("shop://mastodon.social/tags/swift?lang=") == nil, "and not empty")
        #expect(open("shop://tags/swift") == nil, "the ignored segment must be there")
        #expect(open("shop://bad%ZZ/tags/swift") == nil, "and read as any segment is")
    }

    @Test("a whole-URL link takes its scheme's URLs as received, opaque ones too, after the scheme's path links")
    func wholeURL() {
        #expect(open("podcast:https://example.com/feed.xml?x=1") == Opened("Subscribe", "podcast:https://example.com/feed.xml?x=1"))
        #expect(open("podcast://example.com/a%2Fb") == Opened("Subscribe", "podcast://example.com/a%2Fb"), "as received, still encoded")
        #expect(open("podcast://episodes") == Opened("Episodes"), "the scheme's path link first")
        #expect(open("shop://example.com/feed.xml") == nil, "another scheme's URL never")
        #expect(open("podcast://example.com/" + String(repeating: "x", count: 3_000)) == nil, "no longer than a value may be")
    }

    @Test("a link of one scheme answers that scheme only, before the links of every scheme")
    func linksOfOneScheme() {
        #expect(open("feed://example.com/rss.xml") == Opened("AddFeed", "example.com/rss.xml"))
        #expect(open("FEED://items/42") == Opened("FeedItem", "42"), "the scheme's own link first, compared without case")
        #expect(open("shop://items/42") == Opened("Item", "42"), "another scheme's URL never opens it")
        #expect(open("feed://items/new") == Opened("FeedItem", "new"))
        #expect(open("shop://example.com/rss.xml") == nil)
    }

    @Test("http and https match the path; other schemes the host, then the path")
    func schemes() {
        #expect(open("https://example.com/items/42") == Opened("Item", "42"))
        #expect(open("http://example.com/items/7") == Opened("Item", "7"))
        #expect(open("https://items/42") == nil, "for https the host is the site, not a segment")
        #expect(open("shop://items/42") == Opened("Item", "42"))
        #expect(open("https://example.com/") == Opened("Home"))
        #expect(open("https://example.com") == Opened("Home"))
    }

    @Test("a trailing slash is ignored; an empty segment inside the path matches nothing")
    func trailingSlash() {
        #expect(open("https://example.com/items/42/") == Opened("Item", "42"))
        #expect(open("shop://items/42/") == Opened("Item", "42"))
        #expect(open("https://example.com/items//42") == nil)
    }

    @Test("segments and query values are percent-decoded once, after splitting")
    func percentEncoding() {
        #expect(open("shop://search/desk%20lamp") == Opened("Search", "desk lamp", "-", "-"))
        #expect(open("shop://search/caf%C3%A9") == Opened("Search", "café", "-", "-"))
        #expect(open("shop://find?q=a%26b%3Dc") == Opened("Find", "a&b=c"))
        #expect(open("shop://find?q=a+b") == Opened("Find", "a+b"), "a + stays a +")
        #expect(open("shop://find?q=%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9") == Opened("Find", "👨‍👩"), "a joiner is text")
        #expect(open("shop://search/%252F") == nil, "decoded once: %25 is a percent sign, refused")
    }

    /// The hostile values of the security pass: each matches nothing, never reaching a context.
    @Test("a decoded '/', '%', control or bidirectional character, a broken escape, bytes that are not UTF-8 and over-long text match nothing")
    func refusedText() {
        #expect(open("shop://search/..%2F..%2Fsecrets") == nil, "%2F would put a '/' inside one segment")
        #expect(open("shop://search/a%00b") == nil, "NUL")
        #expect(open("shop://search/a%0Ab") == nil, "a line break")
        #expect(open("shop://search/a%C2%85b") == nil, "a C1 control")
        #expect(open("shop://search/abc%E2%80%AEgpj.exe") == nil, "U+202E, right-to-left override")
        #expect(open("shop://search/a%E2%81%A6b") == nil, "U+2066, an isolate")
        #expect(open("shop://search/%ZZ") == nil, "a broken escape, which Foundation may re-encode as %25ZZ")
        #expect(open("shop://search/100%25") == nil, "a percent sign cannot be told from a re-encoded broken escape")
        #expect(open("shop://search/caf%E9") == nil, "an escape that is not UTF-8")
        #expect(open("shop://find?q=a%00") == nil, "a refused query value")
        #expect(open("shop://find?q%00=a") == nil, "a refused query name")
        #expect(open("shop://search/" + String(repeating: "a", count: 2_048)) != nil, "2,048 bytes is the most a value may have")
        #expect(open("shop://search/" + String(repeating: "a", count: 2_049)) == nil)
        #expect(open("shop://search/" + String(repeating: "a", count: 1_000_000)) == nil)
    }

    @Test("a 1 MB URL of 200,000 segments matches nothing (the walk stops at the deepest pattern)")
    func hugeURL() {
        let path = Array(repeating: "items", count: 200_000).joined(separator: "/")
        let started = ContinuousClock.now
        #expect(open("shop://" + path) == nil)
        print("a 1.2 MB URL of 200,000 segments: \(ContinuousClock.now - started)")
    }

    @Test("a URL with a user, a password or a port matches nothing")
    func userAndPort() {
        #expect(open("shop://user:pw@items:99/42") == nil)
        #expect(open("shop://user@items/42") == nil)
        #expect(open("shop://items:99/42") == nil)
        #expect(open("https://user@example.com/items/42") == nil)
        #expect(open("https://example.com:8443/items/42") == nil)
    }

    @Test("with declared origins, only their schemes and https domains match")
    func declaredOrigins() throws {
        let item = Self.link("Item", [.literal("items"), .parameter("id")]) { Opened("Item", String(try $0.value("id", as: Int.self))) }
        let table = NavGraphLinkTable([item], origins: NavGraphLinkOrigins(schemes: ["Shop"], domains: ["shop.example.com"]))
        func open(_ text: String) -> Opened? { URL(string: text).flatMap { table.match($0)?.destination } }
        #expect(open("shop://items/42") == Opened("Item", "42"))
        #expect(open("SHOP://items/42") == Opened("Item", "42"))
        #expect(open("https://shop.example.com/items/42") == Opened("Item", "42"))
        #expect(open("https://SHOP.example.com./items/42") == Opened("Item", "42"), "a trailing dot names the same host")
        #expect(open("https://evil.example/items/42") == nil)
        #expect(open("http://shop.example.com/items/42") == nil, "universal links are https")
        #expect(open("javascript://items/42") == nil)
        #expect(open("file:///items/42") == nil)
        #expect(open("feed://example.com/items/42") == nil)
        #expect(open("/items/42") == nil, "a URL without a scheme")
    }

    @Test("a link of one domain answers that domain's https URLs only, before the links of every domain")
    func linksOfOneDomain() throws {
        let item = Self.link("Item", [.literal("items"), .parameter("id")]) { Opened("Item", String(try $0.value("id", as: Int.self))) }
        let help = Self.link("HelpArticle", domain: "Help.Example.com", [.literal("items"), .parameter("id")]) { Opened("HelpArticle", try $0.value("id", as: String.self)) }
        let table = NavGraphLinkTable([item, help], origins: NavGraphLinkOrigins(schemes: ["shop"], domains: ["shop.example.com", "help.example.com"]))
        func open(_ text: String) -> Opened? { URL(string: text).flatMap { table.match($0)?.destination } }
        #expect(open("https://help.example.com/items/returns") == Opened("HelpArticle", "returns"), "the domain's own link first")
        #expect(open("https://HELP.example.com./items/returns") == Opened("HelpArticle", "returns"), "compared as hosts are")
        #expect(open("https://shop.example.com/items/42") == Opened("Item", "42"), "another domain's URL never opens it")
        #expect(open("https://help.example.com/items/42") == Opened("HelpArticle", "42"))
        #expect(open("shop://items/42") == Opened("Item", "42"), "nor a custom scheme's")
        #expect(open("shop://help.example.com/items/42") == nil, "a custom scheme's host is a path segment, not a domain")
    }

    @Test("an empty segment binds nothing: the URL matches nothing")
    func emptySegments() {
        #expect(open("shop://search//") == nil, "one '/' is a trailing slash; the empty segment before it is not a value")
        #expect(open("shop://items//tail") == nil)
    }

    @Test("a pattern's percent-encoded literal matches its decoded form")
    func encodedLiteral() {
        let table = NavGraphLinkTable([Self.link("New", [.literal("new%20item")]) { _ in Opened("New") }])
        #expect(URL(string: "shop://new%20item").flatMap { table.match($0)?.destination } == Opened("New"))
        #expect(URL(string: "shop://new%2520item").flatMap { table.match($0)?.destination } == nil)
    }

    @Test("numbers are read only as written in their plain decimal form")
    func strictNumbers() {
        #expect(open("shop://items/+1") == nil, "a leading +")
        #expect(open("shop://items/007") == nil, "leading zeros")
        #expect(open("shop://items/" + String(repeating: "0", count: 1_000) + "7") == nil)
        #expect(open("shop://items/%207") == nil, "a space")
        #expect(open("shop://items/-0") == nil)
        #expect(open("shop://items/0") == Opened("Item", "0"))
        #expect(open("shop://price/0x1p3") == nil, "hexadecimal")
        #expect(open("shop://price/1e-400") == nil, "too small: would read as zero")
        #expect(open("shop://price/-1e-400") == nil)
        #expect(open("shop://price/0.0") == Opened("Price", "0.0"))
        #expect(open("shop://price/2.5") == Opened("Price", "2.5"))
    }

    @Test("query items: optional ones may be absent or empty, the first non-empty one of a repeated item counts")
    func queryItems() {
        #expect(open("shop://search/lamp?sort=cheapest&page=2") == Opened("Search", "lamp", "cheapest", "2"))
        #expect(open("shop://search/lamp?page=2&sort=newest&extra=1") == Opened("Search", "lamp", "newest", "2"), "order and unknown items do not matter")
        #expect(open("shop://search/lamp?sort=") == Opened("Search", "lamp", "-", "-"), "an empty item is absent")
        #expect(open("shop://search/lamp?sort") == Opened("Search", "lamp", "-", "-"))
        #expect(open("shop://search/lamp?page=2&page=3") == Opened("Search", "lamp", "-", "2"))
        #expect(open("shop://search/lamp?page=&page=3") == Opened("Search", "lamp", "-", "3"))
    }

    @Test("a required query item that is absent or empty matches nothing")
    func requiredQueryItems() {
        #expect(open("shop://find?q=desk") == Opened("Find", "desk"))
        #expect(open("shop://find") == nil)
        #expect(open("shop://find?q=") == nil)
        #expect(open("shop://find?Q=desk") == nil, "query item names are compared as written")
    }

    @Test("a value that does not read as its type matches nothing")
    func unreadableValues() {
        #expect(open("shop://items/abc") == nil)
        #expect(open("shop://items/4.5") == nil)
        #expect(open("shop://items/99999999999999999999999") == nil)
        #expect(open("shop://search/lamp?page=two") == nil, "present but unreadable is not absent")
        #expect(open("shop://search/lamp?sort=Cheapest") == nil, "enum cases are read as written")
        #expect(open("shop://flags/yes") == nil)
        #expect(open("shop://orders/not-a-uuid") == nil)
        #expect(open("shop://price/inf") == nil)
        #expect(open("shop://price/nan") == nil)
    }

    @Test("values of every scalar type read as expected")
    func scalarValues() {
        #expect(open("shop://items/-3") == Opened("Item", "-3"))
        #expect(open("shop://flags/TRUE") == Opened("Flag", "true"))
        #expect(open("shop://flags/0") == Opened("Flag", "false"))
        #expect(open("shop://orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == Opened("Order", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(open("shop://price/1e3") == Opened("Price", "1000.0"))
    }

    @Test("a match carries the alternatives of the link it matched, and only of that link")
    func alternativesOfTheMatchedLink() throws {
        let placement = NavGraphPlacement<Opened>(screen: NavGraphNodeName(rawValue: "VPN"), steps: [], arrival: .shown, start: { _, _ in })
        let table = NavGraphLinkTable<Opened>([
            NavGraphLink(path: [.literal("vpn")], placement: placement, alternatives: [NavGraphNodeName(rawValue: "Offer")]) { _ in Opened("VPN") },
            NavGraphLink(path: [.literal("vpn"), .literal("status")], placement: placement) { _ in Opened("VPN") },
        ])
        let vpn = try #require(URL(string: "app://vpn")), status = try #require(URL(string: "app://vpn/status"))
        let chosen = try #require(table.match(vpn))
        #expect(chosen.destination == Opened("VPN") && chosen.alternatives == [NavGraphNodeName(rawValue: "Offer")])
        #expect(table.match(status)?.alternatives == [])
    }

    @Test("a chain link's match carries the screens before its own, each read from its parameters; one unreadable value matches nothing")
    func chainOfTheMatchedLink() throws {
        let timeline = NavGraphPlacement<Opened>(screen: NavGraphNodeName(rawValue: "Timeline"), steps: [], arrival: .pushed, start: { _, _ in })
        let table = NavGraphLinkTable<Opened>([
            NavGraphLink(
                path: [.literal("feeds"), .parameter("Timeline.feed"), .parameter("id")], placement: timeline,
                through: [.init(route: "article") { Opened("Timeline", try $0.value("Timeline.feed", as: String.self)) }]
            ) { Opened("Article", String(try $0.value("id", as: Int.self))) },
            NavGraphLink(
                path: [.literal("counts"), .parameter("Timeline.count"), .parameter("id")], placement: timeline,
                through: [.init(route: "article") { Opened("Timeline", String(try $0.value("Timeline.count", as: Int.self))) }]
            ) { Opened("Article", try $0.value("id", as: String.self)) },
        ])
        let url = try #require(URL(string: "app://feeds/swift/42")), unreadable = try #require(URL(string: "app://counts/many/42"))
        let match = try #require(table.match(url))
        #expect(match.destination == Opened("Article", "42"))
        #expect(match.through.map(\.destination) == [Opened("Timeline", "swift")] && match.through.map(\.route) == ["article"])
        #expect(table.match(unreadable) == nil, "the chain's screen does not read 'many' as an Int")
        #expect(table.placement(of: NavGraphNodeName(rawValue: "Timeline")) == nil, "a chain link is not the first screen's own link")
    }

    @Test("a URL that matches nothing opens nothing")
    func noMatch() {
        #expect(open("shop://nothing") == nil)
        #expect(open("shop://items") == nil)
        #expect(open("shop://items/42/extra") == nil)
        #expect(open("mailto:someone@example.com") == nil)
    }

    @Test("a destination without a URL is placed by its screen's first link")
    func placementOfAScreen() {
        #expect(Self.table.placement(of: NavGraphNodeName(rawValue: "Item"))?.screen.rawValue == "Item")
        #expect(Self.table.placement(of: NavGraphNodeName(rawValue: "Nowhere")) == nil)
    }
}
