/// What a tabs flow whose bar the app draws (`bar: app`) adds to its contract: the app shows one
/// tab at a time in its own view, with its own switcher. Under UIKit the contract asks the typed
/// `show(_:for:)` with the selected tab's view controller (an enum of the tabs, `<Flow>Tab`, so a
/// tab that leaves the graph is a compile error where the app names it) and answers the runtime's
/// `navGraphShow(_:tab:)` from it; under SwiftUI the runtime's `NavGraphSwiftUIAppTabs` asks
/// `tabsView(_:)` itself. Both get `selectTab(_:)`, which the app's switcher calls.
extension ContractsTranslator {
    /// What a tabs flow the app draws refines besides the base protocols, by `generate: ui:`.
    static func appTabsProtocol(_ ui: GenerationOptions.UserInterface) -> String {
        switch ui {
        case .uikit: "NavGraphAppTabsFlow"
        case .swiftui: "NavGraphSwiftUIAppTabs"
        }
    }

    /// `show(_:for:)`, for a tabs flow the app draws under UIKit.
    func appTabsShowRequirement(of flow: Flow) -> [Requirement] {
        guard let bar = flow.tabBar, graph.generationOptions.ui == .uikit else { return [] }
        let name = flow.name.value
        return [Requirement(
            doc: "Shows the view controller of the selected tab `tab` in \(name)'s view, in place of the tab shown before, which the navigator has taken out already: add it as a child view controller and place its view."
                + " Called as \(name) starts, as a saved state is restored, and whenever another tab is selected (`selectTab(_:)`, a `select` route, a link); show `tab` as selected in the switcher too.",
            signature: "show(_ viewController: NavGraphViewController, for tab: \(GeneratedNames.tab(name)))",
            todo: "Lay out the view of `tab` in \(name)'s view, and show `tab` selected in the switcher.",
            skeletonValue: nil,
            skeletonStatements: Self.childAddingSkeleton,
            askedBy: Located("the bar of flow '\(name)'", at: bar.range)
        )]
    }

    /// `selectTab(_:)` for the app's switcher, and under UIKit `navGraphShow(_:tab:)`, the
    /// runtime's untyped requirement answered by the app's typed `show(_:for:)`.
    func appTabsMembers(of flow: Flow) -> [SwiftDeclaration] {
        guard flow.tabBar != nil else { return [] }
        let name = flow.name.value
        let tabEnum = GeneratedNames.tab(name)
        let names = flow.children.map { child in
            SwitchClause(pattern: "." + GeneratedNames.nodeMember(child.value), body: [.line("name = .\(GeneratedNames.nodeMember(child.value))")])
        }
        var members: [SwiftDeclaration] = [.function(
            doc: "Selects `tab`, which the person chose in \(name)'s switcher: the navigator shows it in one transition (once a transition being drawn has ended). Nothing changes for a tab \(name) does not show now, or while something presented covers \(name).",
            attributes: [], signature: "selectTab(_ tab: \(tabEnum))",
            body: [.line("let name: NavGraphNodeName"), .switchOver(subject: "tab", cases: names), .line("navigator?.navigation.selectTab(name, of: self)")]
        )]
        if graph.generationOptions.ui == .uikit {
            let clauses = flow.children.map { child in
                let member = GeneratedNames.nodeMember(child.value)
                return SwitchClause(pattern: "." + member, body: [.line("show(viewController, for: .\(member))")])
            }
            members.append(.function(
                doc: "Shows the view controller of the selected tab named `tab` in \(name)'s view, through `show(_:for:)`; a name \(name) does not hold shows nothing.",
                attributes: [], signature: "navGraphShow(_ viewController: NavGraphViewController, tab: NavGraphNodeName)",
                body: [.switchOver(subject: "tab", cases: clauses + [.otherwise([.line("break")])])]
            ))
        }
        return members
    }
}
