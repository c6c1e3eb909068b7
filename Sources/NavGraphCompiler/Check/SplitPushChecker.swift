/// Reports `invalid-split` for a push between the columns of a split flow. A screen a later
/// column lists starts that column when an earlier column pushes it (selecting a feed in the
/// sidebar shows its timeline; a search in the sidebar may show an article in the detail, the
/// content column staying empty) and stays in its own column when that column pushes it (an
/// article pushes a related one); pushed from a later column it would go back to an earlier one,
/// which is below it in the stack, and have no column to show in. The columns a source can be
/// in are `GraphAnalysis.splitColumns`.
///
/// A lost route or child only removes ways, and a push found going back on the ways that remain
/// still does, so every push is checked, whatever errors the graph has.
struct SplitPushChecker: GraphCheck {
    private let graph: Graph
    private let analysis: GraphAnalysis

    /// Checks every push from a screen inside a split flow's stack.
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let (graph, analysis) = (analyzed.graph, analyzed.analysis)
        guard graph.flows.contains(where: { $0.kind == .split }) else { return }
        let checker = SplitPushChecker(graph: graph, analysis: analysis)
        for screen in graph.screens {
            guard let columns = analysis.splitColumns[screen.name.value]?.sorted() else { continue }
            for index in screen.routes.indices where screen.routes[index].style.value == .push {  // by index: a loop copies each route out, retaining its box
                let route = screen.routes[index]
                checker.check(route, from: screen.name.value, in: columns, diagnostics: &diagnostics)
            }
        }
    }

    /// The screen a push shows first: its destination, or the root of the sub-flow it pushes.
    private func shownFirst(by route: Route) -> [String] {
        let destination = route.destination.value
        if graph.screen(named: destination) != nil { return [destination] }
        guard let flow = graph.flow(named: destination), flow.kind == .stack else { return [] }
        return flow.children.map(\.value)
    }

    /// Reports `route` when, from one of `columns`, it pushes a screen of an earlier column.
    private func check(_ route: Route, from source: String, in columns: [SplitColumn], diagnostics: inout DiagnosticBag) {
        for column in columns {
            guard let split = graph.flow(named: column.split) else { continue }
            for screen in shownFirst(by: route) {
                guard let listed = split.column(listing: screen), listed > 0, column.index > listed else { continue }
                let role = { (index: Int) in split.columnRole(index).rawValue }
                let pushed = screen == route.destination.value ? "'\(screen)'," : "'\(route.destination.value)', whose root '\(screen)' is"
                // A name written as the destination may be a typo of a screen the source's column may push.
                let nearby = split.columns[column.index...].joined().map(\.value).filter { $0 != screen }
                let hint = screen == route.destination.value ? diagnostics.didYouMean(screen, among: nearby) : ""
                let message = "route '\(route.name.value)' pushes \(pushed) of the \(role(listed)) column of '\(split.name.value)', from '\(source)', which can be in its \(role(column.index)) column: a push does not go back to an earlier column; unwind to a screen of the \(role(listed - 1)) column, which can push it\(hint)"
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
}
