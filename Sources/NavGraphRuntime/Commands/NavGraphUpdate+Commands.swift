/// What each command does to the state: one function per command, from the state to the next
/// state and the effects, reading nothing but the state.
extension NavGraphUpdate {
    /// Applies `command`; returns why it does not apply, in which case the update is to be
    /// thrown away.
    mutating func apply(_ command: NavGraphCommand) -> NavGraphRefusal? {
        switch command {
        case .showRoot(let node): showRoot(node)
        case .showRootInStack(let node): showRootInStack(node)
        case .startFlow(let flow, let start): return startFlow(flow, start)
        case .push(let node, let route, let source): return push(node, route: route, from: source)
        case .present(let node, let options, let route, let source): return present(node, options: options, route: route, from: source)
        case .replaceTop(let node, let route, let source): return replaceTop(node, route: route, from: source)
        case .replaceChild(let node, let source): return replaceChild(node, from: source)
        case .replaceStackRoot(let node, let source): return replaceStackRoot(node, from: source)
        case .select(let tab, let source): return select(tab, from: source)
        case .finish(let source, let feedback): return finish(source, feedback: feedback)
        case .finishFlow(let flow, let source, let feedback): return finishFlow(flow, from: source, feedback: feedback)
        case .unwind(let destination, let source, let feedback): return unwind(to: destination, from: source, feedback: feedback)
        case .updateShown(let flow, let shown): return updateShown(of: flow, shown: shown, restarting: false)
        case .restartTabs(let flow, let shown): return updateShown(of: flow, shown: shown, restarting: true)
        case .setInstances(let flow, let place, let keys, let selecting): return setInstances(of: flow, place: place, keys: keys, selecting: selecting)
        case .selectInstance(let key, let flow): return selectInstance(key, of: flow)
        case .openInstance(let key, let flow, let place): return openInstance(key, of: flow, place: place)
        case .showChild(let child, let flow): return showChild(child, of: flow)
        case .showLinked(let place): closeAbove(place, popStack: true)
        case .reopenLinked(let place, let destination): reopenLinked(at: place, destination: destination)
        case .pushLinked(let node, let stack, let destination): return pushLinked(node, onto: stack, destination: destination)
        case .presentLinked(let node, let options, let destination): return presentLinked(node, options: options, destination: destination)
        case .pushChained(let node, let route, let source): return pushChained(node, route: route, from: source)
        case .drawStack(let stack): drawStack(stack)
        case .showRestored(let restored): showRestored(restored)
        case .shrinkOverlay(let source): return shrinkOverlay(from: source)
        case .expandOverlay(let source): return expandOverlay(from: source)
        case .user(let event, let answer): return follow(event, answer: answer)
        }
        return nil
    }

    /// The name of `id` for a reason.
    func name(_ id: NavGraphEntryID) -> String {
        state[id]?.node?.rawValue ?? id.description
    }

    // MARK: Starting

    /// Takes everything shown out of the state, without telling any opener: what a new root or a
    /// restored state replaces is not the user closing routes.
    private mutating func closeEverything() {
        guard let old = state.root else { return }
        for id in state.subtree(of: old) where state.entries.removeValue(forKey: id) != nil {
            closed.append(id)
        }
    }

    private mutating func showRoot(_ node: NavGraphNodeName) {
        closeEverything()
        let id = add(node, parent: nil)
        state.root = id
        shown = id
        changes.append(.showRoot(id))
    }

    /// The root is an embedding stack (no node, as an `embed: stack` presentation's), whose
    /// first entry shows `node`: the screen pushes onto it as a presented one does onto its own.
    private mutating func showRootInStack(_ node: NavGraphNodeName) {
        closeEverything()
        let stack = add(nil, parent: nil)
        let id = add(node, parent: stack)
        update(stack) { $0.content = .stack([id]) }
        state.root = stack
        shown = id
        changes.append(.showRoot(stack))
    }

    private mutating func showRestored(_ restored: NavGraphState) {
        closeEverything()
        state.entries.merge(restored.entries) { _, new in new }
        state.root = restored.root
        lastID = max(lastID, restored.entries.keys.map(\.rawValue).max() ?? 0)
        shown = restored.root
        if let root = restored.root { changes.append(.showRestored(root)) }
    }

    private mutating func startFlow(_ flow: NavGraphEntryID, _ start: NavGraphFlowStart) -> NavGraphRefusal? {
        guard state[flow]?.content == .leaf else { return NavGraphRefusal("\(name(flow)) started while it is not shown, or a second time") }
        let content: NavGraphEntry.Content
        switch start {
        case .stack(let root, let split):
            if let split { update(flow) { $0.split = split } }
            content = .stack([add(root, parent: flow)])
        case .tabs(let tabs):
            content = .tabs(tabs.map { add($0, parent: flow) }, selected: 0)
        case .switch(let child):
            content = .switch(add(child, parent: flow))
        case .container(let children):
            content = .container(children.map { add($0, parent: flow) })
        }
        update(flow) { $0.content = content }
        changes.append(.startFlow(flow))
        return nil
    }

