import Foundation
import NavGraphRuntime
import Testing

/// A destination as generated, for the links below.
private struct Shown: NavGraphDestinationValue {
    private(set) var name: NavGraphNodeName
    private(set) var navGraphContext: (any Hashable & Sendable)?

    init(name: NavGraphNodeName, navGraphContext: (any Hashable & Sendable)?) {
        self.name = name
        self.navGraphContext = navGraphContext
    }

    static let navGraphDecoders: [NavGraphNodeName: NavGraphContextDecoder<Shown>] = [:]

    init(_ screen: String, _ context: some Hashable & Sendable) {
        self.init(name: NavGraphNodeName(rawValue: screen), context: context)
    }
}

/// A record read from a path segment and optional query items.
private struct Query: Hashable, Sendable {
    var keyword: String
    var page: Int?
}

/// An enum whose cases carry values, opened by `case:` links.
private enum Mode: Hashable, Sendable {
    case new, reply(Int), draft(String)
}

/// `NavGraphLinkTable.reads(_:)`: whether a URL could have opened a destination that came without
/// one (a notification, a restored state's link entry), each link written as the generator writes
/// it, with its `values` (`make` read backwards).
@Suite("Link matching: what a link could have opened")
struct LinkReadingTests {
    private static func link(
        _ screen: String, scheme: String? = nil, _ path: [NavGraphLink<Shown>.Segment], query: [(item: String, parameter: String)] = [],
        takesWholeURL: Bool = false, alternatives: [String] = [], through: [NavGraphLink<Shown>.Chained] = [],
        make: @escaping @Sendable (NavGraphLinkValues) throws -> Shown, values: @escaping NavGraphLink<Shown>.Values = { _ in [:] }
    ) -> NavGraphLink<Shown> {
        let placement = NavGraphPlacement<Shown>(screen: NavGraphNodeName(rawValue: screen), steps: [], arrival: .shown, start: { _, _ in })
        return NavGraphLink(
            scheme: scheme, path: path, query: query, takesWholeURL: takesWholeURL, placement: placement,
            alternatives: alternatives.map { NavGraphNodeName(rawValue: $0) }, through: through, make: make, values: values)
    }

    private static let table = NavGraphLinkTable<Shown>([
        link("Topic", [.literal("topics"), .parameter("name")], alternatives: ["Help"]) {
            Shown("Topic", try $0.value("name", as: String.self))
        } values: { $0.context(as: String.self).map { value in ["name": value] } },
        link("Item", [.literal("items"), .parameter("id")]) { Shown("Item", try $0.value("id", as: Int.self)) } values: {
            $0.context(as: Int.self).map { value in ["id": value] }
        },
        link("Search", [.literal("search"), .parameter("keyword")], query: [("page", "page")]) {
            Shown("Search", Query(keyword: try $0.value("keyword", as: String.self), page: try $0.optionalValue("page", as: Int.self)))
        } values: { $0.context(as: Query.self).map { value in ["keyword": value.keyword, "page": value.page] } },
        link("Files", [.literal("files"), .rest("path")]) { Shown("Files", try $0.value("path", as: String.self)) } values: {
            $0.context(as: String.self).map { value in ["path": value] }
        },
        link("AddFeed", scheme: "feed", [.rest("address")], takesWholeURL: true) {
            Shown("AddFeed", try $0.value("address", as: String.self))
        } values: { $0.context(as: String.self).map { value in ["address": value] } },
        link("Episodes", scheme: "feed", [.literal("episodes")]) { _ in Shown("Episodes", 0) },
        link("Editor", [.literal("compose")]) { _ in Shown("Editor", Mode.new) },
        link("Editor", [.literal("reply"), .parameter("status")]) { Shown("Editor", Mode.reply(try $0.value("status", as: Int.self))) } values: {
            guard case .reply(let value)? = $0.context(as: Mode.self) else { return nil }
            return ["status": value]
        },
        // "/feeds/{Timeline.feed}/{id}", through: [Timeline]: the chain shows Timeline first.
        link("Timeline", [.literal("feeds"), .parameter("Timeline.feed"), .parameter("id")], through: [
            .init(route: "article", make: { Shown("Timeline", try $0.value("Timeline.feed", as: String.self)) }, values: {
                $0.context(as: String.self).map { value in ["Timeline.feed": value] }
            }),
        ]) { Shown("Article", try $0.value("id", as: Int.self)) } values: { $0.context(as: Int.self).map { value in ["id": value] } },
    ])

