/// `too-many-tabs` at the first tab past the fifth of each tabs flow.
enum TabCountChecker: GraphCheck {
    /// The tabs an iPhone's tab bar shows before UIKit's More list takes the others.
    static let tabsBeforeMoreList = 5

    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        for flow in analyzed.graph.flows where flow.kind.showsTabBar && flow.children.count > tabsBeforeMoreList {
            let first = flow.children[tabsBeforeMoreList]
            diagnostics.add(
                .tooManyTabs,
                "tabs flow '\(flow.name.value)' has \(flow.children.count) tabs; on an iPhone, '\(first.value)' and the tabs after it"
                    + " go to UIKit's More list, which the navigator does not follow: keep \(tabsBeforeMoreList) tabs and reach the others from one of them",
                at: first.range)
        }
    }
}