    // MARK: Routes

    private mutating func push(_ node: NavGraphNodeName, route: NavGraphRouteValue, from source: NavGraphEntryID) -> NavGraphRefusal? {
        guard let (stack, above) = pushPlace(from: source) else { return NavGraphRefusal("\(name(source)) is not inside a navigation stack") }
        let first = changes.count
        // A split view's column below the top (a sidebar beside the detail) pushes into the
        // next column: what its later columns show, above it in the stack, closes first. It is
        // still a push, which the split view draws across its columns; elsewhere a stack popped
        // and pushed is set at once.
        if state.shownStackEntries(state.shownStack(of: stack)).last != above { closeAbove(above, popStack: true) }
        let pushed = add(node, parent: stack, opening: .init(opener: source, route: route))
        append(pushed, onTo: stack)
        let popped = changes[first...].contains { if case .pop = $0 { true } else { false } }
        let split = state[state.shownStack(of: stack)]?.split != nil
        changes = Array(changes[..<first]) + changes[first...].filter { if case .pop = $0 { false } else { true } }
            + [popped && !split ? .setStack(stack) : .push(pushed, onto: stack)]
        shown = pushed
        return nil
    }

    private mutating func present(
        _ node: NavGraphNodeName, options: NavGraphPresentationOptions, route: NavGraphRouteValue, from source: NavGraphEntryID
    ) -> NavGraphRefusal? {
        if options.presentation.coversEverything { return overlay(node, options: options, route: route, from: source) }
        guard state[source]?.presented == nil else {
            return NavGraphRefusal("\(node) is already shown, or \(name(source)) already presents something")
        }
        shown = present(node, over: source, options: options, opening: .init(opener: source, route: route))
        return nil
    }

    /// `node` takes the place of the entry of `source`'s stack that `source` is (or is inside):
    /// that entry and everything above it close. No route waits for it to end; it finishes back
    /// to the entry below it, like a pushed screen. At the root of a presentation's own stack, the
    /// entry "below" is the one whose route presented the replaced one: the presenter, or the
    /// flow of an overlay, through which a saved state makes it again.
    private mutating func replaceTop(_ node: NavGraphNodeName, route: NavGraphRouteValue, from source: NavGraphEntryID) -> NavGraphRefusal? {
        guard let stack = state.stack(containing: source), let index = state.stackEntries(stack).firstIndex(where: state.lineage(of: source).contains),
              let replaced = state[state.stackEntries(stack)[index]], replaced.opening != nil || replaced.linkDestination != nil,
              let below = index > 0 ? state.stackEntries(stack)[index - 1] : replaced.opening?.opener ?? state[stack]?.parent else {
            return NavGraphRefusal("\(name(source)) is not pushed or presented in a navigation stack: its stack's flow makes its root")
        }
        closeStack(stack, from: index)
        // The routes that opened what it replaced, for a saved state to make them again; the
        // link that opened the first one stays the link.
        let earlier = replaced.opening.map { $0.replaced + [$0.route] } ?? []
        let made = add(node, parent: stack, opening: .init(opener: below, route: route, replaced: earlier))
        update(made) { $0.linkDestination = replaced.linkDestination }
        append(made, onTo: stack)
        changes.append(.setStack(stack))
        shown = made
        return nil
    }

    /// The nearest entry from `id` outwards (through containers and presenters) that matches.
    func nearest(from id: NavGraphEntryID, where matches: (NavGraphEntry) -> Bool) -> NavGraphEntryID? {
        state.lineage(of: id).first { state[$0].map(matches) ?? false }
    }

    private mutating func replaceChild(_ child: NavGraphNodeName, from source: NavGraphEntryID) -> NavGraphRefusal? {
        guard let container = nearest(from: source, where: { if case .switch = $0.content { true } else { false } }),
              case .switch(let old) = state[container]?.content else {
            return NavGraphRefusal("\(name(source)) is not inside a switch flow")
        }
        shown = switchChild(of: container, from: old, to: child)
        return nil
    }

