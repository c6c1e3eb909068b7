/// Reports `invalid-split` about what a split flow lists and where it is shown (pushes between
/// its columns are `SplitPushChecker`'s):
/// - a column lists screens: a flow, an alert or a confirmation dialog has no place in a column's
///   navigation stack (an alert as the first column, a flow child, is `AlertChecker`'s);
/// - a split view is the root of a window, or a tab of one: UIKit's column-style
///   `UISplitViewController` is "typically" a window's root view controller, and
///   `NavigationSplitView` "typically" the root view of a scene; a tab bar at that root shows each
///   tab in the whole window below the bar, so a split may be a tab there (a chat app's chats and
///   spaces). A switch flow shows one child in its own place, so a split, or the tab bar holding
///   it, may be the entry or a child of a switch flow that is itself in such a place (a log-in
///   switch); a container's child (the app's view controller, inside the window), a stack's root,
///   a presented split or a tab of a presented tab bar is not. A pushed one is `invalid-push`
///   (`PushedFlowChecker`): one mistake, one diagnostic.
struct SplitChecker: GraphCheck {
    private let graph: Graph
    /// The flows that list each name among their children, with the listing.
    private let listings: [String: [(parent: Flow, child: Located<String>)]]
    /// The `present` routes to each name (a shared route once per screen that offers it).
    private let presenters: [String: [Route]]

    /// Checks every split flow of `graph`.
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let graph = analyzed.graph
        let splits = graph.flows.filter { $0.kind == .split }
        guard !splits.isEmpty else { return }
        let checker = SplitChecker(graph: graph)
        // The names a misplaced column entry may have meant, found once for every split.
        let views = graph.screens.filter { !$0.effectiveKind.isSystemOwned }.map(\.name.value)
        for split in splits {
            checker.checkColumns(of: split, views: views, diagnostics: &diagnostics)
            checker.checkPlace(of: split, diagnostics: &diagnostics)
        }
    }

    private init(graph: Graph) {
        self.graph = graph
        var listings: [String: [(parent: Flow, child: Located<String>)]] = [:]
        for flow in graph.flows {
            for child in flow.children { listings[child.value, default: []].append((flow, child)) }
        }
        self.listings = listings
        presenters = Dictionary(grouping: graph.allRoutes.filter { $0.style.value == .present }, by: \.destination.value)
    }

    // MARK: Columns

    /// A column shows screens: the flows, alerts and confirmation dialogs a column lists (with
    /// "did you mean" among the graph's `views`).
    private func checkColumns(of split: Flow, views: [String], diagnostics: inout DiagnosticBag) {
        for (index, column) in split.columns.enumerated() {
            for name in column {
                let what: String
                if let flow = graph.flow(named: name.value) {
                    what = "a \(flow.kind.rawValue) flow"
                } else if index > 0, let dialog = graph.systemOwnedScreen(named: name.value) {
                    // The first column is a child, whose dialog `AlertChecker` reports.
                    what = dialog.effectiveKind.described
                } else {
                    continue
                }
                let hint = diagnostics.didYouMean(name.value, among: views)
                diagnostics.add(
                    .invalidSplit,
                    "the \(split.columnRole(index).rawValue) column of '\(split.name.value)' lists '\(name.value)', \(what); a column shows screens\(hint)",
                    at: name.range)
            }
        }
    }

    // MARK: Place

    /// A split is the entry, or a child of a switch flow or a tab of a tabs flow that is in such a
    /// place.
    private func checkPlace(of split: Flow, diagnostics: inout DiagnosticBag) {
        let name = split.name.value
        let rule = "a split view is the root of a window or of a switch flow's child, or a tab of a tab bar in such a place"
        for route in presenters[name] ?? [] {
            diagnostics.add(
                .invalidSplit,
                "route '\(route.name.value)' presents split flow '\(name)', but \(rule); present a stack flow of its screens instead, or make '\(name)' a child of a switch flow or a tab",
                at: route.destination.range)
        }
        for (parent, child) in listings[name] ?? [] {
            switch parent.kind {
            case .switch, .tabs:
                // A switch's child, or a tab (a chat app's chats and spaces tabs), is where its
                // flow is: fine at a window's root.
                var seen: Set<String> = []
                guard let place = misplacement(ofFlow: parent, seen: &seen) else { continue }
                let listed = parent.kind == .switch ? "a child of switch flow '\(parent.name.value)'" : "a tab of '\(parent.name.value)'"
                diagnostics.add(.invalidSplit, "split flow '\(name)' is \(listed), which is \(place): \(rule)", at: child.range)
            case .stack, .container:
                diagnostics.add(.invalidSplit, "split flow '\(name)' is \(Self.place(in: parent)), but \(rule); make it the entry, a child of a switch flow or a tab", at: child.range)
            case .split:
                continue  // a split as a column is `checkColumns`'s
            }
        }
    }

    /// Where a switch or tabs flow is shown other than as the root of a window, for a message, or `nil`
    /// when it is the entry or a child of switch flows that are (or when it is shown only by
    /// what another diagnostic reports: a push, a column). `seen` guards against a cycle.
    private func misplacement(ofFlow flow: Flow, seen: inout Set<String>) -> String? {
        let name = flow.name.value
        guard name != graph.entry.value, seen.insert(name).inserted else { return nil }
        if let route = presenters[name]?.first { return "presented by route '\(route.name.value)'" }
        for (parent, _) in listings[name] ?? [] {
            switch parent.kind {
            case .switch:
                // One level is named: a message stays short however deep switches nest.
                if misplacement(ofFlow: parent, seen: &seen) != nil { return "inside switch flow '\(parent.name.value)', which is not the root of a window" }
            case .tabs, .stack, .container:
                return Self.place(in: parent)
            case .split:
                continue
            }
        }
        return nil
    }

    /// "a tab of 'Main'", "a child of container flow 'Home'", "the root of stack flow 'Feed'": a
    /// listing that is no window's root (a container is the app's view controller, drawn inside
    /// the window like a tab).
    private static func place(in parent: Flow) -> String {
        switch parent.kind {
        case .tabs: "a tab of '\(parent.name.value)'"
        case .container: "a child of container flow '\(parent.name.value)'"
        case .stack, .split, .switch: "the root of \(parent.kind.rawValue) flow '\(parent.name.value)'"
        }
    }
}
