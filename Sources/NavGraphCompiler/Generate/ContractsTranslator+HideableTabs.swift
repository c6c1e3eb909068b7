/// What a tabs flow with `hideable` tabs adds to its contract: the app answers `isShown(_:)` for
/// each, and calls `updateTabs()` when the answer changes (a log-in); starting the flow and
/// restoring a saved state show only the tabs it answers `true` for (`navGraphShownTabs`). Every
/// tabs flow's contract also has `restartTabs()`, which makes its tabs anew the same way.
extension ContractsTranslator {
    /// `enum <Flow>HideableTab`: one case per tab the app may hide, in the graph's order.
    func hideableTabChoice(_ flow: Flow) -> SwiftDeclaration? {
        guard !flow.hideable.isEmpty else { return nil }
        return nodeChoice(
            doc: "The tabs of \(flow.name.value) the app may hide at run time (`isShown(_:)`).",
            name: GeneratedNames.hideableTab(flow.name.value), nodes: hiddenTabs(of: flow).map(\.value))
    }

    /// `isShown(_:)`, for a tabs flow with hideable tabs.
    func hideableTabRequirement(of flow: Flow) -> [Requirement] {
        guard let first = flow.hideable.first else { return [] }
        let tabs = hiddenTabs(of: flow).map(\.value).joined(separator: ", ")
        return [Requirement(
            doc: "Whether `tab` (one of \(tabs)) shows now. Asked as \(flow.name.value) starts and restores a saved state, and at `updateTabs()`: call it when the answer changes (a log-in).",
            signature: "isShown(_ tab: \(GeneratedNames.hideableTab(flow.name.value))) -> Swift.Bool",
            todo: "Say whether `tab` shows now (only to someone logged in, say).",
            skeletonValue: "true",
            askedBy: Located("the hideable tabs of flow '\(flow.name.value)'", at: first.range)
        )]
    }

    /// `navGraphShownTabs` and `updateTabs()`, for a tabs flow with hideable tabs.
    func hideableTabMembers(of flow: Flow) -> [SwiftDeclaration] {
        guard !flow.hideable.isEmpty else { return [] }
        let name = flow.name.value
        let hidden = Set(flow.hideable.map(\.value))
        let appends = flow.children.map { child -> SwiftStatement in
            let member = GeneratedNames.nodeMember(child.value)
            return .line(hidden.contains(child.value) ? "if isShown(.\(member)) { tabs.append(.\(member)) }" : "tabs.append(.\(member))")
        }
        return [
            .property(
                doc: "The tabs \(name) shows now, in the graph's order: every tab, less the hideable ones `isShown(_:)` hides.",
                modifiers: [], name: "navGraphShownTabs", type: "[NavGraphNodeName]", value: nil,
                getter: [.line("var tabs: [NavGraphNodeName] = []")] + appends + [.line("return tabs")]
            ),
            .function(
                doc: "Shows and hides \(name)'s hideable tabs as `isShown(_:)` answers now: call it whenever the answer changes (a log-in, a log-out). A tab that goes is closed with everything in it; a tab that comes is made and started; the selected tab stays selected while it shows, else the first tab is selected.",
                attributes: [], signature: "updateTabs()",
                body: [tabsChange("updateTabs", making: hiddenTabs(of: flow))]
            ),
        ]
    }

    /// `restartTabs()`, for every tabs flow: the app starts every tab again from its root, in
    /// place (an account switch), through the same making of tabs as `updateTabs()`.
    func restartTabsMember(of flow: Flow) -> [SwiftDeclaration] {
        guard flow.kind == .tabs else { return [] }
        return [.function(
            doc: "Starts every tab of \(flow.name.value) again from its root, in place: call it when what the tabs show belongs to someone else now (the person switched account). Each tab is closed with everything in it and made and started anew; the selected tab stays selected; what \(flow.name.value) itself presents stays. While a presentation it would close refuses to close (what the person is writing), it waits until that presentation has closed.",
            attributes: [], signature: "restartTabs()",
            body: [tabsChange("restartTabs", making: flow.children)]
        )]
    }

    /// The navigator's `updateTabs(of:make:)` or `restartTabs(of:make:)` call, with a closure that
    /// makes each of `tabs` and starts it once drawn.
    private func tabsChange(_ call: String, making tabs: [Located<String>]) -> SwiftStatement {
        let makers = tabs.map { tab in
            SwitchClause(pattern: "." + GeneratedNames.nodeMember(tab.value), body: [
                .line("let made = \(GeneratedNames.makeChild(tab.value))()"),
                // The closure is the maker's own: `self` is written, as Swift 6 asks in a nested closure.
                .line("return NavGraphMadeChild(made) { made.\(startCall(of: tab.value, context: childContextCall(tab.value).map { "self." + $0 })) }"),
            ])
        } + [.otherwise([.line("return nil")])]
        return .block(opening: "navigator?.navigation.\(call)(of: self) { [weak self] tab in", body: [
            .line("guard let self else { return nil }"),
            .switchOver(subject: "tab", cases: makers),
        ])
    }

    /// The hideable tabs, in the order `children` lists them.
    private func hiddenTabs(of flow: Flow) -> [Located<String>] {
        let hidden = Set(flow.hideable.map(\.value))
        return flow.children.filter { hidden.contains($0.value) }
    }

    /// `contextFor<Child>()` for a child screen that takes a context; `nil` otherwise.
    func childContextCall(_ child: String) -> String? {
        graph.screen(named: child)?.context == nil ? nil : "\(GeneratedNames.childContext(child))()"
    }
}
