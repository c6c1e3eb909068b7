/// What a change breaks in the navigation states that earlier versions saved: what the old graph's
/// saved states can hold (reachable screens and flows, routes that push, present or replace, screens
/// a link opened) compared with what the new graph's restore accepts (`SavedStateShape`), rule by
/// rule as `SavedStateReader` plans a state.
extension GraphDiff {
    func states() -> [DiffFinding] {
        if let entry = entryChanged() { return [entry] }
        return nodes() + routes() + linkedScreens()
    }

    /// The screens and flows the old graph's saved states can hold: reachable, and no alert
    /// (never saved), in declaration order.
    private var heldNodes: [String] {
        (old.graph.screens.map(\.name.value) + old.graph.flows.map(\.name.value)).filter { name in
            guard old.analysis.reachable.contains(name) else { return false }
            if case .screen(_, true)? = oldShape.nodes[name] { return false }
            return true
        }
    }

    private func entryChanged() -> DiffFinding? {
        let before = old.graph.entry.value
        guard renames.node(before) != new.graph.entry.value else { return nil }
        return DiffFinding(
            .stateEntryChanged, DiffElement.entry,
            "the entry was '\(before)' and is '\(new.graph.entry.value)' now: no saved state restores, so everyone who updates starts afresh; keep the entry, or accept the break",
            at: new.graph.entry.range, notes: [DiagnosticNote("the entry was '\(before)' here", at: old.graph.entry.location)])
    }

    // MARK: Screens and flows

    private func nodes() -> [DiffFinding] {
        var findings: [DiffFinding] = []
        let added = unclaimedNewNodes()
        var suggested: Set<String> = []
        for name in heldNodes {
            guard let current = renames.node(name) else {
                let twin = added.first { !suggested.contains($0) && sameShape(old: name, new: $0) }
                if let twin { suggested.insert(twin) }
                findings.append(removed(name, twin: twin))
                continue
            }
            findings += shapeChanges(of: name, now: current)
        }
        return findings
    }

    /// The new graph's screens and flows that the old graph did not have and that say no former
    /// name: where an unmarked rename went.
    private func unclaimedNewNodes() -> [String] {
        (new.graph.screens.map { ($0.name.value, $0.formerNames) } + new.graph.flows.map { ($0.name.value, $0.formerNames) })
            .filter { name, formers in formers.isEmpty && !old.graph.declaresNode(name) }.map(\.0)
    }

    /// Whether the old `name` and the new `other` have one shape: both screens of the same kind
    /// with the same context, feedback and route names, or flows of the same kind with as many
    /// children.
    private func sameShape(old name: String, new other: String) -> Bool {
        if let before = old.graph.screen(named: name), let after = new.graph.screen(named: other) {
            return before.effectiveKind == after.effectiveKind && oldShape.nodes[name]?.context == newShape.nodes[other]?.context
                && before.feedback?.value.description == after.feedback?.value.description
                && Set(before.routes.map(\.name.value)) == Set(after.routes.map(\.name.value))
        }
        if let before = old.graph.flow(named: name), let after = new.graph.flow(named: other) {
            return before.kind == after.kind && before.children.count == after.children.count
        }
        return false
    }

    private func removed(_ name: String, twin: String?) -> DiffFinding {
        let (range, notes) = place(ofOld: name)
        guard let twin, let declared = newDeclaration(twin) else {
            return DiffFinding(
                .stateNodeRemoved, oldElement(name),
                "\(oldDescribed(name)) is gone: states saved while it showed no longer restore, so people who left the app there start afresh; keep it, or say which declaration it became with 'formerly: \(name)' on that one",
                at: range, notes: notes)
        }
        return DiffFinding(
            .stateNodeRenamed, oldElement(name),
            "\(oldDescribed(name)) is gone and '\(twin)', new, has its shape: if '\(twin)' is '\(name)' renamed, say so with 'formerly: \(name)' on '\(twin)', and states saved while it showed restore; otherwise they do not",
            at: declared.range, notes: notes)
    }

