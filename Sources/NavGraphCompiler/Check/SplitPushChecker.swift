/// Reports `invalid-split` for a push between the columns of a split flow. A screen a later
/// column lists starts that column when it is pushed, so it is pushed from the column before it
/// (selecting a feed in the sidebar shows its timeline) or from its own column (an article
/// pushes a related one); pushed from any other column it would skip a column, or go back to an
/// earlier one, and have no column to show in. The columns a source can be in are
/// `GraphAnalysis.splitColumns`. A link that pushes a screen only links show right above the
/// split's root skips columns the same way (for a screen that routes push, `link-skips-screens`
/// says so already).
///
/// A lost route or child only removes ways, and a push found skipping a column on the ways that
/// remain still does, so every push is checked, whatever errors the graph has.
struct SplitPushChecker {
    private let graph: Graph
    private let analysis: GraphAnalysis

    /// Checks every push from a screen inside a split flow's stack, and every link of a screen
    /// only links show that names a split flow.
    static func check(_ graph: Graph, _ analysis: GraphAnalysis, diagnostics: inout DiagnosticBag) {
        guard graph.flows.contains(where: { $0.kind == .split }) else { return }
        let checker = SplitPushChecker(graph: graph, analysis: analysis)
        for screen in graph.screens {
            guard let columns = analysis.splitColumns[screen.name.value]?.sorted() else { continue }
            for route in screen.routes where route.style.value == .push {
                checker.check(route, from: screen.name.value, in: columns, diagnostics: &diagnostics)
            }
        }
        for screen in graph.linkOnlyScreens {
            for link in screen.links { checker.check(link, of: screen.name.value, diagnostics: &diagnostics) }
        }
    }

    /// The screen a push shows first: its destination, or the root of the sub-flow it pushes.
    private func shownFirst(by route: Route) -> [String] {
        let destination = route.destination.value
        if graph.screen(named: destination) != nil { return [destination] }
        guard let flow = graph.flow(named: destination), flow.kind == .stack else { return [] }
        return flow.children.map(\.value)
    }

    /// Reports `route` when, from one of `columns`, it pushes a screen of a later column that
    /// is neither the next one nor its own.
    private func check(_ route: Route, from source: String, in columns: [SplitColumn], diagnostics: inout DiagnosticBag) {
        for column in columns {
            guard let split = graph.flow(named: column.split) else { continue }
            for screen in shownFirst(by: route) {
                guard let listed = split.column(listing: screen), listed > 0, column.index != listed, column.index != listed - 1 else { continue }
                let role = { (index: Int) in split.columnRole(index).rawValue }
                let pushed = screen == route.destination.value ? "'\(screen)'," : "'\(route.destination.value)', whose root '\(screen)' is"
                let (why, fix) = column.index < listed
                    ? ("it would skip the \(role(listed - 1)) column", "push it from a screen of the \(role(listed - 1)) or the \(role(listed)) column")
                    : ("a push does not go back to an earlier column", "unwind to a screen of the \(role(listed - 1)) column, which can push it")
                // A name written as the destination may be a typo of a screen the source's column may push.
                let nearby = split.columns[column.index...].prefix(2).joined().map(\.value).filter { $0 != screen }
                let hint = screen == route.destination.value ? diagnostics.didYouMean(screen, among: nearby) : ""
                let message = "route '\(route.name.value)' pushes \(pushed) of the \(role(listed)) column of '\(split.name.value)', from '\(source)', which can be in its \(role(column.index)) column: \(why); \(fix)\(hint)"
                // A shared push is fine in its set; the screen that offers it in that column is the mistake.
                if let listing = route.sharedFrom {
                    diagnostics.add(.invalidSplit, message, at: listing.range, notes: [DiagnosticNote("'\(route.name.value)' pushes here", at: route.destination.location)])
                } else {
                    diagnostics.add(.invalidSplit, message, at: route.destination.range)
                }
                return
            }
        }
    }

    /// Reports a link of a screen only links show that pushes it right above the root of a
    /// split flow (`in:`) when a column between them is left out.
    private func check(_ link: Link, of screen: String, diagnostics: inout DiagnosticBag) {
        guard let name = link.flow?.value, let split = graph.flow(named: name), split.kind == .split,
              let listed = split.column(listing: screen), listed > 1, let root = split.children.first?.value else { return }
        let skipped = split.columnRole(listed - 1).rawValue
        diagnostics.add(
            .invalidSplit,
            "link '\(DiagnosticText.excerpt(link.pattern.value.text))' pushes '\(screen)', of the \(split.columnRole(listed).rawValue) column of '\(name)', right above its root '\(root)': it would skip the \(skipped) column; give a screen of the \(skipped) column a route that pushes '\(screen)', and open the link through it ('through:')",
            at: link.pattern.range)
    }
}
