/// What people see differently after a change that breaks nothing: a presentation shown another
/// way, an unwind that lands elsewhere, a flow that starts with another screen, a screen no longer
/// reachable. Warnings: the change may well be meant.
extension GraphDiff {
    func behaviour() -> [DiffFinding] {
        routeBehaviour() + tabBars() + firstScreens() + reachability()
    }

    /// Every route of a screen, flow or set of shared routes, each once where written, with its
    /// owner (`routeDeclarers` holds the flows' own routes already).
    private static func routes(of graph: Graph) -> [(owner: String, route: Route)] {
        graph.routeDeclarers.flatMap { owner, routes in routes.map { (owner, $0) } }
    }

    private func routeBehaviour() -> [DiffFinding] {
        let now = Dictionary(Self.routes(of: new.graph).map { ("\($0.owner).\($0.route.name.value)", $0.route) }) { first, _ in first }
        return Self.routes(of: old.graph).compactMap { owner, route in
            let currentOwner = renames.node(owner) ?? owner
            let name = renames.route(route.name.value, of: currentOwner) ?? route.name.value
            guard let after = now["\(currentOwner).\(name)"] else { return nil }
            let element = DiffElement.route(owner, route.name.value)
            if route.style.value == .present, after.style.value == .present {
                let (before, now) = (Replacements.presentationOptions(route), Replacements.presentationOptions(after))
                guard before != now || route.effectiveDismissal != after.effectiveDismissal else { return nil }
                return DiffFinding(
                    .behaviourPresentationChanged, element,
                    "route '\(route.name.value)' of '\(owner)' presents '\(after.destination.value)' as \(Self.described(now, after.effectiveDismissal)) now (was \(Self.described(before, route.effectiveDismissal))): people see it shown, sized or dismissed another way",
                    at: after.name.range)
            }
            if route.style.value == .push, after.style.value == .push, route.appDrawsTransition != after.appDrawsTransition {
                let animation = { (route: Route) in route.appDrawsTransition ? "the app's animation" : "the system's animation" }
                return DiffFinding(
                    .behaviourPresentationChanged, element,
                    "route '\(route.name.value)' of '\(owner)' pushes '\(after.destination.value)' with \(animation(after)) now (was \(animation(route))): people see it shown another way",
                    at: after.name.range)
            }
            if route.style.value == .window, after.style.value == .window,
               route.embedsInStack != after.embedsInStack || route.oneWindow?.value != after.oneWindow?.value {
                return DiffFinding(
                    .behaviourPresentationChanged, element,
                    "route '\(route.name.value)' of '\(owner)' opens '\(after.destination.value)' in a window of its own \(Self.windowed(after)) now (was \(Self.windowed(route))): people see it shown another way",
                    at: after.name.range)
            }
            if route.style.value == .unwind, after.style.value == .unwind, (renames.node(route.destination.value) ?? route.destination.value) != after.destination.value {
                return DiffFinding(
                    .behaviourUnwindTargetChanged, element,
                    "route '\(route.name.value)' of '\(owner)' goes back to '\(after.destination.value)' now (was '\(route.destination.value)'): people land elsewhere",
                    at: after.destination.range)
            }
            return nil
        }
    }

    /// How a window route shows its destination: "in its own stack, presented as a sheet where
    /// there is one window" (`embed: stack`, `oneWindow:`).
    private static func windowed(_ route: Route) -> String {
        (route.embedsInStack ? "in its own stack" : "at its root") + ", "
            + (route.oneWindow.map { "presented as \($0.value.rawValue) where there is one window" } ?? "refused where there is one window")
    }

    /// "pageSheet at medium, large, in its own stack, not dismissible, with the app's transition"
    /// ("overlay ... shrinking as its screen decides" for `shrinks: app`): how a route presents, in
    /// the graph's words; `dismissal` says whether its screen answers (`dismissible: app`), which
    /// the options, made for the runtime, leave to the screen's contract.
    private static func described(_ options: NavGraphPresentationOptions, _ dismissal: NavGraphDismissal) -> String {
        var parts = [options.presentation.rawValue + (options.compact.map { " (\($0.rawValue) where compact)" } ?? "")]
        if options.presentation.restsAtDetents || options.compact?.restsAtDetents == true {
            parts.append("at " + options.detents.map(\.spelling).joined(separator: ", ") + (options.initialDetent.map { ", opening at \($0.spelling)" } ?? ""))
        }
        if options.embedInStack { parts.append("in its own stack") }
        if !options.dismissible { parts.append("not dismissible") } else if dismissal == .app { parts.append("dismissible as its screen answers") }
        if options.appDrawsTransition { parts.append("with the app's transition") }
        if options.appShrinks { parts.append("shrinking as its screen decides") }
        return parts.joined(separator: " ")
    }

    /// The screen or flow a flow shows first: a stack's root (the first of those the app chooses
    /// among), a switch's initial child, the first tab; `nil` for a container, which shows all.
    private static func first(of flow: Flow) -> String? {
        switch flow.kind {
        case .stack, .split, .tabs: flow.children.first?.value
        case .switch: flow.initialChild?.value
        case .container: nil
        }
    }

    private func firstScreens() -> [DiffFinding] {
        old.graph.flows.compactMap { flow in
            guard let current = renames.node(flow.name.value), let after = new.graph.flow(named: current),
                  let was = Self.first(of: flow), let now = Self.first(of: after), (renames.node(was) ?? was) != now else { return nil }
            return DiffFinding(
                .behaviourFirstScreenChanged, oldElement(flow.name.value),
                "flow '\(current)' shows '\(now)' first now (was '\(was)'): people starting it see another screen",
                at: after.name.range)
        }
    }

    /// A tabs flow whose bar another draws now (`bar: app` added or removed): the same tabs, shown
    /// one at a time in the app's switcher, or on the system's tab bar again.
    private func tabBars() -> [DiffFinding] {
        old.graph.flows.compactMap { flow in
            guard flow.kind == .tabs, let current = renames.node(flow.name.value), let after = new.graph.flow(named: current),
                  after.kind == .tabs, (flow.tabBar == nil) != (after.tabBar == nil) else { return nil }
            let bar = { (flow: Flow) in flow.tabBar == nil ? "the system's tab bar" : "a switcher the app draws (bar: app), one at a time" }
            return DiffFinding(
                .behaviourPresentationChanged, oldElement(flow.name.value),
                "flow '\(current)' shows its tabs in \(bar(after)) now (was \(bar(flow))): people see them shown another way",
                at: after.tabBar?.range ?? after.name.range)
        }
    }

    private func reachability() -> [DiffFinding] {
        (old.graph.screens.map(\.name.value) + old.graph.flows.map(\.name.value)).compactMap { name in
            guard old.analysis.reachable.contains(name), let current = renames.node(name), !new.analysis.reachable.contains(current),
                  let declared = newDeclaration(current) else { return nil }
            return DiffFinding(
                .behaviourNowUnreachable, oldElement(name),
                "'\(current)' was reachable from the entry and is not now: people can no longer get to it",
                at: declared.range)
        }
    }
}
