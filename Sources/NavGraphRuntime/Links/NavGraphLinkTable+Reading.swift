import Foundation

extension NavGraphLinkTable where Destination: NavGraphDestinationValue {
    /// Whether a URL could have opened `destination` through one of the graph's links: a link of
    /// its screen, a chain link that shows it first (`through:`), or a link that may open it
    /// instead of its own (`or:`, with the link's context or none). Its context is read back into
    /// text (`NavGraphLink.values`), the text must be what matching hands over (a value of one
    /// segment or query item, a rest within its bounds: `NavGraphLinkText`; a whole URL that
    /// matching takes to that link), and the link must make exactly that context from it.
    ///
    /// A destination that comes without a URL is checked by it: a notification opens only what
    /// a link could have opened, and a restored state's entry that a link opened is refused
    /// otherwise (`NavGraphRestoreError.notLinkValue`), so that no saved state shows a context
    /// that no URL could give (an empty topic, a path with `..` in it).
    public func reads(_ destination: Destination) -> Bool {
        linksReaching[destination.name, default: []].contains { index in
            let link = links[index]
            guard link.placement.screen == destination.name else {
                // The app's choice of another screen: it takes the link's context, or none.
                guard destination.navGraphContext != nil else { return true }
                return bind(destination, index, link.values, link.make).map { made in
                    Destination(name: destination.name, navGraphContext: made.navGraphContext) == destination
                } ?? false
            }
            // A chain link's placement shows its first screen, which its first chained screen makes.
            let made = link.through.first.map { bind(destination, index, $0.values, $0.make) } ?? bind(destination, index, link.values, link.make)
            return made == destination
        }
    }

    /// What the link at `index` makes from the text of the values that `values` reads back from
    /// `destination`; `nil` when it reads none, or a text is not one matching could hand over.
    private func bind(
        _ destination: Destination, _ index: Int, _ values: NavGraphLink<Destination>.Values,
        _ make: @Sendable (NavGraphLinkValues) throws -> Destination
    ) -> Destination? {
        guard let bound = values(destination) else { return nil }
        let texts = bound.compactMapValues { $0?.navGraphLinkText }
        guard texts.allSatisfy({ isText($1, of: $0, inLink: index) }) else { return nil }
        return try? make(NavGraphLinkValues(texts))
    }

    /// Whether matching a URL could hand `text` to `parameter` of the link at `index`, by where
    /// the pattern reads it: one segment of the path or the fragment, the rest of either, the whole
    /// URL, or a query value.
    private func isText(_ text: String, of parameter: String, inLink index: Int) -> Bool {
        let link = links[index]
        for segment in link.path + (link.fragment ?? []) {
            switch segment {
            case .literal: continue
            case .parameter(let name) where name == parameter:
                return NavGraphLinkText.isValue(text, inPath: true)
            case .rest(let name) where name == parameter:
                guard link.takesWholeURL else { return NavGraphLinkText.isRest(text) }
                // The URL as matching hands it over (as received), and one matching takes to this
                // link: of its scheme, and taken by no path link of that scheme first
                // (`feed://episodes` opens Episodes, so it is no feed's address).
                guard let url = URL(string: text), url.absoluteString == text else { return false }
                return match(url)?.link == index
            case .parameter, .rest: continue
            }
        }
        return link.query.contains { $0.parameter == parameter } && NavGraphLinkText.isValue(text, inPath: false)
    }
}
