import NavGraphVocabulary

/// Reports `invalid-window` where a window route (`style: window`) opens what cannot be the root
/// of a window of its own (docs/Language.md, "Windows").
///
/// A window has no source to present over and no opener to go back to: an alert, a confirmation
/// dialog and a system sheet are drawn over the screen that asked, and a sub-flow that finishes
/// hands its feedback to the route that pushed it. A flow takes a context only as such a sub-flow,
/// so a window opens a `view` screen, with the route's context as a presentation would hand it,
/// or a flow that takes none (a tabs flow, a stack flow, a switch with its gates). A flow that
/// finishes is `invalid-finish` already (a window route neither pushes nor presents it): one
/// mistake, one diagnostic.
///
/// `embed: stack` puts a window's root screen in a navigation stack of its own: a flow shows its
/// own containers, and every window route to a destination shows it alike, since the window
/// request (`NavGraphWindow`) names the destination alone.
///
/// A link or a placement with `window: new` opens its screen at the root of a window of its
/// own, with the request a window route hands the app (`NavGraphWindow`), so its screen must be
/// a window route's destination: the graph declares no window request for another screen.
enum WindowChecker: GraphCheck {
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let graph = analyzed.graph
        checkNewWindows(graph, diagnostics: &diagnostics)
        // The first window route to each destination, which the others' `embed` must agree with.
        var first: [String: Route] = [:]
        for route in graph.allRoutes(where: \.opensWindow) {
            let destination = route.destination.value
            if let embed = route.embedLocation, graph.flow(named: destination) != nil {
                diagnostics.add(
                    .invalidWindow,
                    "route '\(route.name.value)' opens flow '\(destination)' in a window of its own in a navigation stack, but a flow shows its own containers (a stack flow is a navigation stack already): remove 'embed'",
                    at: SourceRange(at: embed))
            } else if let earlier = first[destination], earlier.embedsInStack != route.embedsInStack {
                // One window request per destination (`NavGraphWindow`): its window shows it one way.
                let (with, without) = route.embedsInStack ? (route, earlier) : (earlier, route)
                diagnostics.add(
                    .invalidWindow,
                    "routes '\(with.name.value)' and '\(without.name.value)' open '\(destination)' in a window of its own, one in a navigation stack ('embed: stack') and one not, but a window request names its destination alone: write 'embed: stack' on both or on neither",
                    at: route.embedLocation.map { SourceRange(at: $0) } ?? route.style.range,
                    notes: [DiagnosticNote("'\(earlier.name.value)' opens it here", at: earlier.style.location)])
            }
            if first[destination] == nil { first[destination] = route }
            if let screen = graph.systemOwnedScreen(named: destination) {
                diagnostics.add(
                    .invalidWindow,
                    "route '\(route.name.value)' opens '\(destination)' in a window of its own, but it is \(screen.effectiveKind.described), which is drawn over the screen that asked: write 'style: present'",
                    at: route.style.range)
            } else if let flow = graph.flow(named: destination), flow.context != nil {
                diagnostics.add(
                    .invalidWindow,
                    "route '\(route.name.value)' opens flow '\(destination)' in a window of its own, but it takes a context, as a sub-flow pushed onto its opener's stack does; a window opens a view screen or a flow that takes no context",
                    at: route.destination.range)
            }
        }
    }

    /// `invalid-window` at each `window: new` whose screen no window route opens.
    private static func checkNewWindows(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        var windows: Set<String>?
        // By index, each field read in place: filtering every screen's links copied each one out.
        for index in graph.screens.indices {
            let links = graph.screens[index].links.indices.filter {
                graph.screens[index].links[$0].replacedBy == nil && graph.screens[index].links[$0].window?.value == .new
            }
            let placement = graph.screens[index].placement?.window.flatMap { $0.value == .new ? $0 : nil }
            guard !links.isEmpty || placement != nil else { continue }
            let asking = links.compactMap { link in graph.screens[index].links[link].window.map { ($0, "link '\(graph.screens[index].links[link].written)'") } }
                + (placement.map { [($0, "the placement")] } ?? [])
            // Found once, for the first screen that asks.
            let opened = windows ?? Set(graph.allRoutes(where: \.opensWindow).map(\.destination.value))
            windows = opened
            let name = graph.screens[index].name.value
            guard !opened.contains(name) else { continue }
            for (window, what) in asking {
                diagnostics.add(
                    .invalidWindow,
                    "\(what) opens '\(name)' in a new window, but no route opens '\(name)' in a window of its own ('style: window'), so the graph has no window to open: add such a route, or remove 'window: new'",
                    at: window.range)
            }
        }
    }
}
