import Foundation

/// The graph's links, matched through `NavGraphLinkMatcher` (NavGraphVocabulary, which the
/// compiler matches with too): a URL's destination is read from the first candidate link whose
/// parameters read as their types, and a value that does not read does not match, so the next
/// candidate is tried. Matching itself (origins, segments, decoding, precedence) is described
/// there and in docs/Language.md.
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

        /// Whether the app is asked what the link opens: it lists other screens, or the system may
        /// open its URL instead.
        public var asksTheApp: Bool { !alternatives.isEmpty || choice.systemMayOpen }
    }

    private let links: [NavGraphLink<Destination>]
    private let matcher: NavGraphLinkMatcher
    private var firstPlacement: [NavGraphNodeName: Int] = [:]

    /// Builds the trie; of two links with the same path (which the compiler refuses), the first
    /// counts. With `origins`, only URLs of those schemes and domains match; without (a graph
    /// that declares none), URLs of any scheme and host do.
    public init(_ links: [NavGraphLink<Destination>], origins: NavGraphLinkOrigins? = nil) {
        self.links = links
        matcher = NavGraphLinkMatcher(links.map(\.pattern), origins: origins)
        for (index, link) in links.enumerated() {
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
        matcher.match(url) { index, texts in make(links[index], texts) }
    }

    private func make(_ link: NavGraphLink<Destination>, _ texts: [String: String]) -> Match? {
        let values = NavGraphLinkValues(texts)
        guard let destination = try? link.make(values) else { return nil }
        var through: [NavGraphChainedScreen<Destination>] = []
        for chained in link.through {
            guard let shown = try? chained.make(values) else { return nil }
            through.append(NavGraphChainedScreen(destination: shown, route: chained.route))
        }
        return Match(destination: destination, placement: link.placement, alternatives: link.alternatives, choice: link.choice, through: through)
    }
}
