/// What a tabs flow whose bar the app draws (`bar: app`) adds to its contract: the app shows one
/// tab at a time in its own view, with its own switcher. Under UIKit the contract asks the typed
/// `show(_:for:)` with the selected tab's view controller (an enum of the tabs, `<Flow>Tab`, so a
/// tab that leaves the graph is a compile error where the app names it) and answers the runtime's
/// `navGraphShow(_:tab:)` from it; under SwiftUI the runtime's `NavGraphSwiftUIAppTabs` asks
/// `tabsView(_:)` itself. Both get `selectTab(_:)`, which the app's switcher calls.
///
/// Beside children made from data (`{ each: BrowserTab, key: TabID }`, a browser's tabs) the
/// tabs' enum gains a case named after the instance flow that carries the key
/// (`.browserTab(TabID)`), where the entry is written among the fixed tabs: the selected child
/// is a fixed tab or an instance with its key, and one `show(_:for:)` and one `selectTab(_:)`
/// serve both, so the app's container and switcher handle every tab in one `switch` that the
/// compiler checks whole. The enum is then not `CaseIterable` (a case with a payload), and its
/// own `allCases` lists the fixed tabs, which is what `order: app` orders.
extension ContractsTranslator {
    /// The case of the tabs' enum that carries an instance's key, for a tabs flow whose bar the
    /// app draws beside children made from data: its member, the key type, its place among the
    /// fixed tabs and the instance flow; `nil` for every other flow.
    func appTabsInstanceCase(of flow: Flow) -> (member: String, key: String, position: Int, each: String)? {
        guard flow.tabBar != nil, let instances = flow.instances.first, let (each, key) = keyedEntry(of: flow) else { return nil }
        return (GeneratedNames.nodeMember(each.value), key, min(instances.position, flow.children.count), each.value)
    }

    /// `enum <Flow>Tab` of a tabs flow whose bar the app draws beside children made from data:
    /// a case per fixed tab and one carrying an instance's key, in the graph's order, with the
    /// fixed ones as `allCases`; `nil` for every other flow (`nodeChoice` writes its enum).
    func appTabsChoice(_ flow: Flow, doc: String) -> SwiftDeclaration? {
        guard let instance = appTabsInstanceCase(of: flow) else { return nil }
        let fixed = flow.children.map { GeneratedNames.nodeMember($0.value) }
        var cases: [SwiftDeclaration] = fixed.map { .enumCase(doc: "", name: $0, payload: nil) }
        cases.insert(.enumCase(doc: "The tab made from data for a key: an instance of \(instance.each).", name: instance.member, payload: instance.key), at: instance.position)
        let name = GeneratedNames.tab(flow.name.value)
        let allCases = SwiftDeclaration.property(
            doc: "The fixed tabs, in the graph's order; the tabs made from data are the app's keys.",
            modifiers: ["static"], name: "allCases", type: "[\(name)]", value: "[" + fixed.map { "." + $0 }.joined(separator: ", ") + "]", getter: nil)
        return .type(SwiftTypeDeclaration(
            doc: doc + " A tab made from data carries its key.", keyword: .enum, name: name,
            conformances: [StandardNames.hashable, StandardNames.sendable], members: cases + [allCases]))
    }

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
                + (appTabsInstanceCase(of: flow).map { " A tab made from data comes with its key (`.\($0.member)(key)`); when the last of them closes and no fixed tab is left, the tab shown before is taken out and nothing is handed over." } ?? "")
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
        let instance = appTabsInstanceCase(of: flow)
        let names = flow.children.map { child in
            SwitchClause(pattern: "." + GeneratedNames.nodeMember(child.value), body: [.line("name = .\(GeneratedNames.nodeMember(child.value))")])
        }
        let selectInstance = SwiftStatement.line("navigator?.navigation.selectTab(instance: NavGraphInstanceKey(key), of: self)")
        // Beside no fixed tab, the switch is the whole body: a line after it would never run.
        let select: [SwiftStatement] = switch (instance, names.isEmpty) {
        case (let instance?, true): [.switchOver(subject: "tab", cases: [SwitchClause(pattern: ".\(instance.member)(let key)", body: [selectInstance])])]
        case (let instance?, false):
            [.line("let name: NavGraphNodeName"),
             .switchOver(subject: "tab", cases: names + [SwitchClause(pattern: ".\(instance.member)(let key)", body: [selectInstance, .line("return")])]),
             .line("navigator?.navigation.selectTab(name, of: self)")]
        case (nil, _): [.line("let name: NavGraphNodeName"), .switchOver(subject: "tab", cases: names), .line("navigator?.navigation.selectTab(name, of: self)")]
        }
        var members: [SwiftDeclaration] = [.function(
            doc: "Selects `tab`, which the person chose in \(name)'s switcher: the navigator shows it in one transition (once a transition being drawn has ended). Nothing changes for a tab \(name) does not show now (a key with no open tab), or while something presented covers \(name).",
            attributes: [], signature: "selectTab(_ tab: \(tabEnum))",
            body: select
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
            if let instance {
                members.append(.function(
                    doc: "Shows the view controller of the selected tab made from data for `key` in \(name)'s view, through `show(_:for:)`; a key of another type shows nothing.",
                    attributes: [], signature: "navGraphShow(_ viewController: NavGraphViewController, instance key: NavGraphInstanceKey)",
                    body: [
                        .line("guard let key = key.key(as: \(instance.key).self) else { return }"),
                        .line("show(viewController, for: .\(instance.member)(key))"),
                    ]
                ))
            }
        }
        return members
    }
}
