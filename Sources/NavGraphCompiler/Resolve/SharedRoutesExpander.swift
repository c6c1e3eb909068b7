/// Joins each screen's `sharedRoutes:` to the sets it names: the routes of every set a screen
/// offers are appended to the screen's `routes`, marked with the listing (`Route.sharedFrom`), so
/// that every later check (types, pushes outside a stack, reachability, link placement) sees
/// them as the screen's routes, and each mistake in a set is reported once, at the set.
///
/// Reports `invalid-shared-routes` and `unused-shared-routes`.
enum SharedRoutesExpander {
    /// Expands `graph`'s screens with the sets in `sets`; `droppedSets` are the names of sets
    /// whose declarations could not be read, which a screen may name without a second error.
    /// A screen that offers one of `incompleteSets` (sets with errors, which may have lost
    /// routes) counts as incomplete itself: checks that need all its ways out skip it.
    static func expand(
        _ graph: inout Graph, sets: [SharedRouteSet], incompleteSets: Set<String>, droppedSets: Set<String>, diagnostics: inout DiagnosticBag
    ) {
        let usable = sets.map { usableRoutes(of: $0, diagnostics: &diagnostics) }
        var byName: [String: SharedRouteSet] = [:]
        for set in usable where byName[set.name.value] == nil { byName[set.name.value] = set }
        var offered: Set<String> = []
        // Only the screens that list sets are copied out and written back: the graph's list of
        // screens is still the parsed file's, and writing to it would copy every screen.
        for index in graph.screens.indices where !graph.screens[index].sharedRoutes.isEmpty {
            let screen = graph.screens[index]
            var listed: [String: SourceLocation] = [:]
            var routes = screen.routes
            for listing in screen.sharedRoutes {
                if incompleteSets.contains(listing.value) { graph.incompleteNames.insert(screen.name.value) }
                guard let set = byName[listing.value] else {
                    if !droppedSets.contains(listing.value) { reportUndefined(listing, among: byName.keys, diagnostics: &diagnostics) }
                    continue
                }
                if let first = listed[listing.value] {
                    diagnostics.add(
                        .invalidSharedRoutes, "screen '\(screen.name.value)' lists the shared routes '\(listing.value)' twice", at: listing.range,
                        notes: [DiagnosticNote("'\(listing.value)' is first listed here", at: first)])
                    continue
                }
                listed[listing.value] = listing.location
                offered.insert(listing.value)
                routes += set.routes.compactMap { route in
                    guard let taken = routes.first(where: { $0.name.value == route.name.value }) else {
                        var shared = route
                        shared.sharedFrom = listing
                        return shared
                    }
                    reportClash(route, of: listing, with: taken, on: screen, diagnostics: &diagnostics)
                    return nil
                }
            }
            graph.screens[index].routes = routes
        }
        for set in usable where !offered.contains(set.name.value) && byName[set.name.value] == set {
            diagnostics.add(
                .unusedSharedRoutes,
                "no screen offers the shared routes '\(set.name.value)', so they are neither checked nor generated; list '\(set.name.value)' under a screen's 'sharedRoutes'",
                at: set.name.range)
        }
        graph.setSharedRouteSets(usable.filter { offered.contains($0.name.value) && byName[$0.name.value] == $0 })
    }

    /// The set without the routes that cannot be shared, each reported: a replace, a select and
    /// an unwind act on the containers around the screen that performs them (the nearest switch,
    /// the tab bar, the screens below), which differ from screen to screen, so only a screen's own
    /// route says where it leads. A push, a present or an open leads to the same destination
    /// from any screen.
    private static func usableRoutes(of set: SharedRouteSet, diagnostics: inout DiagnosticBag) -> SharedRouteSet {
        var usable = set
        usable.routes = set.routes.filter { route in
            guard !route.style.value.returnsToOpener, route.style.value != .open else { return true }
            diagnostics.add(
                .invalidSharedRoutes,
                "shared route '\(route.name.value)' uses \(route.style.value.rawValue), which acts on the containers around each screen that offers it;"
                    + " a shared route pushes, presents or opens: write this route on each screen instead",
                at: route.style.range)
            return false
        }
        return usable
    }

    private static func reportUndefined(_ listing: Located<String>, among names: some Sequence<String>, diagnostics: inout DiagnosticBag) {
        let hint = diagnostics.didYouMean(listing.value, among: names)
        diagnostics.add(
            .invalidSharedRoutes, "'\(listing.value)' names no set declared under the top-level 'sharedRoutes'\(hint)", at: listing.range)
    }

    /// A shared route whose name the screen already uses: one case name, one `make<Route>()`,
    /// one name in a saved state each.
    private static func reportClash(_ route: Route, of listing: Located<String>, with taken: Route, on screen: Screen, diagnostics: inout DiagnosticBag) {
        let other = taken.sharedFrom.map { "the shared routes '\($0.value)' offer" } ?? "'\(screen.name.value)' has"
        diagnostics.add(
            .invalidSharedRoutes,
            "'\(listing.value)' offers route '\(route.name.value)', but \(other) a route of that name already; rename one of them",
            at: listing.range,
            notes: [
                DiagnosticNote("'\(listing.value)' declares '\(route.name.value)' here", at: route.name.location),
                DiagnosticNote("the other '\(route.name.value)' is declared here", at: taken.name.location),
            ])
    }
}
