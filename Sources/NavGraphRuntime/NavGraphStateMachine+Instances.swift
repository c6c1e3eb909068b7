/// A tabs flow's children made from data (`{ each: ListTab, key: ListID }`): one instance of a
/// stack flow per key the app gives, opened, selected, closed and set by the app through the
/// flow's generated contract (`openTab(_:)`, `select(_:)`, `closeTab(_:)`, `setTabs(_:)`),
/// each one transition (docs/Language.md, "Flows made from data").
extension NavGraphStateMachine {
    /// The keys of the instances the tabs flow `flow` shows, in order; empty while it is not shown.
    public func instanceKeys(of flow: any NavGraphFlowController) -> [NavGraphInstanceKey] {
        entryID(of: flow).map(instanceKeys(ofEntry:)) ?? []
    }

    /// The keys of the instances the tabs flow's entry `id` shows, in order.
    private func instanceKeys(ofEntry id: NavGraphEntryID) -> [NavGraphInstanceKey] {
        (state[id]?.children ?? []).compactMap { state[$0]?.instanceKey }
    }

    /// The key of the instance the tabs flow `flow` has selected, or `nil` when a fixed tab is.
    public func selectedInstanceKey(of flow: any NavGraphFlowController) -> NavGraphInstanceKey? {
        guard let id = entryID(of: flow), let selected = state[id]?.shownChild else { return nil }
        return state[selected]?.instanceKey
    }

    /// Opens an instance for `key` (made through the flow's contract, started at its root once
    /// it is in the tab bar) after the others, and selects it; selects it when it is open already.
    public func addInstance(_ key: NavGraphInstanceKey, of flow: any NavGraphFlowController) {
        changeInstances(of: flow, selecting: key, "opened the tab for \(key)") { keys in keys.contains(key) ? keys : keys + [key] }
    }

    /// Selects the instance for `key`; ignored, with a debug log, when none is open.
    public func selectInstance(_ key: NavGraphInstanceKey, of flow: any NavGraphFlowController) {
        whenSettled(flow, "selected the tab for \(key)") { [unowned self] id in
            phase = .applying
            guard let transition = perform(.selectInstance(key, of: id)) else {
                phase = .idle
                return
            }
            commit(transition)
        }
    }

    /// Closes the instance for `key` with everything in it and presented over it, each closed
    /// route's opener told; the next instance is selected when it was.
    public func closeInstance(_ key: NavGraphInstanceKey, of flow: any NavGraphFlowController) {
        changeInstances(of: flow, selecting: nil, "closed the tab for \(key)") { keys in keys.filter { $0 != key } }
    }

    /// Shows one instance per key of `keys`, in this order: kept instances keep what they show,
    /// those whose key went close, new ones are made.
    public func setInstances(_ keys: [NavGraphInstanceKey], of flow: any NavGraphFlowController) {
        changeInstances(of: flow, selecting: nil, "set its tabs to \(keys)") { _ in keys }
    }

    /// Runs `body` with the tabs flow's entry once the machine is idle and the person makes no
    /// gesture (as `updateTabs()` waits); ignored, with a debug log, while the flow is not shown.
    private func whenSettled(_ flow: any NavGraphFlowController, _ what: String, _ body: @escaping @MainActor (NavGraphEntryID) -> Void) {
        followScreen()
        guard isSettled else {
            queued.append { [weak self] in self?.whenSettled(flow, what, body) }
            return
        }
        guard let id = entryID(of: flow) else {
            ignore("\(flow.navGraphNode) \(what) while it is not shown, or before it started")
            return
        }
        body(id)
    }

    /// One `setInstances` command with the keys `change` makes of the open ones; each instance
    /// that comes is made through the flow's contract and started once it is in the tab bar.
    private func changeInstances(
        of flow: any NavGraphFlowController, selecting: NavGraphInstanceKey?, _ what: String,
        _ change: @escaping @MainActor ([NavGraphInstanceKey]) -> [NavGraphInstanceKey]
    ) {
        whenSettled(flow, what) { [unowned self] id in
            guard let place = flow.navGraphFlow?.instances else {
                ignore("\(flow.navGraphNode) \(what), but the graph makes none of its children from data")
                return
            }
            let keys = instanceKeys(ofEntry: id)
            phase = .applying
            var starts: [@MainActor () -> Void] = []
            let making = { [unowned self] (entry: NavGraphEntry) -> (any NavGraphFlowController)? in
                guard let key = entry.instanceKey, let made = flow.navGraphMakeInstance(key) else {
                    ignore("\(flow.navGraphNode) did not make its tab for \(entry.instanceKey.map(\.description) ?? "")")
                    return nil
                }
                starts += made.start.map { [$0] } ?? []
                return made.flowController
            }
            guard var transition = perform(.setInstances(of: id, place: place, keys: change(keys), selecting: selecting), making: making) else {
                phase = .idle
                return
            }
            // A new instance starts once it is in the tab bar: its navigation stack takes its place there.
            transition.callbacks = starts + transition.callbacks
            commit(transition)
        }
    }
}
