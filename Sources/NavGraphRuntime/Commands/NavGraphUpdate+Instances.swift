/// What a tabs flow's children made from data (`{ each: ListTab, key: ListID }`) do to the
/// state: one instance of a stack flow per key the app gives, among the fixed tabs where the
/// graph writes the entry, in the app's order (docs/Language.md, "Flows made from data").
extension NavGraphUpdate {
    /// The instances `flow` shows now, in order.
    func instances(of flow: NavGraphEntryID) -> [NavGraphEntryID] {
        (state[flow]?.children ?? []).filter { state[$0]?.instanceKey != nil }
    }

    /// `flow` shows one instance per key of `keys`: an instance whose key goes is closed with
    /// everything in it and presented over it, each closed route's opener told (as a tab that
    /// `updateTabs()` hides); one whose key comes is made at its place. One transition; the
    /// selection is `selecting`'s instance when given, else it stays on the tab it was on, or,
    /// when that instance goes, moves to the instance after it in the new order (the last, the
    /// first fixed tab when none is left).
    mutating func setInstances(
        of flow: NavGraphEntryID, place: NavGraphInstancesPlace, keys: [NavGraphInstanceKey], selecting: NavGraphInstanceKey?
    ) -> NavGraphRefusal? {
        guard case .tabs(let tabs, let selected)? = state[flow]?.content else {
            return NavGraphRefusal("\(name(flow)) changed its tabs made from data while it is not shown, or before it started")
        }
        guard Set(keys).count == keys.count else {
            return NavGraphRefusal("\(name(flow)) was given the same key twice among \(keys): one tab per key")
        }
        let old = instances(of: flow)
        let fixed = tabs.filter { !old.contains($0) }
        let oldByKey = Dictionary(old.compactMap { id in state[id]?.instanceKey.map { ($0, id) } }, uniquingKeysWith: { first, _ in first })
        let removed = old.filter { state[$0]?.instanceKey.map(keys.contains) != true }
        let selectedTab = tabs.indices.contains(selected) ? tabs[selected] : nil
        guard !removed.isEmpty || keys != old.compactMap({ state[$0]?.instanceKey }) || (selecting.flatMap { oldByKey[$0] } ?? selectedTab) != selectedTab else {
            return .changesNothing
        }
        // What shows over the selected instance closes with it; a sheet over another tab is gone
        // with that tab, and what the tabs flow itself presents stays.
        let before = closed.count
        if let selectedTab, removed.contains(selectedTab) { closeAbove(selectedTab, popStack: false) }
        let dismissed = closed[before...]
        close(removed.flatMap { state.subtree(of: $0) }.filter { !dismissed.contains($0) })
        let made = keys.map { key in
            oldByKey[key] ?? {
                let id = add(place.flow, parent: flow)
                update(id) { $0.instanceKey = key }
                return id
            }()
        }
        let at = place.insertionIndex(in: fixed.map { state[$0]?.node })
        let arranged = Array(fixed[..<at]) + made + Array(fixed[at...])
        let index = newSelection(
            in: arranged, selecting: selecting.flatMap { key in made.first { state[$0]?.instanceKey == key } },
            old: selectedTab, oldInstances: old, keptInstances: made)
        update(flow) {
            $0.instancesPlace = place
            $0.content = .tabs(arranged, selected: index)
            if $0.previousTab.map(arranged.contains) != true { $0.previousTab = nil }
        }
        changes.append(.setTabs(flow))
        shown = arranged.indices.contains(index) ? arranged[index] : nil
        return nil
    }

    /// The index selected after instances changed: `selecting`; else the tab selected before,
    /// while it stays; else the instance that followed it, among those kept, or the last one
    /// kept; else the first tab.
    private func newSelection(
        in arranged: [NavGraphEntryID], selecting: NavGraphEntryID?, old: NavGraphEntryID?,
        oldInstances: [NavGraphEntryID], keptInstances: [NavGraphEntryID]
    ) -> Int {
        if let selecting, let index = arranged.firstIndex(of: selecting) { return index }
        if let old, let index = arranged.firstIndex(of: old) { return index }
        guard let old, let position = oldInstances.firstIndex(of: old) else { return 0 }
        let next = oldInstances[(position + 1)...].first(where: keptInstances.contains) ?? keptInstances.last
        return next.flatMap(arranged.firstIndex(of:)) ?? 0
    }

    /// Selects `flow`'s instance for `key`, closing what shows over the tab selected before.
    mutating func selectInstance(_ key: NavGraphInstanceKey, of flow: NavGraphEntryID) -> NavGraphRefusal? {
        guard case .tabs(let tabs, let selected)? = state[flow]?.content else {
            return NavGraphRefusal("\(name(flow)) selected a tab made from data while it is not shown, or before it started")
        }
        guard let index = tabs.firstIndex(where: { state[$0]?.instanceKey == key }) else {
            return NavGraphRefusal("\(name(flow)) has no tab for the key \(key)")
        }
        shown = tabs[index]
        guard index != selected else { return .changesNothing }
        closeAbove(flow, popStack: false)
        selectTab(index, of: flow)
        changes.append(.selectTab(of: flow, index: index))
        return nil
    }

    /// A new instance's step (`instance: new`): opens `flow`'s instance for `key` after the others
    /// and selects it, or selects the one open for `key` already (the app's `newKey()` gave a key
    /// it has open: that tab is the one the app means, as `openTab(_:)` of an open key selects
    /// it). What the tabs flow itself presents closes, as on any link's way down. `shown` is the
    /// instance either way, for the rest of the placement to go on in.
    mutating func openInstance(_ key: NavGraphInstanceKey, of flow: NavGraphEntryID, place: NavGraphInstancesPlace) -> NavGraphRefusal? {
        guard case .tabs(let tabs, _)? = state[flow]?.content else {
            return NavGraphRefusal("\(name(flow)) opened a new tab made from data while it is not shown, or before it started")
        }
        if state[flow]?.presented != nil { closeAbove(flow, popStack: false) }
        if let open = tabs.first(where: { state[$0]?.instanceKey == key }) {
            if let refusal = selectInstance(key, of: flow), refusal != .changesNothing { return refusal }
            shown = open
            return nil
        }
        let keys = instances(of: flow).compactMap { state[$0]?.instanceKey }
        return setInstances(of: flow, place: place, keys: keys + [key], selecting: key)
    }

    /// The index of the tab of `tabs` showing `child` that a link or an `open` route goes to:
    /// the selected one when it shows `child` (the instance that shows, among several of a flow
    /// made from data), else the first.
    func linkedTab(_ child: NavGraphNodeName, in tabs: [NavGraphEntryID], selected: Int) -> Int? {
        if tabs.indices.contains(selected), state[tabs[selected]]?.node == child { return selected }
        return tabs.firstIndex { state[$0]?.node == child }
    }
}
