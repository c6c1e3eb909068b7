/// What a tabs or container flow with `hideable` children adds to its contract: the app answers
/// `isShown(_:)` for each, and calls `updateTabs()` (a tabs flow) or `updateChildren()` (a
/// container) when the answer changes (a log-in, an iPad's width); starting the flow and restoring
/// a saved state show only the children it answers `true` for (`navGraphShownChildren`). A tabs
/// flow whose order the app gives (`order: app`) asks `tabOrder()` too, read the same way. Every
/// tabs flow's contract also has `restartTabs()`, which makes its tabs anew the same way.
extension ContractsTranslator {
    /// What a hideable child is called in a flow of `kind`'s contract: a tab, or a child.
    private static func hideableWord(_ kind: NavGraphFlowKind) -> (one: String, many: String, update: String) {
        kind == .tabs ? ("tab", "tabs", "updateTabs") : ("child", "children", "updateChildren")
    }

    /// `enum <Flow>HideableTab` or `<Flow>HideableChild`: one case per tab or child the app may
    /// hide, in the graph's order.
    func hideableChildChoice(_ flow: Flow) -> SwiftDeclaration? {
        guard !flow.hideable.isEmpty else { return nil }
        return nodeChoice(
            doc: "The \(Self.hideableWord(flow.kind).many) of \(flow.name.value) the app may hide at run time (`isShown(_:)`).",
            name: GeneratedNames.hideable(flow.name.value, kind: flow.kind), nodes: hiddenChildren(of: flow).map(\.value))
    }

    /// `isShown(_:)`, for a tabs or container flow with hideable children.
    func hideableChildRequirement(of flow: Flow) -> [Requirement] {
        guard let first = flow.hideable.first else { return [] }
        let word = Self.hideableWord(flow.kind)
        let names = hiddenChildren(of: flow).map(\.value).joined(separator: ", ")
        return [Requirement(
            doc: "Whether `\(word.one)` (one of \(names)) shows now. Asked as \(flow.name.value) starts and restores a saved state, and at `\(word.update)()`: call it when the answer changes (a log-in).",
            signature: "isShown(_ \(word.one): \(GeneratedNames.hideable(flow.name.value, kind: flow.kind))) -> Swift.Bool",
            todo: "Say whether `\(word.one)` shows now (only to someone logged in, say).",
            skeletonValue: "true",
            askedBy: Located("the hideable \(word.many) of flow '\(flow.name.value)'", at: first.range)
        )]
    }

    /// `navGraphShownChildren` and `updateTabs()` or `updateChildren()`, for a tabs or container
    /// flow with hideable children, or a tabs flow whose order the app gives.
    func shownChildrenMembers(of flow: Flow) -> [SwiftDeclaration] {
        guard !flow.hideable.isEmpty || flow.tabOrder != nil else { return [] }
        let name = flow.name.value
        let word = Self.hideableWord(flow.kind)
        let change = flow.kind == .tabs
            ? "the selected tab stays selected while it shows, else the first tab is selected."
            : "what a child that goes presents is dismissed; the children that stay keep what they show."
        let (shownDoc, updateDoc) = flow.tabOrder == nil
            ? ("in the graph's order: every one, less the hideable ones `isShown(_:)` hides",
               "Shows and hides \(name)'s hideable \(word.many) as `isShown(_:)` answers now: call it whenever the answer changes (a log-in, a log-out).")
            : ("in the order `tabOrder()` gives (a tab it leaves out after the others, in the graph's order)" + (flow.hideable.isEmpty ? "" : ", less the hideable ones `isShown(_:)` hides"),
               "Shows \(name)'s tabs in the order `tabOrder()` gives now" + (flow.hideable.isEmpty ? "" : ", and those `isShown(_:)` shows") + ": call it whenever an answer changes (the person ordered the tabs again" + (flow.hideable.isEmpty ? ")." : ", a log-in)."))
        return [
            .property(
                doc: "The \(word.many) \(name) shows now, \(shownDoc).",
                modifiers: [], name: "navGraphShownChildren", type: "[NavGraphNodeName]", value: nil,
                getter: [.line("var shown: [NavGraphNodeName] = []")] + shownChildren(of: flow) + [.line("return shown")]
            ),
            .function(
                doc: updateDoc + (flow.hideable.isEmpty
                    ? " Each tab keeps what it shows, and the selected tab stays selected."
                    : " A \(word.one) that goes is closed with everything in it; a \(word.one) that comes is made and started; \(change)"
                        + (flow.tabOrder == nil ? "" : " A tab that moves keeps what it shows.")),
                attributes: [], signature: "\(word.update)()",
                body: [childrenChange(word.update, making: hiddenChildren(of: flow), each: word.one)]
            ),
        ]
    }

