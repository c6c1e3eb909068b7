/// Reports, from where `LinkPlacer` placed each link (`GraphAnalysis.linkOutcomes`),
/// `unplaceable-link`: no way from the entry shows the screen, it can be shown in several flows
/// and the link has no `in:`, or `in:` names a flow it cannot be shown in, a link's alternative
/// (`or:`) has no link of its own, or a chain (`through:`) has no place to start or no route
/// between two of its screens; `invalid-link` where a chain could follow several routes; and
/// `link-skips-screens`. A screen's placement without a URL (`placement:`) is reported as its
/// links are, and a flow's too.
enum LinkPlacementChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        guard analyzed.everyWayIsKnown else { return }
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        // What each stack root pushes, found once: a list that pushes a thousand linked rooms
        // would otherwise have its routes searched for each link.
        var pushed: [String: Set<String>] = [:]
        // By index, each field read in place: a loop over the screens copies each one out.
        for index in graph.screens.indices where !graph.screens[index].links.isEmpty {
            let name = graph.screens[index].name.value
            let outcomes = analysis.linkOutcomes[name] ?? []
            // A pattern the link answered before is placed as the link is: reported once, there.
            for (linkIndex, outcome) in zip(graph.screens[index].links.indices, outcomes) where graph.screens[index].links[linkIndex].replacedBy == nil {
                if case .placed(let placement) = outcome, graph.screens[index].links[linkIndex].chain.isEmpty {
                    reportSkippedScreens(graph.screens[index].links[linkIndex], of: name, placement, analyzed, pushed: &pushed, diagnostics: &diagnostics)
                }
                report(
                    outcome, of: PlacedSubject(graph.screens[index].links[linkIndex]), name: name, context: graph.screens[index].context, analyzed,
                    diagnostics: &diagnostics)
            }
        }
        for index in graph.screens.indices {
            guard let placement = graph.screens[index].placement, let outcome = analysis.unlinkedOutcomes[graph.screens[index].name.value] else { continue }
            let name = graph.screens[index].name.value
            report(outcome, of: PlacedSubject(placement, of: name), name: name, context: graph.screens[index].context, analyzed, diagnostics: &diagnostics)
        }
        // A flow's placement is placed as an `open` route to the flow is, and reported as a screen's.
        for flow in graph.flows {
            guard let placement = flow.placement, let outcome = analysis.unlinkedOutcomes[flow.name.value] else { continue }
            report(outcome, of: PlacedSubject(placement, of: flow.name.value), name: flow.name.value, context: flow.context, analyzed, diagnostics: &diagnostics)
        }
        reportUnplacedAlternatives(graph, diagnostics: &diagnostics)
    }

    /// Reports what stops `subject` (a link, or a screen's or flow's placement without a URL) of
    /// the screen or flow `name`, which takes `context`, from being placed.
    private static func report(
        _ outcome: LinkPlacer.Outcome, of subject: @autoclosure () -> PlacedSubject, name: String, context: Located<TypeExpression>?,
        _ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag
    ) {
        // Nearly every link is placed: its words are put together only for a message.
        switch outcome {
        case .placed, .chainReportedElsewhere: return
        case .unreachable, .linkOnly, .insideSubflow, .subflowContextDiffers, .several, .notIn, .chainWithoutStart, .chainGap, .chainFork: break
        }
        let subject = subject()
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        switch outcome {
        case .placed, .chainReportedElsewhere:
            break
        case .unreachable:
            diagnostics.add(
                .unplaceableLink,
                "\(subject.described) cannot be opened: no way from the entry '\(graph.entry.value)' shows '\(name)'",
                at: subject.range)
        case .linkOnly(let stacks):
            let advice = stacks.first.map { "name the stack flow \(subject.itself) pushes it onto with 'in:', as in \(subject.naming($0))" }
                ?? "no stack flow is shown from the entry for a link to push it onto; add a route to it"
            diagnostics.add(
                .unplaceableLink,
                "\(subject.described) cannot be opened: no route shows '\(name)', and \(subject.itself) does not say where it goes; \(advice)",
                at: subject.range)
        case .insideSubflow(let subflow):
            let roots = graph.flow(named: subflow)?.children.map(\.value) ?? []
            let advice = roots.count == 1 && graph.screen(named: roots[0]) != nil
                ? "link '\(roots[0])', and open '\(name)' through it with 'through: [\(roots[0])]'"
                : "link the screen that pushes '\(subflow)'"
            diagnostics.add(
                .unplaceableLink,
                "\(subject.described) cannot be opened: '\(name)' is inside the sub-flow '\(subflow)', which opens at its root with its context; \(advice)",
                at: subject.range)
        case .subflowContextDiffers(let subflow):
            let flow = graph.flow(named: subflow)
            let takes = flow?.context.map { "takes '\($0.value)'" } ?? "takes no context"
            let own = context.map { "'\(name)' takes '\($0.value)'" } ?? "'\(name)' takes none"
            diagnostics.add(
                .unplaceableLink,
                "\(subject.described) opens the sub-flow '\(subflow)' at its root '\(name)', and \(subject.value) starts both, but '\(subflow)' \(takes) and \(own); give them one context type",
                at: subject.range,
                notes: flow.map { [DiagnosticNote("'\(subflow)' is declared here", at: $0.name.location)] } ?? [])
        case .several(let flows):
            diagnostics.add(
                .unplaceableLink,
                "\(subject.described) could show '\(name)' in \(DiagnosticText.list(flows)); name one with 'in:', as in \(subject.naming(flows[0]))",
                at: subject.range,
                notes: flows.compactMap { graph.flow(named: $0) }.map { DiagnosticNote("'\($0.name.value)' is declared here", at: $0.name.location) })
        case .notIn(let flow, let options):
            let hint = diagnostics.didYouMean(flow, among: options)
            let choices = PlacementAdvice.notIn(name, flow: flow, options: options, in: graph, linkOnlyNames: analysis.linkOnlyNames)
            diagnostics.add(
                .unplaceableLink,
                "\(subject.described) names 'in: \(flow)', but '\(name)' cannot be shown in '\(flow)'; \(choices)\(hint)",
                at: subject.places.first { $0.value == flow }?.location ?? subject.range.start)
        case .chainWithoutStart(let first):
            diagnostics.add(
                .unplaceableLink,
                "\(subject.described) shows '\(first)' first, but no link of '\(first)' without 'through', nor a placement of its own, says where it opens; give '\(first)' a link or a 'placement'",
                at: subject.chain[0].range)
        case .chainGap(let index, let from, let next):
            diagnostics.add(
                .unplaceableLink,
                "\(subject.described) shows '\(from)', then '\(next)', but '\(from)' has no route that pushes '\(next)': the chain would be a stack that no route produces; give '\(from)' a push route to '\(next)', or list the screens between them in 'through'",
                at: subject.chain[index].range)
        case .chainFork(let index, let from, let next, let routes):
            diagnostics.add(
                .invalidLink,
                "\(subject.described) shows '\(from)', then '\(next)', but '\(from)' has \(routes.count) routes that push '\(next)' (\(DiagnosticText.list(routes.map(\.name.value)))); a chain follows one, so keep one",
                at: subject.chain[index].range,
                notes: routes.map { DiagnosticNote("route '\($0.name.value)' is declared here", at: $0.name.location) })
        }
    }

    /// `unplaceable-link` at a link's alternative (`or:`) that has no link of its own: it opens
    /// where its own first link opens it, as a restored state opens it again.
    private static func reportUnplacedAlternatives(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        // By index, each field read in place: a loop over the screens copies each one out.
        for index in graph.screens.indices {
            for link in graph.screens[index].links.indices {
                for alternative in graph.screens[index].links[link].alternatives {
                    guard let other = graph.indexOfScreen(named: alternative.value), graph.screens[other].links.isEmpty,
                          !graph.screens[other].effectiveKind.isSystemOwned, other != index else { continue }
                    diagnostics.add(
                        .unplaceableLink,
                        "link '\(DiagnosticText.excerpt(graph.screens[index].links[link].pattern.value.text))' may open '\(alternative.value)' instead, but no link of '\(alternative.value)' says where it opens; give '\(alternative.value)' a link of its own",
                        at: alternative.range)
                }
            }
        }
    }

    /// `link-skips-screens`: a link pushes its screen right above the stack's root (the stack
    /// `[FeedList, Article]`), but the root pushes no such screen; the screens that do (Timeline)
    /// are not below it, so Back skips them. A screen only links show is pushed there by design.
    /// A stack whose root the app chooses is pushed onto above whichever root shows, so each root
    /// counts: one that does not push the screen skips screens, and the screen itself, when it is
    /// one of the roots, would show twice. A root that is a container counts through the screens
    /// it shows, whose pushes go onto the stack.
    private static func reportSkippedScreens(
        _ link: Link, of name: String, _ placement: LinkPlacement, _ analyzed: AnalyzedGraph, pushed: inout [String: Set<String>],
        diagnostics: inout DiagnosticBag
    ) {
        let graph = analyzed.graph
        guard placement.arrival == .pushed, !analyzed.analysis.linkOnlyNames.contains(name),
              let stackIndex = placement.flow.flatMap(graph.indexOfFlow(named:)) else { return }
        // A root that is a flow a stack holds (a container) pushes through the screens it shows.
        func screensAt(_ root: String) -> [String] { graph.namesShown(from: [root]).filter(graph.declaresScreen) }
        // Read by name, in place: this runs for every pushed link, and each screen or flow copied
        // out of its list retains every array it holds.
        let roots = graph.flows[stackIndex].children.map(\.value).filter { root in
            let screens = screensAt(root)
            return !screens.isEmpty && !screens.contains { screen in
                let destinations = pushed[screen] ?? Set((graph.routes(ofScreen: screen) ?? []).lazy.filter { $0.style.value == .push }.map(\.destination.value))
                pushed[screen] = destinations
                // A link of a sub-flow's root pushes the sub-flow (`placement.screen`).
                return destinations.contains(placement.screen)
            }
        }
        guard !roots.isEmpty else { return }
        let stack = graph.flows[stackIndex]
        let text = link.written
        let above = stack.choosesRoot ? "above whichever root of '\(stack.name.value)' shows; when that is" : "right above"
        if roots.contains(name) {
            diagnostics.add(
                .linkSkipsScreens,
                "link '\(text)' pushes '\(name)' \(above) '\(name)' itself, the stack shows it twice, one above the other; link a screen it pushes instead, or take '\(name)' out of the roots of '\(stack.name.value)'",
                at: link.pattern.range)
        }
        let skipping = roots.filter { $0 != name }
        guard !skipping.isEmpty, let pushers = analyzed.analysis.pushers[name] else { return }
        let root = stack.choosesRoot
            ? DiagnosticText.list(skipping, conjunction: "or") + ","
            : "'\(skipping[0])', the root of '\(stack.name.value)',"
        let notPushing = skipping.count > 1 ? "which do not push it" : !graph.declaresScreen(skipping[0]) ? "none of whose screens pushes it" : "which does not push it"
        let giver = skipping.count > 1 ? "each" : !graph.declaresScreen(skipping[0]) ? "one of " + DiagnosticText.list(screensAt(skipping[0])) : "'\(skipping[0])'"
        diagnostics.add(
            .linkSkipsScreens,
            "link '\(text)' pushes '\(name)' \(above) \(root) \(notPushing): Back from '\(name)' skips \(DiagnosticText.list(pushers)), which \(pushers.count == 1 ? "pushes" : "push") it; link to \(pushers.count == 1 ? DiagnosticText.list(pushers) : "one of them") instead, or give \(giver) a route that pushes '\(name)'",
            at: link.pattern.range)
    }
}
