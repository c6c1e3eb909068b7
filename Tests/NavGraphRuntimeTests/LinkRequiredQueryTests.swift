import Foundation
import NavGraphRuntime
import Testing

/// Links of one path told apart by the query items they require (docs/Language.md, Links,
/// "Query items that tell links apart"): the one requiring more is tried first, and is skipped
/// when the URL lacks one of its items.
@Suite("Link matching by required query items")
struct LinkRequiredQueryTests {
    private static func link(
        _ screen: String, _ path: [NavGraphLink<Opened>.Segment], query: [(item: String, parameter: String)] = [], requiring: Set<String> = [],
        make: @escaping @Sendable (NavGraphLinkValues) throws -> Opened
    ) -> NavGraphLink<Opened> {
        let placement = NavGraphPlacement<Opened>(screen: NavGraphNodeName(rawValue: screen), steps: [], arrival: .shown, start: { _, _ in })
        return NavGraphLink(path: path, query: query, requiring: requiring, placement: placement, make: make)
    }

    /// NetNewsWire's `nnw://showunread` beside `nnw://showunread?id=…`, listed with the smart
    /// feed first (the order of the graph's screens), and a search that requires `q` beside one
    /// that requires `q` and `feed` and reads `page` as optional.
    private static let table = NavGraphLinkTable<Opened>([
        link("SmartFeed", [.literal("showunread")]) { _ in Opened("SmartFeed") },
        link("Article", [.literal("showunread")], query: [("id", "id")], requiring: ["id"]) {
            Opened("Article", String(try $0.value("id", as: Int.self)))
        },
        link("Search", [.literal("search")], query: [("q", "text"), ("page", "page")], requiring: ["q"]) {
            Opened("Search", try $0.value("text", as: String.self), (try $0.optionalValue("page", as: Int.self)).map(String.init) ?? "-")
        },
        link("FeedSearch", [.literal("search")], query: [("q", "text"), ("feed", "feed")], requiring: ["q", "feed"]) {
            Opened("FeedSearch", try $0.value("text", as: String.self), try $0.value("feed", as: String.self))
        },
        link("Folder", [.literal("folders"), .rest("path")]) { Opened("Folder", try $0.value("path", as: String.self)) },
        link("FolderFile", [.literal("folders"), .rest("path")], query: [("file", "file")], requiring: ["file"]) {
            Opened("FolderFile", try $0.value("path", as: String.self), try $0.value("file", as: String.self))
        },
    ])

    private func open(_ text: String) -> Opened? {
        URL(string: text).flatMap { Self.table.match($0)?.destination }
    }

    @Test("the link requiring the item opens when the URL carries it, whatever the order of the links")
    func requiredItemWins() {
        #expect(open("nnw://showunread?id=42") == Opened("Article", "42"))
        #expect(open("nnw://showunread") == Opened("SmartFeed"))
        #expect(open("nnw://showunread?id=") == Opened("SmartFeed"), "an empty item is absent")
        #expect(open("nnw://showunread?other=1") == Opened("SmartFeed"), "an item no link names is ignored")
    }

    /// Foundation's `queryItems` drops a leading byte-order mark from a name (found by the links
    /// fuzz target); a link reads every byte the URL spells, so `%EF%BB%BFid` is not `id`.
    @Test("an item's name is read byte for byte: a byte-order mark before it makes another name")
    func nameReadExactly() {
        #expect(open("nnw://showunread?%EF%BB%BFid=42") == Opened("SmartFeed"))
        #expect(open("nnw://showunread?id=&%EF%BB%BFid=42") == Opened("SmartFeed"))
        #expect(open("nnw://showunread?%EF%BB%BFid=7&id=42") == Opened("Article", "42"))
    }

    @Test("an item that does not read as its type tries the next link, as a path's value does")
    func unreadableItemFallsBack() {
        #expect(open("nnw://showunread?id=abc") == Opened("SmartFeed"))
    }

    @Test("of links requiring nested sets of items, the one requiring most that the URL carries opens")
    func nestedRequirements() {
        #expect(open("nnw://search?q=rss&feed=daring") == Opened("FeedSearch", "rss", "daring"))
        #expect(open("nnw://search?q=rss&page=2") == Opened("Search", "rss", "2"))
        #expect(open("nnw://search?feed=daring&q=rss&page=2") == Opened("FeedSearch", "rss", "daring"))
        #expect(open("nnw://search?feed=daring") == nil, "'q' is required by both")
    }

    @Test("links taking the rest of the path are told apart the same way")
    func restOfThePath() {
        #expect(open("nnw://folders/a/b?file=c") == Opened("FolderFile", "a/b", "c"))
        #expect(open("nnw://folders/a/b") == Opened("Folder", "a/b"))
    }
}
