import Foundation
import NavGraphRuntime
import Testing

/// Links whose route is in the URL's fragment (docs/Language.md, Links, "Routes in the fragment"):
/// a chat app's `https://chat.example/#/room/abc?via=server`. The fragment is read as a path, with
/// its own query, by the rules of the URL's path; a link without a fragment ignores it.
@Suite("Link matching in the URL's fragment")
struct LinkFragmentTests {
    private static func link(
        _ screen: String, _ path: [NavGraphLink<Opened>.Segment], fragment: [NavGraphLink<Opened>.Segment]? = nil,
        query: [(item: String, parameter: String)] = [], requiring: Set<String> = [],
        make: @escaping @Sendable (NavGraphLinkValues) throws -> Opened
    ) -> NavGraphLink<Opened> {
        let placement = NavGraphPlacement<Opened>(screen: NavGraphNodeName(rawValue: screen), steps: [], arrival: .shown, start: { _, _ in })
        return NavGraphLink(path: path, query: query, requiring: requiring, fragment: fragment, placement: placement, make: make)
    }

    /// The chat app's web page at `/`, its rooms at `/#/room/{id}?via={via}` (`via` optional), its
    /// files at `/#/files/{path*}`, its search at `/#/search?q={q}` beside `/#/search`, a link
    /// with a path and a fragment, and a room's page at `/room/{id}`, which ignores the fragment.
    private static let table = NavGraphLinkTable<Opened>([
        link("Home", []) { _ in Opened("Home") },
        link("Room", [], fragment: [.literal("room"), .parameter("id")], query: [("via", "via")]) {
            Opened("Room", try $0.value("id", as: String.self), try $0.optionalValue("via", as: String.self) ?? "-")
        },
        link("Files", [], fragment: [.literal("files"), .rest("path")]) { Opened("Files", try $0.value("path", as: String.self)) },
        link("Search", [], fragment: [.literal("search")]) { _ in Opened("Search") },
        link("Results", [], fragment: [.literal("search")], query: [("q", "q")], requiring: ["q"]) { Opened("Results", try $0.value("q", as: String.self)) },
        link("AppRoom", [.literal("app")], fragment: [.literal("room"), .parameter("id")]) { Opened("AppRoom", try $0.value("id", as: Int.self).description) },
        link("RoomPage", [.literal("room"), .parameter("id")]) { Opened("RoomPage", try $0.value("id", as: String.self)) },
    ])

    private func open(_ text: String) -> Opened? {
        URL(string: text).flatMap { Self.table.match($0)?.destination }
    }

    @Test("the fragment's route opens its link; without the fragment, or with another, the path's link opens")
    func fragmentOpensItsLink() {
        #expect(open("https://chat.example/#/room/abc") == Opened("Room", "abc", "-"))
        #expect(open("https://chat.example/#/room/abc/") == Opened("Room", "abc", "-"), "a trailing '/' is ignored, as in a path")
        #expect(open("https://chat.example/") == Opened("Home"))
        #expect(open("https://chat.example/#/rooms/abc") == Opened("Home"), "another fragment: the path's own link, which ignores it")
        #expect(open("https://chat.example/#room/abc") == Opened("Home"), "a fragment without '/' is a place in the page, no route")
        #expect(open("https://chat.example/#") == Opened("Home"))
        #expect(open("https://chat.example/#/ROOM/abc") == Opened("Room", "abc", "-"), "literals without regard to case")
        #expect(open("chat://#/room/abc") == Opened("Room", "abc", "-"), "a custom scheme's root path, then the fragment")
    }

    @Test("a link without a fragment ignores the URL's fragment, as before")
    func pathLinksIgnoreFragments() {
        #expect(open("https://chat.example/room/abc#/room/xyz") == Opened("RoomPage", "abc"))
        #expect(open("https://chat.example/room/abc#/%2E%2E") == Opened("RoomPage", "abc"), "a refused fragment refuses only the fragment's links")
    }

    @Test("the fragment's query items are the link's; the URL's query before '#' is not read by it")
    func fragmentQuery() {
        #expect(open("https://chat.example/#/room/abc?via=matrix.org") == Opened("Room", "abc", "matrix.org"))
        #expect(open("https://chat.example/#/room/abc?via=&via=b.org") == Opened("Room", "abc", "b.org"), "the first non-empty value")
        #expect(open("https://chat.example/?via=evil.example#/room/abc") == Opened("Room", "abc", "-"))
        #expect(open("https://chat.example/#/room/a%20b?via=x%2By") == Opened("Room", "a b", "x+y"), "decoded once")
        #expect(open("https://chat.example/#/search?q=cats") == Opened("Results", "cats"), "a required item tells links of one fragment apart")
        #expect(open("https://chat.example/#/search") == Opened("Search"))
        #expect(open("https://chat.example/#/search?from=mail") == Opened("Search"), "items no link reads are ignored, so the AASA '#' pattern ends in '*'")
        #expect(open("https://chat.example/?q=cats#/search") == Opened("Search"))
    }

    @Test("a path, then a fragment: both must match, and a value that does not read tries the next link")
    func pathAndFragment() {
        #expect(open("https://chat.example/app#/room/42") == Opened("AppRoom", "42"))
        #expect(open("https://chat.example/app#/room/abc") == nil, "'abc' is no Int, and '/app' alone is no link")
        #expect(open("https://chat.example/app") == nil)
    }

    @Test("the rest of a fragment is bounded as the rest of a path is")
    func restOfTheFragment() {
        #expect(open("https://chat.example/#/files/docs/intro.md") == Opened("Files", "docs/intro.md"))
        #expect(open("https://chat.example/#/files/a/../../etc/passwd") == Opened("Home"), "a dot segment")
        #expect(open("https://chat.example/#/files/" + Array(repeating: "a", count: 65).joined(separator: "/")) == Opened("Home"), "more than 64 segments")
    }

    /// The fragment is untrusted text like the path: the same refusals (NavGraphLinkText).
    @Test("a fragment's segment or item that the path would refuse opens none of the fragment's links", arguments: [
        "%2E%2E", "a%2Fb", "a%00b", "%E2%80%AEcba", "%ZZ", "%E9", "a%25b", ".",
    ])
    func refusedText(_ segment: String) {
        #expect(open("https://chat.example/#/room/\(segment)") == Opened("Home"), "\(segment)")
        // A query value of dots is text, as in the URL's query: only a path has steps.
        let isDots = segment == "%2E%2E" || segment == "."
        #expect(open("https://chat.example/#/room/abc?via=\(segment)") == (isDots ? Opened("Room", "abc", segment.removingPercentEncoding ?? segment) : Opened("Home")), "?via=\(segment)")
    }

    @Test("empty segments and overlong text in the fragment open none of its links")
    func emptyAndLong() {
        #expect(open("https://chat.example/#/room//abc") == Opened("Home"))
        #expect(open("https://chat.example/#//room/abc") == Opened("Home"))
        #expect(open("https://chat.example/#/room/" + String(repeating: "a", count: 2_049)) == Opened("Home"))
    }
}
