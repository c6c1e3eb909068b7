/// Where a chain (`through:` of a link or of a placement) opens: its first screen where that
/// screen's own first link, or its own placement, opens it, then each next screen by the one
/// `push` route of the screen before it.
extension LinkPlacer {
    /// The chain's placement, or why it has none: a screen of it is reported elsewhere
    /// (undeclared, a flow, an alert, its own screen, listed twice, unplaceable by its own link),
    /// the first screen has no link of its own without `through:`, or a screen has no route that
    /// pushes the next, or several.
    func placeChain(_ written: [Located<String>], of name: String) -> Outcome {
        let chain = written.map(\.value)
        let screens = chain.compactMap { graph.screen(named: $0) }
        guard screens.count == chain.count, Set(chain).count == chain.count, !chain.contains(name),
              !screens.contains(where: \.effectiveKind.isSystemOwned), let first = screens.first else { return .chainReportedElsewhere }
        // A placement beside a link without `through:` places the screen as the link does.
        guard let places = first.links.first(where: \.chain.isEmpty)?.places ?? first.placement.flatMap({ $0.chain.isEmpty ? $0.places : nil }) else {
            return .chainWithoutStart(first: first.name.value)
        }
        guard case .placed(var placement) = placeLink(in: places.map(\.value), of: first.name.value) else { return .chainReportedElsewhere }
        var pushes: [LinkPlacement.ChainPush] = []
        for (index, below) in screens.enumerated() {
            let next = index + 1 < screens.count ? screens[index + 1].name.value : name
            let routes = below.routes.filter { $0.style.value == .push && $0.destination.value == next }
            let from = below.name.value
            guard let route = routes.first else { return .chainGap(index: index, from: from, next: next) }
            guard routes.count == 1 else { return .chainFork(index: index, from: from, next: next, routes: routes) }
            pushes.append(.init(route: route.name.value, screen: next))
        }
        placement.chain = pushes
        return .placed(placement)
    }
}
