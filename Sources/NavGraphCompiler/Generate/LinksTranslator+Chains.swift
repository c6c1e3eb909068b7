/// The navigator's openers of chains the app opens without a URL (`placement:` with
/// `through:`): one per screen, typed by the contexts of the chain's screens, which no URL gives.
extension LinksTranslator {
    /// `openArticle(_ context: ArticleID, through screen0: SidebarItem)` (or `feed screen0: FeedID`
    /// for a screen the chain opens with its case `feed`): opens the chain's first
    /// screen where its placement says, then each next by its route, the screen last, in one
    /// transition, as a chain link does.
    func chainOpeners() -> [SwiftDeclaration] {
        plan.unlinkedChains.map { chain in
            let screens = chain.placement.chain.map(\.screen).dropLast()
            let first = [chain.placement.screen] + screens
            var parameters = chain.screen.context.map { ["_ context: \(types.spelling($0.value))"] } ?? []
            var through: [String] = []
            for (index, pushed) in chain.placement.chain.enumerated() {
                let shown = first[index]
                let member = GeneratedNames.nodeMember(shown)
                // Named apart from `context` and each other.
                let name = "screen\(index)"
                let destination: String
                if let chosen = chain.screen.placement?.chainCases[shown]?.value {
                    // The case fixed by the graph; the app gives what it carries, labelled by the case.
                    let enumCase = SwiftName.identifier(chosen)
                    let payload = casePayload(of: shown, chosen)
                    if let payload { parameters.append("\(enumCase) \(name): \(types.spelling(payload))") }
                    destination = ".\(member)(.\(enumCase)" + (payload == nil ? ")" : "(\(name)))")
                } else {
                    let context = graph.screen(named: shown)?.context
                    // Labelled by the screen (the first `through`).
                    if let context { parameters.append("\(index == 0 ? "through" : member) \(name): \(types.spelling(context.value))") }
                    destination = "." + member + (context == nil ? "" : "(\(name))")
                }
                through.append("NavGraphChainedScreen(destination: \(destination), route: \(SwiftEscaper.stringLiteral(pushed.route)))")
            }
            let member = GeneratedNames.nodeMember(chain.screen.name.value)
            let destination = "." + member + (chain.screen.context == nil ? "" : "(context)")
            let names = first.map { "`\($0)`" }.joined(separator: ", then ")
            return .function(
                doc: "Opens \(names), then `\(chain.screen.name.value)` (from a notification, Handoff, an intent) as its placement without a URL says:"
                    + " the first where it opens by destination, each next by its route, all in one transition, with the contexts given."
                    + " Returns whether it is shown now (see `open(_:)`).",
                attributes: ["@discardableResult"], signature: "\(GeneratedNames.chainOpener(chain.screen.name.value))(\(parameters.joined(separator: ", "))) -> Swift.Bool",
                body: [
                    .block(opening: "let placement = NavGraphPlacement<NavGraphDestination>(", body: placementArguments(chain.placement.screen, chain.placement, way: chain.way), closing: ")"),
                    .block(opening: "return navigation.open(\(destination), placement: placement, through: [", body: through.map { .line($0 + ",") }, closing: "])"),
                ])
        }
    }

    /// What case `chosen` of `screen`'s enum context carries (`PlacementChecker` made sure it is one).
    private func casePayload(of screen: String, _ chosen: String) -> TypeExpression? {
        guard let context = graph.screen(named: screen)?.context, case .named(let type)? = resolver.canonical(context.value),
              case .enumeration(let cases)? = graph.type(named: type)?.kind else { return nil }
        return cases.first { $0.name.value == chosen }?.payload?.value
    }
}