    /// What a saved state of the old `name` shows inside it, against the new `current`: the kind
    /// of content, a stack's roots, the tabs, a switch's and a container's children, the context.
    private func shapeChanges(of name: String, now current: String) -> [DiffFinding] {
        guard let before = oldShape.nodes[name], let after = newShape.nodes[current] else { return [] }
        let at = place(ofOld: name)
        func changed(_ what: String) -> DiffFinding {
            DiffFinding(
                .stateFlowChanged, oldElement(name),
                "\(oldDescribed(name)) \(what): states saved while it showed no longer restore, so people who left the app there start afresh; keep what it shows, or accept the break",
                at: at.range, notes: at.notes)
        }
        var findings: [DiffFinding] = []
        switch (before, after) {
        case (.screen, .screen):
            break
        case (.flow(let oldKind, let oldChildren, _, _, _), .flow(let newKind, let newChildren, _, _, _)):
            guard Self.content(oldKind) == Self.content(newKind) else {
                return [changed("was a \(oldKind.rawValue) flow and is a \(newKind.rawValue) flow now")]
            }
            findings += childChanges(of: name, kind: oldKind, oldChildren, newChildren, changed)
        case (.screen, .flow(let kind, _, _, _, _)):
            return [changed("was a screen and is a \(kind.rawValue) flow now")]
        case (.flow(let kind, _, _, _, _), .screen):
            return [changed("was a \(kind.rawValue) flow and is a screen now")]
        }
        if let context = contextChange(of: name, before: before.context, after: after.context) { findings.append(context) }
        return findings
    }

    /// What a saved state holds inside a flow of `kind`: a stack (or split view) its entries, tabs
    /// their tabs, a switch its child, a container its children.
    private static func content(_ kind: NavGraphFlowKind) -> NavGraphFlowKind {
        kind == .split ? .stack : kind
    }

    private func childChanges(
        of name: String, kind: NavGraphFlowKind, _ oldChildren: [String], _ newChildren: [String], _ changed: (String) -> DiffFinding
    ) -> [DiffFinding] {
        let mapped = oldChildren.map { renames.node($0) ?? $0 }
        switch kind {
        case .tabs, .container:
            guard mapped != newChildren else { return [] }
            let what = kind == .tabs ? "tabs" : "children"
            return [changed("showed the \(what) \(mapped.joined(separator: ", ")) and shows \(newChildren.isEmpty ? "none" : newChildren.joined(separator: ", ")) now")]
        case .stack, .split, .switch:
            // A saved stack starts with one of the roots, a switch shows one of its children.
            return zip(oldChildren, mapped).filter { !newChildren.contains($0.1) }.map { child, current in
                if let other = new.graph.flows.first(where: { $0.children.contains { $0.value == current } }) {
                    let at = place(ofOld: child)
                    return DiffFinding(
                        .stateNodeMoved, oldElement(child),
                        "'\(child)' was shown by flow '\(name)' and is shown by flow '\(other.name.value)' now: states saved while it showed in '\(name)' no longer restore, so people who left the app there start afresh; keep it in '\(name)', or accept the break",
                        at: at.range, notes: at.notes)
                }
                return changed(kind == .switch ? "no longer shows its child '\(child)'" : "no longer has the root '\(child)'")
            }
        }
    }

    /// `state-context-changed` for a screen or flow whose saved destinations no longer decode:
    /// only for those the old graph's states hold with a context (opened by a route or a link).
    private func contextChange(of name: String, before: TypeExpression?, after: TypeExpression?) -> DiffFinding? {
        guard savedDestinations.contains(name), old.graph.screen(named: name)?.effectiveKind.isSystemOwned != true else { return nil }
        let problem: String?
        switch (before, after) {
        case (nil, nil), (.some, nil):
            problem = nil
        case (nil, let now?):
            problem = "takes a context ('\(now)') now and took none: a saved destination has none to decode"
        case (let was?, let now?):
            guard oldShape.types.isCodable(was) else { return nil }
            var compatibility = ContextCompatibility(old: oldShape.types, new: newShape.types)
            problem = !newShape.types.isCodable(now)
                ? "takes '\(now)' now, which cannot be saved (it holds an external type that is not 'codable: true')"
                : compatibility.reads(was, as: now) ? nil
                : was == now ? "takes '\(now)', which no longer reads every value saved before (a field, a case or a type in it changed)"
                : "took '\(was)' and takes '\(now)' now, which does not read every saved '\(was)'"
        }
        guard let problem else { return nil }
        let at = place(ofOld: name)
        return DiffFinding(
            .stateContextChanged, oldElement(name),
            "\(oldDescribed(name)) \(problem): states saved while it showed no longer decode, so people who left the app there start afresh; keep a context type that reads the old values (add fields as optionals, keep cases), or accept the break",
            at: at.range, notes: at.notes)
    }

