/// Reports `invalid-hideable`: a tabs flow's `hideable` must name some of its tabs, never all.
///
/// The app hides a hideable tab at run time (Notifications, while no one is logged in). A name
/// that is not a tab of the flow would be a tab the contract asks about and the tab bar never
/// shows. And one tab at least must always show: a tab bar with no tab has nothing to select
/// when the app hides the selected one, and nothing for a link to land in.
enum HideableTabChecker: GraphCheck {
    /// Checks every tabs flow's `hideable`.
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        for flow in analyzed.graph.flows where !flow.hideable.isEmpty {
            let tabs = flow.children.map(\.value)
            for name in flow.hideable where !tabs.contains(name.value) {
                let hint = diagnostics.didYouMean(name.value, among: tabs)
                diagnostics.add(
                    .invalidHideable,
                    "'\(name.value)' is not a tab of '\(flow.name.value)', so it cannot be hidden\(hint)",
                    at: name.range)
            }
            let hidden = Set(flow.hideable.map(\.value))
            if let last = flow.hideable.last, tabs.allSatisfy(hidden.contains) {
                diagnostics.add(
                    .invalidHideable,
                    "every tab of '\(flow.name.value)' is hideable; one at least must always show, for the tab bar to select when the app hides the others: leave one out of 'hideable'",
                    at: last.range)
            }
        }
    }
}
