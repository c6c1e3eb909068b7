/// Where a chain link (`through:`) opens: its first screen where that screen's own first link
/// opens it, then each next screen by the one `push` route of the screen before it.
extension LinkPlacementChecker {
    /// The chain's placement, or `nil` when a screen of it is reported elsewhere (undeclared, a
    /// flow, an alert, its own screen, listed twice, unplaceable by its own link) or here:
    /// `unplaceable-link` when the first screen has no link of its own without `through:`, or a
    /// screen has no route that pushes the next; `invalid-link` when it has several.
    static func placeChain(
        _ link: Link, of name: String, _ graph: Graph, _ placer: LinkPlacer, diagnostics: inout DiagnosticBag
    ) -> LinkPlacement? {
        let chain = link.chain.map(\.value)
        let screens = chain.compactMap { graph.screen(named: $0) }
        guard screens.count == chain.count, Set(chain).count == chain.count, !chain.contains(name),
              !screens.contains(where: \.effectiveKind.isDialog), let first = screens.first else { return nil }
        let text = DiagnosticText.excerpt(link.pattern.value.text)
        guard let own = first.links.first(where: \.chain.isEmpty) else {
            diagnostics.add(
                .unplaceableLink,
                "link '\(text)' shows '\(first.name.value)' first, but no link of '\(first.name.value)' without 'through' says where it opens; give '\(first.name.value)' a link of its own",
                at: link.chain[0].range)
            return nil
        }
        guard case .placed(var placement) = placer.place(in: own.flow?.value, of: first.name.value) else { return nil }
        var pushes: [LinkPlacement.ChainPush] = []
        for (index, below) in screens.enumerated() {
            let next = index + 1 < screens.count ? screens[index + 1].name.value : name
            let routes = below.routes.filter { $0.style.value == .push && $0.destination.value == next }
            let from = below.name.value
            guard let route = routes.first else {
                diagnostics.add(
                    .unplaceableLink,
                    "link '\(text)' shows '\(from)', then '\(next)', but '\(from)' has no route that pushes '\(next)': the chain would be a stack that no route produces; give '\(from)' a push route to '\(next)', or list the screens between them in 'through'",
                    at: link.chain[index].range)
                return nil
            }
            guard routes.count == 1 else {
                diagnostics.add(
                    .invalidLink,
                    "link '\(text)' shows '\(from)', then '\(next)', but '\(from)' has \(routes.count) routes that push '\(next)' (\(DiagnosticText.list(routes.map(\.name.value)))); a chain follows one, so keep one",
                    at: link.chain[index].range,
                    notes: routes.map { DiagnosticNote("route '\($0.name.value)' is declared here", at: $0.name.location) })
                return nil
            }
            pushes.append(.init(route: route.name.value, screen: next))
        }
        placement.chain = pushes
        return placement
    }
}