    /// The screens and flows the old graph's saved states hold with a destination: those its
    /// routes push, present or replace with, and those its links push or present.
    private var savedDestinations: Set<String> {
        let routed = heldRoutes.map(\.reopening.destination)
        let linked = oldShape.placements.filter { $0.value.contains { $0.arrival != .shown } }.map(\.key)
        return Set(routed + linked)
    }

    // MARK: Routes

    /// The routes the old graph's saved states can name: each route of a held screen or flow that
    /// pushes, presents or replaces, to what states hold, by its name.
    private var heldRoutes: [(owner: String, reopening: SavedStateShape.Reopening)] {
        let held = Set(heldNodes)
        return heldNodes.flatMap { owner in
            (oldShape.routes[owner] ?? [:]).filter { written, reopening in written == reopening.name && held.contains(reopening.destination) }
                .sorted { $0.key < $1.key }.map { (owner, $0.value) }
        }
    }

    private func routes() -> [DiffFinding] {
        heldRoutes.compactMap { owner, before in
            guard let current = renames.node(owner) else { return nil }
            let element = DiffElement.route(owner, before.name)
            let oldRoute = (old.graph.screen(named: owner)?.routes ?? old.graph.flow(named: owner)?.routes ?? []).first { $0.name.value == before.name }
            let notes = oldRoute.map { [DiagnosticNote("route '\(before.name)' was declared here", at: $0.name.location)] } ?? []
            let keep = "states saved while what it opened showed no longer restore, so people who left the app there start afresh"
            guard let after = newShape.routes[current]?[before.name] else {
                let renamed = renames.route(before.name, of: current)
                if renamed == nil, let twin = routeTwin(of: before, owner: owner, now: current), let route = newRoute(twin, of: current) {
                    return DiffFinding(
                        .stateRouteRemoved, element,
                        "route '\(before.name)' of '\(owner)' is gone and '\(twin)', new, reopens what it did: if '\(twin)' is '\(before.name)' renamed, say so with 'formerly: \(before.name)' on '\(twin)', and states saved while what it opened showed restore; otherwise they do not",
                        at: route.name.range, notes: notes)
                }
                let route = newRoute(renamed ?? "", of: current)
                let message = renamed == nil
                    ? "route '\(before.name)' of '\(owner)' is gone: \(keep); keep it, or say which route it became with 'formerly: \(before.name)' on that one"
                    : "route '\(before.name)' of '\(owner)' no longer pushes, presents or takes its source's place: \(keep); keep how it shows its destination, or accept the break"
                return DiffFinding(renamed == nil ? .stateRouteRemoved : .stateRouteChanged, element, message,
                                   at: route?.name.range ?? place(ofOld: owner).range, notes: notes)
            }
            guard let problem = routeProblem(before, after, ownerNow: current) else { return nil }
            return DiffFinding(
                .stateRouteChanged, element, "route '\(before.name)' of '\(owner)' \(problem): \(keep); keep the route as it was, or accept the break",
                at: newRoute(after.name, of: current)?.name.range ?? place(ofOld: owner).range, notes: notes)
        }
    }