    /// The statements that fill `shown`: the graph's order, or the app's (`tabOrder()`, then every
    /// tab, each name once), each hideable child only when `isShown(_:)` says so.
    private func shownChildren(of flow: Flow) -> [SwiftStatement] {
        let hidden = Set(flow.hideable.map(\.value))
        guard flow.tabOrder != nil else {
            return flow.children.map { child in
                let member = GeneratedNames.nodeMember(child.value)
                return .line(hidden.contains(child.value) ? "if isShown(.\(member)) { shown.append(.\(member)) }" : "shown.append(.\(member))")
            }
        }
        let clauses = flow.children.map { child in
            let member = GeneratedNames.nodeMember(child.value)
            return SwitchClause(pattern: "." + member, body: (hidden.contains(child.value) ? [.line("guard isShown(.\(member)) else { continue }")] : []) + [.line("name = .\(member)")])
        }
        // The app orders the fixed tabs; the tabs made from data keep the order of their keys.
        let instances = appTabsInstanceCase(of: flow).map { [SwitchClause(pattern: "." + $0.member, body: [.line("continue")])] } ?? []
        return [.block(opening: "for tab in tabOrder() + \(GeneratedNames.tab(flow.name.value)).allCases {", body: [
            .line("let name: NavGraphNodeName"),
            .switchOver(subject: "tab", cases: clauses + instances),
            .line("if !shown.contains(name) { shown.append(name) }"),
        ])]
    }

    /// `enum <Flow>Tab`: one case per tab of a tabs flow whose order the app gives (`order: app`)
    /// or whose bar it draws (`bar: app`), in the graph's order.
    func tabOrderChoice(_ flow: Flow) -> SwiftDeclaration? {
        guard flow.tabOrder != nil || flow.tabBar != nil else { return nil }
        let uses = [flow.tabOrder.map { _ in "which `tabOrder()` puts in the person's order" }, flow.tabBar.map { _ in "among which the app's switcher selects (`selectTab(_:)`)" }]
        let doc = "The tabs of \(flow.name.value), " + uses.compactMap { $0 }.joined(separator: ", and ") + "."
        return appTabsChoice(flow, doc: doc) ?? nodeChoice(doc: doc, name: GeneratedNames.tab(flow.name.value), nodes: flow.children.map(\.value))
    }

    /// `tabOrder()`, for a tabs flow whose order the app gives (`order: app`).
    func tabOrderRequirement(of flow: Flow) -> [Requirement] {
        guard let order = flow.tabOrder else { return [] }
        let name = flow.name.value
        return [Requirement(
            doc: "The order \(name)'s tabs show in now, the person's: each tab once (one left out shows after the others, in the graph's order; one listed twice, where it is first). Asked as \(name) starts and at `updateTabs()`: call it when the order changes.",
            signature: "tabOrder() -> [\(GeneratedNames.tab(name))]",
            todo: "Give the order the person chose (kept with the app's settings).",
            skeletonValue: "\(GeneratedNames.tab(name)).allCases",
            askedBy: Located("the tab order of flow '\(name)'", at: order.range)
        )]
    }

    /// `restartTabs()`, for every tabs flow: the app starts every tab again from its root, in
    /// place (an account switch), through the same making of tabs as `updateTabs()`.
    func restartTabsMember(of flow: Flow) -> [SwiftDeclaration] {
        guard flow.kind == .tabs else { return [] }
        return [.function(
            doc: "Starts every tab of \(flow.name.value) again from its root, in place: call it when what the tabs show belongs to someone else now (the person switched account). Each tab is closed with everything in it and made and started anew; the selected tab stays selected; what \(flow.name.value) itself presents stays. While a presentation it would close refuses to close (what the person is writing), it waits until that presentation has closed.",
            attributes: [], signature: "restartTabs()",
            body: [childrenChange("restartTabs", making: flow.children, each: "tab")]
        )]
    }

    /// The navigator's `updateTabs(of:make:)`, `updateChildren(of:make:)` or `restartTabs(of:make:)`
    /// call, with a closure that makes each of `children` (called `each`: a tab, a child) and
    /// starts it once drawn.
    private func childrenChange(_ call: String, making children: [Located<String>], each: String) -> SwiftStatement {
        // Only the order changes (`order: app` without hideable tabs): no tab comes to be made.
        guard !children.isEmpty else { return .line("navigator?.navigation.\(call)(of: self) { _ in nil }") }
        let makers = children.map { child in
            SwitchClause(pattern: "." + GeneratedNames.nodeMember(child.value), body: [
                .line("let made = \(GeneratedNames.makeChild(child.value))()"),
                // The closure is the maker's own: `self` is written, as Swift 6 asks in a nested closure.
                .line("return NavGraphMadeChild(made) { made.\(startCall(of: child.value, context: childContextCall(child.value).map { "self." + $0 })) }"),
            ])
        } + [.otherwise([.line("return nil")])]
        return .block(opening: "navigator?.navigation.\(call)(of: self) { [weak self] \(each) in", body: [
            .line("guard let self else { return nil }"),
            .switchOver(subject: each, cases: makers),
        ])
    }

    /// The hideable tabs or children, in the order `children` lists them.
    private func hiddenChildren(of flow: Flow) -> [Located<String>] {
        let hidden = Set(flow.hideable.map(\.value))
        return flow.children.filter { hidden.contains($0.value) }
    }

    /// `contextFor<Child>()` for a child screen that takes a context; `nil` otherwise.
    func childContextCall(_ child: String) -> String? {
        graph.screen(named: child)?.context == nil ? nil : "\(GeneratedNames.childContext(child))()"
    }
}
