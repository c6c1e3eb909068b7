/// What a tabs flow with children made from data (`{ each: ListTab, key: ListID }`) adds to its
/// contract (docs/Language.md, "Flows made from data"): the app makes each instance for its key
/// (`makeListTab(_:)`, where it gives the tab item for the key), gives the keys the flow starts
/// with (`firstTabs()`) and answers `shouldRestore(_:)` for a saved key; it changes the set
/// through `openTab(_:)`, `select(_:)`, `closeTab(_:)` and `setTabs(_:)`, each one transition
/// of the navigator.
extension ContractsTranslator {
    /// The entry of `flow`'s children made from data, with its key type spelled; `nil` for
    /// every other flow.
    func keyedEntry(of flow: Flow) -> (each: Located<String>, key: String)? {
        guard flow.kind == .tabs, let instances = flow.instances.first else { return nil }
        return (instances.flow, types.spelling(instances.key.value))
    }

    /// `make<Flow>(_:)`, `firstTabs()` and `shouldRestore(_:)`.
    func instancesRequirements(of flow: Flow) -> [Requirement] {
        guard let (each, key) = keyedEntry(of: flow) else { return [] }
        let name = flow.name.value
        let asked = Located("the children made from data of flow '\(name)'", at: each.range)
        return [
            Requirement(
                doc: "Makes the \(each.value) FlowController of the tab for `key`, one of \(name)'s tabs made from data; give it its tab item for `key` here.",
                signature: "\(GeneratedNames.makeChild(each.value))(_ key: \(key)) -> any \(GeneratedNames.contract(each.value))",
                todo: "Configure the tab for `key` (its tab item: the list's title).",
                skeletonValue: "\(GeneratedNames.flowController(each.value))()",
                askedBy: asked
            ),
            Requirement(
                doc: "The keys of the tabs made from data \(name) shows as it starts, in order (a saved state restores its own).",
                signature: "firstTabs() -> [\(key)]",
                todo: "Give the keys the tabs start with (the person's lists, in their order).",
                skeletonValue: "[]",
                askedBy: asked
            ),
            Requirement(
                doc: "Whether the tab for `key`, which a saved state holds, is restored: `false` when the app no longer has it (the list was deleted); its tab is left out.",
                signature: "shouldRestore(_ key: \(key)) -> Swift.Bool",
                todo: "Say whether `key` still exists.",
                skeletonValue: "true",
                askedBy: asked
            ),
        ]
    }

    /// `navGraphMakeInstance(_:)`, `navGraphRestoredKey(_:)`, `openTabs`, `selectedTab`,
    /// `openTab(_:)`, `select(_:)`, `closeTab(_:)` and `setTabs(_:)`.
    func instancesMembers(of flow: Flow) -> [SwiftDeclaration] {
        guard let (each, key) = keyedEntry(of: flow) else { return [] }
        let name = flow.name.value
        let make = GeneratedNames.makeChild(each.value)
        return [
            .function(
                doc: "Makes the \(each.value) of the tab for `key`, started at its root once it is in the tab bar; `nil` when `key` is no `\(key)`.",
                attributes: [], signature: "navGraphMakeInstance(_ key: NavGraphInstanceKey) -> NavGraphMadeChild?",
                body: [
                    .line("guard let key = key.key(as: \(key).self) else { return nil }"),
                    .line("let made = \(make)(key)"),
                    .line("return NavGraphMadeChild(made) { made.startFlow() }"),
                ]
            ),
            .function(
                doc: "Reads a saved key back and asks `shouldRestore(_:)` for it, to restore a saved navigation state.",
                attributes: [], signature: "navGraphRestoredKey(_ saved: \(StandardNames.string)) -> NavGraphRestoredKey",
                body: [
                    .line("guard let key = NavGraphInstanceKey.restoring(saved, as: \(key).self) else { return .unreadable }"),
                    .line("return shouldRestore(key) ? .restored(NavGraphInstanceKey(key)) : .refusedByApp"),
                ]
            ),
            .property(
                doc: "The keys of the tabs made from data \(name) shows now, in order.",
                modifiers: [], name: "openTabs", type: "[\(key)]", value: nil,
                getter: [.line("navigator?.navigation.instanceKeys(of: self).compactMap { $0.key(as: \(key).self) } ?? []")]
            ),
            .property(
                doc: "The key of the tab made from data \(name) has selected, or `nil` when one of its fixed tabs is.",
                modifiers: [], name: "selectedTab", type: "\(key)?", value: nil,
                getter: [.line("navigator?.navigation.selectedInstanceKey(of: self)?.key(as: \(key).self)")]
            ),
            .function(
                doc: "Opens a tab for `key` after the others, started at its root, and selects it; selects it when it is open already.",
                attributes: [], signature: "openTab(_ key: \(key))",
                body: [.line("navigator?.navigation.addInstance(NavGraphInstanceKey(key), of: self)")]
            ),
            .function(
                doc: "Selects the tab for `key`, if one is open.",
                attributes: [], signature: "select(_ key: \(key))",
                body: [.line("navigator?.navigation.selectInstance(NavGraphInstanceKey(key), of: self)")]
            ),
            .function(
                doc: "Closes the tab for `key` with everything in it and presented over it, each closed route's opener told it ended; the next tab made from data is selected when it was (the last one, or the first tab, when none follows).",
                attributes: [], signature: "closeTab(_ key: \(key))",
                body: [.line("navigator?.navigation.closeInstance(NavGraphInstanceKey(key), of: self)")]
            ),
            .function(
                doc: "Shows one tab per key of `keys`, in this order: a kept tab keeps what it shows, the tab of a key that goes closes as `closeTab(_:)` closes it, the tab of a new key is made. Call it when the app's list changes.",
                attributes: [], signature: "setTabs(_ keys: [\(key)])",
                body: [.line("navigator?.navigation.setInstances(keys.map { NavGraphInstanceKey($0) }, of: self)")]
            ),
        ]
    }

    /// `NavGraphInstancesPlace(…)` for `navGraphFlow`: the flow each instance is and the fixed
    /// tabs written before the entry; `nil` for a flow without children made from data.
    func instancesPlace(of flow: Flow) -> String? {
        guard let instances = flow.instances.first, flow.kind == .tabs else { return nil }
        let after = flow.children.prefix(instances.position).map { "." + GeneratedNames.nodeMember($0.value) }.joined(separator: ", ")
        return "NavGraphInstancesPlace(flow: .\(GeneratedNames.nodeMember(instances.flow.value)), after: [\(after)])"
    }

    /// The line of `startFlow()` that sets the first tabs made from data, after the fixed tabs
    /// have started; none for a flow without them.
    func firstInstancesStart(of flow: Flow) -> [SwiftStatement] {
        guard keyedEntry(of: flow) != nil else { return [] }
        return [.line("navigator.navigation.setInstances(firstTabs().map { NavGraphInstanceKey($0) }, of: self)")]
    }
}