    private mutating func replaceStackRoot(_ root: NavGraphNodeName, from source: NavGraphEntryID) -> NavGraphRefusal? {
        // An embedding stack (no node) is no stack flow: no flow makes its root.
        guard let stack = state.stack(containing: source), state[stack]?.node != nil else {
            return NavGraphRefusal("\(name(source)) is not inside a stack flow with the root \(root)")
        }
        closeStack(stack, from: 0)
        let made = add(root, parent: stack)
        update(stack) { $0.content = .stack([made]) }
        changes.append(.setStack(stack))
        shown = made
        return nil
    }

    private mutating func select(_ tab: NavGraphNodeName, from source: NavGraphEntryID) -> NavGraphRefusal? {
        let tabsFlow = nearest(from: source, where: { if case .tabs = $0.content { true } else { false } })
        let notATab = NavGraphRefusal("\(name(source)) is not inside a tabs flow with the tab \(tab)", hidingFlow: tabsFlow)
        guard let container = tabsFlow, case .tabs(let tabs, _) = state[container]?.content else { return notATab }
        // A select of the tabs flow itself goes back to the tab it selected before.
        let backToPrevious = state[container]?.node == tab
        let found = backToPrevious ? state[container]?.previousTab.flatMap(tabs.firstIndex(of:)) : tabs.firstIndex { state[$0]?.node == tab }
        guard let index = found else {
            return backToPrevious ? NavGraphRefusal("\(tab) selected no other tab before the one it shows") : notATab
        }
        closeAbove(container, popStack: false)
        selectTab(index, of: container)
        changes.append(.selectTab(of: container, index: index))
        shown = tabs[index]
        return nil
    }

    private mutating func finish(_ source: NavGraphEntryID, feedback: (any Sendable)?) -> NavGraphRefusal? {
        guard let (target, popStack, closing) = closingPlace(of: source) else {
            return NavGraphRefusal("\(name(source)) finished but is neither pushed nor presented")
        }
        let receiver = opener(from: source, closing: closing)
        if closeFloating(closing, receiver: receiver, feedback: feedback) { return nil }
        closeAbove(target, popStack: popStack, receiver: receiver, feedback: feedback)
        return nil
    }

    /// The entry, from `id` up to `closing`, that the route which opened what closes was made
    /// for (its `opening`): a presented screen or flow itself, not the navigation stack it is
    /// presented in (`embed: stack`).
    private func opener(from id: NavGraphEntryID, closing: NavGraphEntryID) -> NavGraphEntryID? {
        state.lineage(of: id).prefix { $0 != state[closing]?.parent }.first { state[$0]?.opening != nil }
    }

    private mutating func finishFlow(_ flow: NavGraphNodeName, from source: NavGraphEntryID, feedback: (any Sendable)?) -> NavGraphRefusal? {
        // A sub-flow pops back to the entry below it; a presented flow is dismissed, with the
        // navigation stack it is presented in (`embed: stack`, a container's).
        guard let opened = nearest(from: source, where: { $0.node == flow }), let (target, popStack, closing) = closingPlace(of: opened),
              state.isSubflow(opened) || state[closing]?.presentation != nil else {
            return NavGraphRefusal("\(name(source)) is not inside the sub-flow or presented flow \(flow)")
        }
        let receiver = opener(from: opened, closing: closing)
        if closeFloating(closing, receiver: receiver, feedback: feedback) { return nil }
        closeAbove(target, popStack: popStack, receiver: receiver, feedback: feedback)
        return nil
    }

    private mutating func unwind(to destination: NavGraphNodeName, from source: NavGraphEntryID, feedback: (any Sendable)?) -> NavGraphRefusal? {
        // An unwind to the source itself closes what is above it.
        guard let target = ([source] + below(source)).first(where: { state[$0]?.node == destination }) else {
            return NavGraphRefusal("\(destination) is not below \(name(source))")
        }
        shown = target
        // What the target opened and is still shown: at most one entry, as only the top acts.
        let receiver = feedback == nil ? nil : state.entries.values.first { $0.opening?.opener == target }?.id
        closeAbove(target, popStack: true, receiver: receiver, feedback: feedback)
        return nil
    }

