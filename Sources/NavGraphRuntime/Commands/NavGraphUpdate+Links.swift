/// What a link's steps do to the state (`NavGraphStateMachine.open(_:placement:)` takes them one
/// by one, asking the switch flows on the way and starting what each step made before the next).
extension NavGraphUpdate {
    /// One step down: `flow` shows its child `child`.
    mutating func showChild(_ child: NavGraphNodeName, of flow: NavGraphEntryID) -> NavGraphRefusal? {
        // What the flow itself presents (the compose sheet of a tabs flow's own route) covers
        // every child, the one shown already too: the link closes it on its way down, as the
        // person could have swiped it away (one that refuses holds the link back before this).
        if state[flow]?.presented != nil { closeAbove(flow, popStack: false) }
        switch state[flow]?.content {
        case .switch(let old)?:
            shown = state[old]?.node == child ? old : switchChild(of: flow, from: old, to: child)
        case .tabs(let tabs, let selected)?:
            guard let tab = linkedTab(child, in: tabs, selected: selected) else {
                return NavGraphRefusal("\(name(flow)) shows no tab \(child)", hidingFlow: flow)
            }
            if tab != selected {
                closeAbove(flow, popStack: false)
                selectTab(tab, of: flow)
                changes.append(.selectTab(of: flow, index: tab))
            }
            shown = tabs[tab]
        case .stack(let list)?:
            guard let root = list.first, state[root]?.node == child else { return NavGraphRefusal("\(name(flow)) has no root \(child)") }
            shown = root
        case .container(let children)?:
            // Every child shows: nothing to select on the way. What another child presents
            // covers the whole container, the named child too: it closes, as another tab's
            // sheet does when a link selects a tab.
            guard let shownChild = children.first(where: { state[$0]?.node == child }) else {
                return NavGraphRefusal("\(name(flow)) shows no child \(child)", hidingFlow: flow)
            }
            if let covering = state[flow].flatMap(state.presentingChild(of:)), covering != shownChild {
                closeAbove(flow, popStack: false)
            }
            shown = shownChild
        case .leaf?, nil:
            return NavGraphRefusal("\(name(flow)) shows no children")
        }
        return nil
    }

    /// Pushes the linked screen onto the stack flow `stack`, above its root.
    mutating func pushLinked(_ node: NavGraphNodeName, onto stack: NavGraphEntryID, destination: NavGraphRouteValue) -> NavGraphRefusal? {
        guard let root = state.stackEntries(stack).first else { return NavGraphRefusal("\(name(stack)) is not a stack that shows its root") }
        closeAbove(root, popStack: true)
        let pushed = add(node, parent: stack)
        update(pushed) { $0.linkDestination = destination }
        append(pushed, onTo: stack)
        // A pop to the root and the push are one transition (UIKit's setViewControllers).
        if case .pop(stack, to: root)? = changes.last {
            changes[changes.count - 1] = .setStack(stack)
        } else {
            changes.append(.push(pushed, onto: stack))
        }
        shown = pushed
        return nil
    }

    /// Shows the linked screen in the presentation that shows it already: closes what is above
    /// it, popping its stack to it. The context it now shows is the link's: a saved state of a
    /// screen a link presented opens it again with `destination`; one a route presented keeps its
    /// route, whose opener still waits for it (as a root a link starts again keeps its flow's).
    mutating func reopenLinked(at place: NavGraphEntryID, destination: NavGraphRouteValue) {
        closeAbove(place, popStack: true)
        if state[place]?.linkDestination != nil { update(place) { $0.linkDestination = destination } }
        shown = place
    }

    /// Presents the linked screen over the top.
    mutating func presentLinked(_ node: NavGraphNodeName, options: NavGraphPresentationOptions, destination: NavGraphRouteValue) -> NavGraphRefusal? {
        guard let top = state.top else { return NavGraphRefusal("nothing is shown to present \(node) over") }
        let linked = present(node, over: top, options: options, opening: nil)
        update(linked) { $0.linkDestination = destination }
        shown = linked
        return nil
    }

    /// Pushes a screen of a link's chain or of a route's steps, opened by `route` of the screen
    /// below it (or of the stack flow it is pushed onto).
    mutating func pushChained(_ node: NavGraphNodeName, route: NavGraphRouteValue, from source: NavGraphEntryID) -> NavGraphRefusal? {
        guard let (stack, _) = pushPlace(from: source) else { return NavGraphRefusal("\(name(source)) is not inside a navigation stack") }
        let pushed = add(node, parent: stack, opening: .init(opener: source, route: route))
        append(pushed, onTo: stack)
        shown = pushed
        return nil
    }

    /// The pop to a chain's first screen or its push, if any, and the chain's pushes are one
    /// change of the stack.
    mutating func drawStack(_ stack: NavGraphEntryID) {
        switch changes.last {
        case .push(_, onto: stack)?, .setStack(stack)?, .pop(stack, to: _)?: changes.removeLast()
        default: break
        }
        changes.append(.setStack(stack))
    }
}
