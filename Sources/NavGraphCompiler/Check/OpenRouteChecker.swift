/// Reports, from where `LinkPlacer` placed each `open` route as a link to its destination would
/// be placed (`GraphAnalysis.openOutcomes`), `unplaceable-route`: no way from the entry shows the
/// destination, it can be shown in several flows and the route has no `in:`, `in:` names a flow
/// it cannot be shown in, or the route places it elsewhere than the screen's links or other open
/// routes, or its placement without a URL (`placement:`), do.
enum OpenRouteChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        // Only an open route has an outcome, and only a route with an outcome is reported.
        guard analyzed.everyWayIsKnown, !analyzed.analysis.openOutcomes.isEmpty else { return }
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        var first: [String: (placement: LinkPlacement, by: FirstPlacer)] = [:]
        first.reserveCapacity(analysis.linkPlacements.count)
        for (name, placements) in analysis.linkPlacements {
            // A chain link places another screen first; the screen's own first link is where it opens.
            // A link of a sub-flow's root places the sub-flow, which open routes to it must agree with.
            guard var placement = placements.first(where: \.chain.isEmpty) else { continue }
            placement.subflowRoot = nil
            first[placement.screen] = (placement, .link(of: name))
        }
        // A placement without a URL stands beside no link without `through:`: the screen's place.
        for (name, placement) in analysis.unlinkedPlacements where placement.chain.isEmpty {
            var placement = placement
            placement.subflowRoot = nil
            first[placement.screen] = (placement, .placement(of: name))
        }
        for (owner, routes) in graph.routeDeclarers {
            for route in routes {
                guard let outcome = analysis.openOutcomes[owner]?[route.name.value],
                      let placement = placement(of: route, outcome, graph, diagnostics: &diagnostics) else { continue }
                let destination = route.destination.value
                if let earlier = first[destination], earlier.placement != placement {
                    let fix = placement.alsoIn.isEmpty && earlier.placement.alsoIn.isEmpty
                        ? "a restored state opens it again in one place: name that flow with 'in:'"
                        : "a screen has one list of places, which links, open routes and restored states share: list the same flows in the same order with 'in:'"
                    diagnostics.add(
                        .unplaceableRoute,
                        "route '\(route.name.value)' opens '\(destination)' \(described(placement)), but \(earlier.by.described) opens it \(described(earlier.placement)); \(fix)",
                        at: route.placedIn?.range ?? route.destination.range)
                    continue
                }
                first[destination] = first[destination] ?? (placement, .route(route.name.value, of: owner))
            }
        }
    }

    /// What opens a screen first, named in a message only when a later route opens it elsewhere:
    /// the text is not built for every linked screen of a graph that has none.
    private enum FirstPlacer {
        case link(of: String)
        case placement(of: String)
        case route(String, of: String)

        var described: String {
            switch self {
            case .link(let screen): "the first link of '\(screen)'"
            case .placement(let screen): "the placement of '\(screen)'"
            case .route(let route, let owner): "route '\(route)' of '\(owner)'"
            }
        }
    }

    /// "in 'Chats'", "over the top", "in 'Home', or 'Search' where it shows".
    private static func described(_ placement: LinkPlacement) -> String {
        switch placement.arrival {
        case .presented: "over the top"
        case .shown, .pushed:
            placement.flow.map { first in
                "in '\(first)'" + (placement.alsoIn.isEmpty ? "" : ", or \(DiagnosticText.list(placement.alsoIn.compactMap(\.flow))) where it shows")
            } ?? "as the entry"
        }
    }

    /// The route's placement, or `nil` once what stops it is reported.
    private static func placement(of route: Route, _ outcome: LinkPlacer.Outcome, _ graph: Graph, diagnostics: inout DiagnosticBag) -> LinkPlacement? {
        let (name, destination) = (route.name.value, route.destination.value)
        switch outcome {
        case .placed(let placement):
            return placement
        case .unreachable:
            diagnostics.add(
                .unplaceableRoute,
                "route '\(name)' opens '\(destination)' where the graph places it, but no way from the entry '\(graph.entry.value)' shows '\(destination)'",
                at: route.destination.range)
        case .linkOnly(let stacks):
            let advice = stacks.first.map { "name the stack flow to push it onto with 'in:', as its links do: { to: \(destination), style: open, in: \($0) }" }
                ?? "no stack flow is shown from the entry to push it onto; add a route that shows it"
            diagnostics.add(
                .unplaceableRoute, "route '\(name)' opens '\(destination)', which no route shows, and does not say where; \(advice)",
                at: route.destination.range)
        case .insideSubflow(let subflow), .subflowContextDiffers(let subflow):
            // An open route hands over the destination's context; the sub-flow's is the one to hand.
            let root = graph.flow(named: subflow)?.children.map(\.value) == [destination]
            let advice = root ? "open the sub-flow, as in { to: \(subflow), style: open\(route.context.map { ", context: \($0.value)" } ?? "") }" : "open the screen that pushes '\(subflow)'"
            diagnostics.add(
                .unplaceableRoute,
                "route '\(name)' opens '\(destination)' where the graph places it, but '\(destination)' is inside the sub-flow '\(subflow)', which opens at its root with its context; \(advice)",
                at: route.destination.range)
        case .several(let flows):
            diagnostics.add(
                .unplaceableRoute,
                "route '\(name)' could open '\(destination)' in \(DiagnosticText.list(flows)); name one with 'in:', as in { to: \(destination), style: open, in: \(flows[0]) }",
                at: route.destination.range,
                notes: flows.compactMap { graph.flow(named: $0) }.map { DiagnosticNote("'\($0.name.value)' is declared here", at: $0.name.location) })
        case .notIn(let flow, let options):
            let hint = diagnostics.didYouMean(flow, among: options)
            let choices = PlacementAdvice.notIn(destination, flow: flow, options: options, in: graph, linkOnlyNames: [])
            diagnostics.add(
                .unplaceableRoute, "route '\(name)' names 'in: \(flow)', but '\(destination)' cannot be shown in '\(flow)'; \(choices)\(hint)",
                at: route.places.first { $0.value == flow }?.range ?? route.destination.range)
        case .chainWithoutStart, .chainGap, .chainFork, .chainReportedElsewhere:
            break  // only a link has a chain
        }
        return nil
    }
}
