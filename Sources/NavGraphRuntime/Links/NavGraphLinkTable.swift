import Foundation

/// The graph's links, matched through `NavGraphLinkMatcher` (NavGraphVocabulary, which the
/// compiler matches with too): a URL's destination is read from the first candidate link whose
/// parameters read as their types, and a value that does not read does not match, so the next
/// candidate is tried; an absent or empty query item leaves an optional field `nil` and fails a
/// required one. Matching itself (origins, host-less URLs, segments, decoding, the rest's bounds,
/// precedence) is described there and in docs/Language.md.
public struct NavGraphLinkTable<Destination: Sendable>: Sendable {
    /// A URL's destination and the placement of the link it matched.
    public struct Match: Sendable {
        /// The destination, with its context read from the URL.
        public var destination: Destination
        /// Where the matched link shows it.
        public var placement: NavGraphPlacement<Destination>
        /// The other screens the matched link may open instead, as the app chooses (`or:`).
        public var alternatives: [NavGraphNodeName]
        /// How the app answers what the matched link opens (`orSystem:`, `await:`).
        public var choice = NavGraphLinkChoice()
        /// For a chain link (`through:`), the screens it shows before the destination's, each
        /// with its context read from the URL; the placement shows the first.
        public var through: [NavGraphChainedScreen<Destination>] = []
        /// The link that matched, an index into `links`.
        let link: Int

        /// Whether the app is asked what the link opens: it lists other screens, or the system may
        /// open its URL instead.
        public var asksTheApp: Bool { !alternatives.isEmpty || choice.systemMayOpen }
    }

    /// The links, in the order given.
    let links: [NavGraphLink<Destination>]
    /// The links that may show each screen: its own, the chain links that show it first, and the
    /// links that may open it instead of their own (`or:`), each an index into `links`.
    private(set) var linksReaching: [NavGraphNodeName: [Int]] = [:]
    private let matcher: NavGraphLinkMatcher
    private var firstPlacement: [NavGraphNodeName: Int] = [:]

    /// Builds the matcher's trie; of two links with the same path (which the compiler refuses),
    /// the first counts. With `origins`, only URLs of those schemes and domains match; without (a
    /// graph that declares none), URLs of any scheme and host do.
    public init(_ links: [NavGraphLink<Destination>], origins: NavGraphLinkOrigins? = nil) {
        self.links = links
        matcher = NavGraphLinkMatcher(links.map(\.pattern), origins: origins)
        for (index, link) in links.enumerated() {
            for screen in [link.placement.screen] + link.alternatives where linksReaching[screen]?.last != index {
                linksReaching[screen, default: []].append(index)
            }
            // A chain link's placement is its first screen's, which that screen's own link gives.
            if link.through.isEmpty, firstPlacement[link.placement.screen] == nil { firstPlacement[link.placement.screen] = index }
        }
    }

    /// The placement of the first link of `screen` that opens no chain: where `open(_:)` shows a
    /// destination that came without a URL (a push notification). `nil` for a screen without such
    /// links.
    public func placement(of screen: NavGraphNodeName) -> NavGraphPlacement<Destination>? {
        firstPlacement[screen].map { links[$0].placement }
    }

    /// The destination `url` opens, or `nil` when it matches no link.
    public func match(_ url: URL) -> Match? {
        matcher.match(url) { index, texts in make(index, texts) }
    }

    /// The destination (and chain) the link at `index` reads from a candidate's texts; `nil` when
    /// one does not read as its type or a required one is missing.
    private func make(_ index: Int, _ texts: [String: String]) -> Match? {
        let link = links[index]
        let values = NavGraphLinkValues(texts)
        guard let destination = try? link.make(values) else { return nil }
        var through: [NavGraphChainedScreen<Destination>] = []
        for chained in link.through {
            guard let shown = try? chained.make(values) else { return nil }
            through.append(NavGraphChainedScreen(destination: shown, route: chained.route))
        }
        return Match(destination: destination, placement: link.placement, alternatives: link.alternatives, choice: link.choice, through: through, link: index)
    }
}