    /// Tabs or container children that go close with everything in them and presented over
    /// them; those that come are made; all are put in the order of `wanted` (the graph's, or the
    /// app's for tabs it orders), each keeping what it shows; `restarting` (tabs only), every tab
    /// goes and the tabs `wanted` come anew. The selected tab stays selected while it shows (a
    /// restarted one, its new entry); when it goes, the first tab is selected. What the flow
    /// itself presents stays.
    private mutating func updateShown(of flow: NavGraphEntryID, shown wanted: [NavGraphNodeName], restarting: Bool) -> NavGraphRefusal? {
        let old: [NavGraphEntryID], selected: Int?
        switch state[flow]?.content {
        case .tabs(let tabs, let index)?: (old, selected) = (tabs, index)
        case .container(let children)? where !restarting: (old, selected) = (children, nil)
        default:
            return NavGraphRefusal("\(name(flow)) \(restarting ? "restarted its tabs" : "updated what it shows") while it is not shown, or before it started")
        }
        // Instances of a flow made from data are the app's keys' to change, not `shown`'s: they
        // stay (a restart makes each anew for its key) among the fixed tabs where they stand.
        let keyed = old.filter { state[$0]?.instanceKey != nil }
        let removed = restarting ? old : old.filter { state[$0]?.instanceKey == nil && state[$0]?.node.map(wanted.contains) != true }
        let oldChildren = Dictionary(
            old.compactMap { child in state[child].flatMap { $0.instanceKey == nil ? $0.node.map { ($0, child) } : nil } },
            uniquingKeysWith: { first, _ in first })
        // Nothing goes, nothing comes and nothing moves (the app's order, `order: app`, is the same).
        guard !removed.isEmpty || wanted != old.compactMap({ state[$0]?.instanceKey == nil ? state[$0]?.node : nil }) else { return .changesNothing }
        let selectedTab = selected.flatMap { old.indices.contains($0) ? old[$0] : nil }
        // Read before they close: a restart makes them anew.
        let selectedName = selectedTab.flatMap { state[$0]?.node }
        let keys = keyed.compactMap { state[$0]?.instanceKey }
        // Only what shows over the selected tab's screens is above it, or over any container
        // child's (what one presents covers the container); the flow's own sheet is not.
        let before = closed.count
        for front in selected == nil ? old : [selectedTab].compactMap({ $0 }) where removed.contains(front) {
            closeAbove(front, popStack: false)
        }
        let dismissed = closed[before...]
        close(removed.flatMap { state.subtree(of: $0) }.filter { !dismissed.contains($0) })
        var children = wanted.map { name in oldChildren[name].flatMap { removed.contains($0) ? nil : $0 } ?? add(name, parent: flow) }
        guard selected != nil else {
            update(flow) { $0.content = .container(children) }
            changes.append(.setChildren(flow))
            return nil
        }
        var remade: [NavGraphEntryID: NavGraphEntryID] = [:]
        if let place = state[flow]?.instancesPlace, !keyed.isEmpty {
            let instances = restarting ? zip(keyed, keys).map { old, key in
                let made = add(place.flow, parent: flow)
                update(made) { $0.instanceKey = key }
                remade[old] = made
                return made
            } : keyed
            children.insert(contentsOf: instances, at: place.insertionIndex(in: children.map { state[$0]?.node }))
        }
        // A tab that stays is where it is now; one made anew is at its name's place (`wanted`
        // holds a name once), or its key's.
        let index = selectedTab.flatMap { tab in children.firstIndex(of: remade[tab] ?? tab) }
            ?? selectedName.flatMap { name in children.firstIndex { state[$0]?.instanceKey == nil && state[$0]?.node == name } } ?? 0
        update(flow) {
            $0.content = .tabs(children, selected: index)
            // The tab selected before is forgotten once it goes.
            if $0.previousTab.map(children.contains) != true { $0.previousTab = nil }
        }
        changes.append(.setTabs(flow))
        return nil
    }

    // MARK: Places in the state

    /// The entries below `id`, nearest first: lower in its stacks, then containers and presenters.
    func below(_ id: NavGraphEntryID) -> [NavGraphEntryID] {
        state.lineage(of: id).flatMap { current -> [NavGraphEntryID] in
            guard let parent = state[current]?.parent else { return [] }
            let list = state.stackEntries(parent)
            guard state[current]?.presentation == nil, let index = list.firstIndex(of: current) else { return [parent] }
            return list[..<index].reversed() + [parent]
        }
    }

    /// What finishing `id` closes: the entry that stays (`target`), whether that is a pop, and
    /// the entry that is popped or dismissed.
    func closingPlace(of id: NavGraphEntryID) -> (NavGraphEntryID, Bool, NavGraphEntryID)? {
        if let stack = state.stack(containing: id) {
            let list = state.stackEntries(stack)
            if let index = list.firstIndex(of: id), index > 0 { return (list[index - 1], true, id) }
        }
        var current = id
        while let entry = state[current] {
            if entry.presentation != nil, let presenter = entry.parent { return (presenter, false, current) }
            // The root of a sub-flow closes the sub-flow, pushed above the entry below it.
            if state.isSubflow(current), let parent = entry.parent, let index = state.stackEntries(parent).firstIndex(of: current), index > 0 {
                return (state.stackEntries(parent)[index - 1], true, current)
            }
            guard let parent = entry.parent, state.stackEntries(parent).first == current else { return nil }
            current = parent
        }
        return nil
    }
}
