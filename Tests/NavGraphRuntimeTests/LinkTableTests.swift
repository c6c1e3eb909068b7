import Foundation
import NavGraphRuntime
import Testing

/// What a test link opens: the screen's name and the values read from the URL, as text.
private struct Opened: Hashable, Sendable {
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
    private static func link(
        _ screen: String, _ path: [NavGraphLink<Opened>.Segment], query: [(item: String, parameter: String)] = [],
        make: @escaping @Sendable (NavGraphLinkValues) throws -> Opened
    ) -> NavGraphLink<Opened> {
        let placement = NavGraphPlacement<Opened>(screen: NavGraphNodeName(rawValue: screen), steps: [], arrival: .shown, start: { _, _ in })
        return NavGraphLink(path: path, query: query, placement: placement, make: make)
    }

    private static let table = NavGraphLinkTable<Opened>([
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

    @Test("segments and query values are percent-decoded after splitting; a broken escape matches nothing")
    func percentEncoding() {
        #expect(open("shop://search/desk%20lamp") == Opened("Search", "desk lamp", "-", "-"))
        #expect(open("shop://search/a%2Fb") == Opened("Search", "a/b", "-", "-"), "%2F stays inside its segment")
        #expect(open("shop://search/caf%C3%A9") == Opened("Search", "café", "-", "-"))
        #expect(open("shop://find?q=a%26b%3Dc") == Opened("Find", "a&b=c"))
        #expect(open("shop://find?q=a+b") == Opened("Find", "a+b"), "a + stays a +")
        #expect(open("shop://search/100%25") == Opened("Search", "100%", "-", "-"))
        #expect(open("shop://search/caf%E9") == nil, "an escape that is not UTF-8")
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