    /// The first (by name) route of `owner`, `now` in the new graph, that is new, says no former
    /// name, and reopens what `before` did (the same destination, shown alike, with the same
    /// context): where an unmarked rename of it went.
    private func routeTwin(of before: SavedStateShape.Reopening, owner: String, now: String) -> String? {
        let routes = newShape.routes[now] ?? [:]
        let destination = renames.node(before.destination) ?? before.destination
        return routes.filter { written, after in
            written == after.name && oldShape.routes[owner]?[written] == nil && newRoute(written, of: now)?.formerNames.isEmpty == true
                && after.destination == destination && after.showing == before.showing && after.context == before.context
        }.keys.min()
    }

    private func newRoute(_ name: String, of owner: String) -> Route? {
        (new.graph.screen(named: owner)?.routes ?? new.graph.flow(named: owner)?.routes ?? []).first { $0.name.value == name }
    }

    /// Why the new route no longer reopens what the old one opened: another destination, another
    /// way of showing it, or a context it no longer reads.
    private func routeProblem(_ before: SavedStateShape.Reopening, _ after: SavedStateShape.Reopening, ownerNow: String) -> String? {
        let destination = renames.node(before.destination) ?? before.destination
        if destination != after.destination { return "led to '\(before.destination)' and leads to '\(after.destination)' now" }
        switch (before.showing, after.showing) {
        case (.push, .push), (.replace, .replace), (.present(false), .present), (.present(true), .present(true)), (.overlay(false), .overlay),
             (.overlay(true), .overlay(true)):
            break
        default:
            return "\(before.showing.described) '\(before.destination)' and \(after.showing.described) it now"
        }
        // A state saved through a route that handed no context (or an optional one) to an
        // optional context holds `null`, which a route handing over a value (not an optional
        // one, which reads `null` as `nil`) does not read.
        let oldNode = oldShape.nodes[before.destination]?.context
        let newNode = newShape.nodes[after.destination]?.context
        let mayBeNull = oldNode?.isOptional == true && (before.context?.isOptional ?? true)
        let needsValue = if newNode?.isOptional == true, let context = after.context, newNode != context, !context.isOptional { true } else { false }
        return mayBeNull && needsValue ? "handed no context and hands over a '\(after.context?.description ?? "")' now, which a saved empty context does not give" : nil
    }

    // MARK: Screens links opened

    /// `state-link-moved` for each screen the old graph's states hold as opened by a link, an
    /// `open` route or a way in without a URL (pushed or presented) in a place the new graph no
    /// longer places it: for each place the old one listed, the place the new runtime's restore takes for an entry saved there (the first
    /// of the new link's places that fits, `SavedStateShape.linkPlace`) must show it alike.
    private func linkedScreens() -> [DiffFinding] {
        let held = Set(heldNodes)
        return oldShape.placements.keys.sorted().compactMap { screen -> DiffFinding? in
            guard held.contains(screen), let current = renames.node(screen) else { return nil }
            let moved = (oldShape.placements[screen] ?? []).filter { $0.arrival != .shown }.first { place in
                let taken = oldShape.linkPlace(of: screen, fitting: { SavedStateShape.fits($0, arrival: place.arrival, onto: place.flow) }, under: place.switchSteps)
                let flow = place.flow.map { renames.node($0) ?? $0 }
                let steps = place.switchSteps.map { $0.map { renames.node($0) ?? $0 } }
                let now = newShape.linkPlace(of: current, fitting: { SavedStateShape.fits($0, arrival: place.arrival, onto: flow) }, under: steps)
                return now == nil || now?.arrival != taken?.arrival
            }
            guard let moved else { return nil }
            let at = place(ofOld: screen)
            let now = newShape.placements[current] == nil ? "nothing places it now" : "the new graph no longer places it there"
            let there = switch moved.arrival {
            case .presented(let inOwnStack): inOwnStack ? "presented in its own stack" : "presented"
            default: "pushed onto '\(moved.flow ?? "")'"
            }
            return DiffFinding(
                .stateLinkMoved, oldElement(screen),
                "states saved with '\(screen)' opened by a link, an 'open' route or a way in without a URL hold it where the old graph first placed it (\(there)), but \(now): they no longer restore, so people who left the app there start afresh; keep its first places, or accept the break",
                at: at.range, notes: at.notes)
        }
    }
}
