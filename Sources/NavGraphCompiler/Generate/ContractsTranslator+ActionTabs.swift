/// What a tabs flow with action tabs (`{ route: compose }` among its children) adds to its
/// contract: what each item shows (`<route>TabItem()`), the value a route that takes one hands
/// over when the item is tapped (`contextFor<Route>Tab()`), and the members the runtime reads to
/// draw the items and perform their routes.
extension ContractsTranslator {
    /// The requirements of a tabs flow's action tabs.
    func actionTabRequirements(of flow: Flow) -> [Requirement] {
        flow.actionTabs.compactMap { tab in route(of: tab, in: flow) }.flatMap { route -> [Requirement] in
            let name = route.name.value
            let askedBy = Located("the action tab of route '\(name)' of flow '\(flow.name.value)'", at: route.name.range)
            var requirements = [Requirement(
                doc: "What the tab item that performs \(name) shows: its title and an SF Symbol.",
                signature: "\(GeneratedNames.actionTabItem(name))() -> NavGraphTabItem",
                todo: "Return the tab item's title and symbol.",
                skeletonValue: "NavGraphTabItem(title: \(SwiftEscaper.stringLiteral(name)), systemImage: \"plus\")",
                askedBy: askedBy)]
            let payload = steps.payload(of: route, in: flow.name.value, types: types)
            if !payload.isEmpty {
                let type = payload.count == 1 ? payload[0] : "(" + payload.joined(separator: ", ") + ")"
                requirements.append(Requirement(
                    doc: "What \(name) hands over when the person taps its tab item.",
                    signature: "\(GeneratedNames.actionTabContext(name))() -> \(type)",
                    todo: "Return what \(name) hands over from its tab item.",
                    skeletonValue: (payload.count == 1 ? route.carried.flatMap { types.placeholderValue($0.value) } : nil)
                        ?? "\(StandardNames.fatalError)(\(SwiftEscaper.stringLiteral("TODO(navgraph): what \(name) hands over from its tab item")))",
                    askedBy: askedBy))
            }
            return requirements
        }
    }

    /// `navGraphActionTabs` and `navGraphPerformActionTab(_:)`, for a tabs flow with action tabs.
    func actionTabMembers(of flow: Flow) -> [SwiftDeclaration] {
        let routes = flow.actionTabs.compactMap { tab in route(of: tab, in: flow).map { (tab, $0) } }
        guard !routes.isEmpty else { return [] }
        let tabs = routes.map { tab, route in
            "NavGraphActionTab(route: \(SwiftEscaper.stringLiteral(route.name.value)), position: \(tab.position), item: \(GeneratedNames.actionTabItem(route.name.value))())"
        }
        let clauses = routes.map { _, route -> SwitchClause in
            let name = route.name.value
            let count = steps.payload(of: route, in: flow.name.value, types: types).count
            let arguments = count == 0 ? "" : "(" + (count == 1 ? ["context"] : (0..<count).map { "context.\($0)" }).joined(separator: ", ") + ")"
            let perform = SwiftStatement.line("perform(.\(GeneratedNames.routeCase(name))\(arguments))")
            return SwitchClause(
                pattern: SwiftEscaper.stringLiteral(name),
                body: count == 0 ? [perform] : [.line("let context = \(GeneratedNames.actionTabContext(name))()"), perform])
        } + [.otherwise([.line("break")])]
        return [
            .property(
                doc: "The tab items of \(flow.name.value) that perform one of its routes instead of selecting a tab, each after the children the graph lists before it.",
                modifiers: [], name: "navGraphActionTabs", type: "[NavGraphActionTab]", value: nil,
                getter: [.line("[" + tabs.joined(separator: ", ") + "]")]),
            .function(
                doc: "Performs the route of the action tab `route`, which the person tapped: \(flow.name.value)'s own route, as `perform(_:)` does.",
                attributes: [], signature: "navGraphPerformActionTab(_ route: String)",
                body: [.switchOver(subject: "route", cases: clauses)]),
        ]
    }

    /// The flow's own route an action tab names; `nil` where it names none (reported by the check).
    private func route(of tab: ActionTab, in flow: Flow) -> Route? {
        flow.routes.first { $0.name.value == tab.route.value }
    }
}
