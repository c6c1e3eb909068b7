/// Saving the navigation state as a `Codable` value.
///
/// An alert or confirmation dialog is never saved: it asked a question about a moment that has
/// passed when the state is restored (UIKit's own state restoration does not bring back an
/// alert controller either), so the state is saved as if it were not shown; the screen that
/// presented it is restored on top. A system sheet (a document picker) is left out alike.
///
/// An overlay shrunk into picture in picture (`shrinks: app`) is saved expanded, over the entry
/// a person sees on top, as an overlay that shows is: the saved state holds presentations on the
/// way a person sees only, each restored through the route that opened it, and the overlay's
/// screen shrinks it again once it is restored if it means to.
extension NavGraphStateMachine {
    /// The whole navigation state as a value to save, or `nil` when nothing is shown or an entry
    /// was opened by something other than a generated route or a link (a test's own route).
    public func saved<Destination>(as destination: Destination.Type) -> NavGraphSavedState<Destination>? {
        guard let root = state.root else { return nil }
        // A window's root in a stack of its own (`embed: stack`): its screen is the saved root,
        // what it pushed is saved beside it.
        guard state[root]?.node == nil else { return savedEntry(root, as: destination).map { NavGraphSavedState(root: $0) } }
        let stack = state.stackEntries(root)
        guard let first = stack.first, let entry = savedEntry(first, as: destination),
              let pushed = savedEntries(Array(stack.dropFirst()), as: destination) else { return nil }
        return NavGraphSavedState(root: entry, rootStack: pushed)
    }

    private func savedEntry<Destination>(_ id: NavGraphEntryID, as type: Destination.Type) -> NavGraphSavedState<Destination>.Entry? {
        guard let entry = state[id], let name = entry.node else { return nil }
        var saved = NavGraphSavedState<Destination>.Entry(name: name)
        if let key = entry.instanceKey {
            // A key that does not encode cannot be restored: no saved state, as for a route's.
            guard let text = key.saved else { return nil }
            saved.key = text
        }
        if entry.opening != nil || entry.linkDestination != nil {
            guard let opening = savedOpening(of: entry, as: type) else { return nil }
            saved.opening = opening
        }
        guard let savedChildren = savedEntries(entry.children, as: type) else { return nil }
        switch entry.content {
        case .leaf: break
        case .stack: saved.content = .stack(savedChildren)
        case .tabs(_, let selected): saved.content = .tabs(savedChildren, selected: selected)
        case .switch: saved.content = savedChildren.first.map { .switch($0) } ?? .leaf
        case .container: saved.content = .container(savedChildren)
        }
        if let presented = savedPresentation(over: id) {
            // An embedding stack has no screen of its own: its entries stand for it.
            let shown = state[presented]?.node == nil ? state.stackEntries(presented) : [presented]
            guard let savedShown = savedEntries(shown, as: type), !savedShown.isEmpty else { return nil }
            saved.presented = savedShown
        }
        return saved
    }

    /// What a saved state holds presented over `id`: what is presented over it, unless the system
    /// owns it (a dialog, a system sheet); over the top-most entry so saved, a shrunk overlay.
    private func savedPresentation(over id: NavGraphEntryID) -> NavGraphEntryID? {
        let isSaved = { (entry: NavGraphEntryID) in !(self.flowController(for: entry) is any NavGraphSystemOwnedScreen) }
        if let presented = state[id]?.presented { return isSaved(presented) ? presented : state.floatingOverlays.first }
        guard let floating = state.floatingOverlays.first, state.visibleEntries.last(where: isSaved) == id else { return nil }
        return floating
    }

    /// The link or route that opened `entry` and, when `replace` routes then put others in its
    /// place, those routes: `nil` when one of them is not a generated route or link.
    private func savedOpening<Destination>(of entry: NavGraphEntry, as type: Destination.Type) -> NavGraphSavedState<Destination>.Opening? {
        var routes = (entry.opening.map { $0.replaced + [$0.route] } ?? []).map { $0.value as? any NavGraphRoute }
        var opening: NavGraphSavedState<Destination>.Opening
        if let link = entry.linkDestination {
            guard let destination = link.value as? Destination else { return nil }
            opening = .init(route: nil, destination: destination)
        } else {
            guard let route = routes.removeFirst(), let destination = route.destination as? Destination else { return nil }
            opening = .init(route: route.navGraphRouteName, destination: destination, flow: openingFlow(of: entry))
        }
        guard !routes.isEmpty else { return opening }
        var replacements: [NavGraphSavedState<Destination>.Replacement] = []
        for route in routes {
            guard let route, let destination = route.destination as? Destination else { return nil }
            replacements.append(.init(route: route.navGraphRouteName, destination: destination))
        }
        opening.replacements = replacements
        return opening
    }

    /// The flow whose own route opened `entry` where the entry below it or the one it is
    /// presented over has no such route: a stack flow's push above its top screen, an overlay
    /// over the top-most presentation (itself, or the root of its embedding stack).
    private func openingFlow(of entry: NavGraphEntry) -> NavGraphNodeName? {
        let presented = entry.presentation != nil ? entry : entry.parent.flatMap { state[$0] }.flatMap { $0.node == nil ? $0 : nil }
        if let opener = entry.opening?.opener, presented?.presentation?.presentation.coversEverything == true { return state[opener]?.node }
        guard let opener = entry.opening?.opener, entry.presentation == nil, let stack = entry.parent,
              let index = state.stackEntries(stack).firstIndex(of: entry.id), index > 0, state.stackEntries(stack)[index - 1] != opener else { return nil }
        return state[opener]?.node
    }

    /// Each entry saved, or `nil` when one of them cannot be.
    private func savedEntries<Destination>(_ ids: [NavGraphEntryID], as type: Destination.Type) -> [NavGraphSavedState<Destination>.Entry]? {
        var saved: [NavGraphSavedState<Destination>.Entry] = []
        for id in ids {
            guard let entry = savedEntry(id, as: type) else { return nil }
            saved.append(entry)
        }
        return saved
    }
}