    private func reads(_ destination: Shown) -> Bool {
        Self.table.reads(destination)
    }

    @Test("a text context is one a segment could carry: not empty, no '/', '%', control or dot segment, at most 2,048 bytes")
    func textOfOneSegment() {
        #expect(reads(Shown("Topic", "swift")))
        #expect(reads(Shown("Topic", "\u{FEFF}")), "a byte-order mark is text, as a URL gives it")
        #expect(!reads(Shown("Topic", "")))
        #expect(!reads(Shown("Topic", "a/b")))
        #expect(!reads(Shown("Topic", "100%")))
        #expect(!reads(Shown("Topic", "..")))
        #expect(!reads(Shown("Topic", "a\u{0}b")))
        #expect(!reads(Shown("Topic", "abc\u{202E}gpj")))
        #expect(reads(Shown("Topic", String(repeating: "a", count: 2_048))))
        #expect(!reads(Shown("Topic", String(repeating: "a", count: 2_049))))
    }

    @Test("a number, a record with an optional query item, and an enum case read back as their links read them")
    func typedContexts() {
        #expect(reads(Shown("Item", -3)))
        #expect(!reads(Shown("Item", "42")), "a context of another type than the link makes")
        #expect(reads(Shown("Search", Query(keyword: "lamp", page: nil))))
        #expect(reads(Shown("Search", Query(keyword: "lamp", page: 2))))
        #expect(!reads(Shown("Search", Query(keyword: "", page: 2))))
        #expect(reads(Shown("Editor", Mode.new)))
        #expect(reads(Shown("Editor", Mode.reply(7))))
        #expect(!reads(Shown("Editor", Mode.draft("text"))), "no link opens the editor with a draft")
    }

    @Test("the rest of a path: segments a URL could carry, within its bounds; a whole URL of the link's scheme")
    func restAndWholeURL() {
        #expect(reads(Shown("Files", "docs/intro.md")))
        #expect(reads(Shown("Files", "docs/\u{06D9}x")), "a '/' before a combining mark (one Character) still parts two segments")
        #expect(!reads(Shown("Files", "/etc/passwd")), "an absolute path starts with an empty segment")
        #expect(!reads(Shown("Files", "../../etc/passwd")))
        #expect(!reads(Shown("Files", "a//b")))
        #expect(!reads(Shown("Files", Array(repeating: "d", count: 65).joined(separator: "/"))))
        #expect(reads(Shown("AddFeed", "feed:https://example.com/rss?x=1")))
        #expect(!reads(Shown("AddFeed", "")))
        #expect(!reads(Shown("AddFeed", "feed:")))
        #expect(!reads(Shown("AddFeed", "shop://items/42")), "another scheme's URL")
        #expect(!reads(Shown("AddFeed", "feed:https://example.com/%00")))
        #expect(!reads(Shown("AddFeed", "feed://episodes")), "a path link of the scheme takes that URL first")
        #expect(!reads(Shown("AddFeed", "FEED://Episodes/")), "in any case, with a trailing '/'")
        #expect(reads(Shown("AddFeed", "feed://episodes/latest")))
    }

    @Test("a chain's first screen is read by the chain link, a chosen screen by the link that offers it, no other screen at all")
    func chainsAndChoices() {
        #expect(reads(Shown("Timeline", "swift")), "only the chain link shows Timeline")
        #expect(!reads(Shown("Timeline", "")))
        #expect(!reads(Shown("Article", 42)), "a route of Timeline pushes the chain's own screen: no link places it alone")
        #expect(reads(Shown("Help", "billing")), "offered by the topic link (or:), with its context")
        #expect(reads(Shown(name: NavGraphNodeName(rawValue: "Help"), navGraphContext: nil)), "or with none")
        #expect(!reads(Shown("Help", "a/b")))
        #expect(!reads(Shown("Nowhere", "x")), "a screen no link shows")
    }
}
