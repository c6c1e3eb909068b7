/// `too-many-tabs` at the first tab past the fifth of each tabs flow that always shows more than
/// five. The tabs the app may hide (`hideable`) do not count: how many of them show at once is
/// the app's answer (`isShown(_:)`), which the graph cannot know, and an app that shows six tabs
/// to someone logged in keeps it at five by hiding one of them. An action tab counts: it is an
/// item of the tab bar like any tab. A tabs flow whose bar the app draws (`bar: app`) has no
/// More list: the app's switcher shows as many tabs as it lays out (a browser's hundred).
enum TabCountChecker: GraphCheck {
    /// The tabs an iPhone's tab bar shows before UIKit's More list takes the others.
    static let tabsBeforeMoreList = 5

    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        for flow in analyzed.graph.flows where flow.kind.showsTabBar && flow.tabBar == nil {
            let hideable = Set(flow.hideable.map(\.value))
            let alwaysShown = flow.tabItems.filter { !hideable.contains($0.value) }
            guard alwaysShown.count > tabsBeforeMoreList else { continue }
            let first = alwaysShown[tabsBeforeMoreList]
            let (counted, kept) = hideable.isEmpty ? ("", "") : (" besides those it may hide", " that always show")
            diagnostics.add(
                .tooManyTabs,
                "tabs flow '\(flow.name.value)' has \(alwaysShown.count) \(flow.actionTabs.isEmpty ? "tabs" : "tab items")\(counted); on an iPhone, '\(first.value)' and the tabs after it"
                    + " go to UIKit's More list, which the navigator does not follow: keep \(tabsBeforeMoreList) tabs\(kept) and reach the others from one of them",
                at: first.range)
        }
    }
}
