/// The cases a placement's chain opens its screens with (`through: [{ screen: Timeline, case:
/// feed }]`): each names a case of the screen's enum context, whose payload the chain's opener
/// takes, or `invalid-link` (with did-you-mean for a case the enum lacks).
extension PlacementChecker {
    static func checkChainCases(of placement: ScreenPlacement, of name: String, in graph: Graph, diagnostics: inout DiagnosticBag) {
        guard !placement.chainCases.isEmpty else { return }
        let resolver = TypeResolver(graph: graph)
        // In the order written, so that messages come in the order of the file.
        for chained in placement.chain {
            guard let chosen = placement.chainCases[chained.value], let screen = graph.screen(named: chained.value) else { continue }
            guard let context = screen.context else {
                diagnostics.add(
                    .invalidLink,
                    "the placement of '\(name)' opens '\(chained.value)' with case '\(chosen.value)', but '\(chained.value)' takes no context; list it by name",
                    at: chosen.range)
                continue
            }
            let note = DiagnosticNote("'\(chained.value)' takes '\(context.value)' here", at: context.location)
            guard case .named(let type)? = resolver.canonical(context.value), case .enumeration(let cases)? = graph.type(named: type)?.kind else {
                // An undeclared or broken type is reported where it is written.
                if resolver.canonical(context.value) != nil {
                    diagnostics.add(
                        .invalidLink,
                        "'case' applies only to a screen whose context is an enum; '\(chained.value)' takes '\(context.value)', which the app gives whole: list it by name",
                        at: chosen.range, notes: [note])
                }
                continue
            }
            if !cases.contains(where: { $0.name.value == chosen.value }) {
                let hint = diagnostics.didYouMean(chosen.value, among: cases.map(\.name.value))
                diagnostics.add(.invalidLink, "'\(context.value)' has no case '\(chosen.value)'\(hint)", at: chosen.range, notes: [note])
            }
        }
    }
}
