/// Reports `invalid-hideable`: a tabs or container flow's `hideable` must name some of its
/// children, never all.
///
/// The app hides a hideable tab or container child at run time (Notifications, while no one is
/// logged in; a secondary column, on an iPhone). A name that is not a child of the flow would be
/// one the contract asks about and the flow never shows. And one child at least must always show:
/// a tab bar with no tab has nothing to select when the app hides the selected one, a container
/// with no child draws an empty view, and neither has anything for a link to land in.
enum HideableChildChecker: GraphCheck {
    /// Checks every tabs and container flow's `hideable`.
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        for flow in analyzed.graph.flows where !flow.hideable.isEmpty {
            let children = flow.children.map(\.value)
            let (child, always) = flow.kind == .tabs
                ? ("tab", "for the tab bar to select when the app hides the others")
                : ("child", "for the container to show when the app hides the others")
            for name in flow.hideable where !children.contains(name.value) {
                let hint = diagnostics.didYouMean(name.value, among: children)
                diagnostics.add(
                    .invalidHideable,
                    "'\(name.value)' is not a \(child) of '\(flow.name.value)', so it cannot be hidden\(hint)",
                    at: name.range)
            }
            let hidden = Set(flow.hideable.map(\.value))
            if let last = flow.hideable.last, children.allSatisfy(hidden.contains) {
                diagnostics.add(
                    .invalidHideable,
                    "every \(child) of '\(flow.name.value)' is hideable; one at least must always show, \(always): leave one out of 'hideable'",
                    at: last.range)
            }
        }
    }
}
