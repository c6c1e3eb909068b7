/// Checks a screen's placement without a URL (`placement:`) beyond where it places the screen
/// (`LinkPlacementChecker`'s): `unplaceable-link` when it places the screen elsewhere than its
/// first link without `through:` (a restored state opens it in one place); `invalid-structure` on
/// a dialog or system sheet (only a route presents one), or a screen of its chain listed twice;
/// `invalid-link` for a screen of its chain that is a flow, a dialog or system sheet, or the screen
/// itself, or a case of its chain that the screen's enum context lacks (`PlacementChecker+Cases`).
/// An undeclared name is `ReferenceChecker`'s. A sub-flow's placement places it where its
/// root's placement (which opens the sub-flow) does, or `unplaceable-link`.
enum PlacementChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        checkScreens(analyzed, diagnostics: &diagnostics)
        guard analyzed.everyWayIsKnown else { return }
        let placements = analyzed.analysis.unlinkedPlacements
        for flow in analyzed.graph.flows {
            guard let written = flow.placement, let own = placements[flow.name.value],
                  let root = flow.children.first?.value, var rooted = placements[root], rooted.subflowRoot == root else { continue }
            rooted.subflowRoot = nil
            if rooted != own {
                diagnostics.add(
                    .unplaceableLink,
                    "the placement of '\(flow.name.value)' opens it elsewhere than the placement of its root '\(root)' does, which opens the sub-flow too, and a restored state opens it again in one place: give both one 'in:', or leave one out",
                    at: written.key.range,
                    notes: analyzed.graph.screen(named: root)?.placement.map { [DiagnosticNote("the placement of '\(root)' is written here", at: $0.key.location)] } ?? [])
            }
        }
    }

    private static func checkScreens(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let graph = analyzed.graph
        for screen in graph.screens {
            guard let placement = screen.placement else { continue }
            let name = screen.name.value
            if screen.effectiveKind.isSystemOwned {
                diagnostics.add(
                    .invalidStructure,
                    "\(screen.effectiveKind.described) '\(name)' takes no placement: only a route presents it, over the screen that opens it",
                    at: placement.key.range)
                continue
            }
            // A restored state opens the screen again in one place, which its first link says too.
            if analyzed.everyWayIsKnown, let link = screen.links.first(where: \.chain.isEmpty),
               var linked = analyzed.analysis.linkPlacements[name]?.first(where: \.chain.isEmpty),
               var own = analyzed.analysis.unlinkedPlacements[name], own.chain.isEmpty {
                (linked.subflowRoot, own.subflowRoot) = (nil, nil)
                if linked != own {
                    diagnostics.add(
                        .unplaceableLink,
                        "the placement of '\(name)' opens it elsewhere than its link '\(link.written)' does, and a restored state opens it again in one place: give the placement the link's 'in:', or leave 'placement' out and let the link's place serve",
                        at: placement.key.range,
                        notes: [DiagnosticNote("link '\(link.written)' is written here", at: link.pattern.location)])
                }
            }
            ReferenceChecker.reportListedTwice(placement.chain, in: "'through' of the placement of '\(name)'", diagnostics: &diagnostics)
            checkChainCases(of: placement, of: name, in: graph, diagnostics: &diagnostics)
            for chained in placement.chain where graph.declaresNode(chained.value) {
                let problem: String? = if let other = graph.screen(named: chained.value) {
                    chained.value == name ? "it is the screen the placement opens last; 'through' lists the screens shown before it"
                        : other.effectiveKind.isSystemOwned ? "'\(chained.value)' is \(other.effectiveKind.described), which only a route presents" : nil
                } else {
                    "'\(chained.value)' is a flow; 'through' lists screens"
                }
                if let problem {
                    diagnostics.add(.invalidLink, "the placement of '\(name)' shows '\(chained.value)' before it, but \(problem)", at: chained.range)
                }
            }
        }
    }
}
