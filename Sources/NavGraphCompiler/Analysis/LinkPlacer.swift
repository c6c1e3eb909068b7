/// Finds, once per graph for `GraphAnalysis`, where each linked screen can be placed
/// (`LinkPlacement`), and picks the placement of each link and each `open` route.
///
/// 1. The `FlowTree`: what `entry` shows through flow children alone.
/// 2. Stack membership: for each stack flow in that tree, the screens that pushes from its root
///    reach; one search over (screen, stack) pairs, each visited once.
/// 3. Per link (or `open` route, whose destination may be a flow): a flow child in the tree is
///    shown; else a screen or flow pushed in exactly one tree stack (or the one `in:` names) is
///    pushed there; else a reachable screen or flow is presented over the top, after the steps
///    down to the switch child it always appears under (its gate), if it has one. A chain link
///    (`through:`) places its first screen so, then follows one push route per step
///    (LinkPlacer+Chains.swift).
///
/// A placement names only the last flow it acts on; the way down is the tree's, so the work
/// stays linear in the size of the graph however deep the flows nest. What cannot be placed is
/// an outcome too, which the checks report (`LinkPlacementChecker`, `OpenRouteChecker`).
struct LinkPlacer {
    /// What a link's (or an open route's) placement came to.
    enum Outcome: Sendable {
        /// The link has a placement.
        case placed(LinkPlacement)
        /// The screen can be shown in several flows and the link names none.
        case several(flows: [String])
        /// `in:` names a flow the screen cannot be shown in from the entry.
        case notIn(flow: String, options: [String])
        /// Nothing from the entry shows the screen.
        case unreachable
        /// No route shows the screen and the link names no stack flow to push it onto; these are
        /// the stack flows the entry shows.
        case linkOnly(stacks: [String])
        /// The screen is inside this sub-flow on every way it is shown: only the route that
        /// pushes the sub-flow (with its context) opens it, or, when the screen is the sub-flow's
        /// root, a link (which opens the sub-flow with the context it reads).
        case insideSubflow(String)
        /// The screen is the root of this sub-flow, whose context is not the screen's: the one
        /// value a link reads cannot start both.
        case subflowContextDiffers(String)
        /// A chain link's first screen has no link of its own without `through:` to say where
        /// the chain starts.
        case chainWithoutStart(first: String)
        /// The chain's screen at `index` (`from`) has no route that pushes the next (`next`).
        case chainGap(index: Int, from: String, next: String)
        /// The chain's screen at `index` (`from`) has several routes that push the next.
        case chainFork(index: Int, from: String, next: String, routes: [Route])
        /// A screen of the chain is reported elsewhere (undeclared, a flow, an alert, the linked
        /// screen itself, listed twice, or unplaceable by its own link).
        case chainReportedElsewhere

        /// The placement, when there is one.
        var placement: LinkPlacement? {
            if case .placed(let placement) = self { placement } else { nil }
        }
    }

    let graph: Graph
    private let reachable: Set<String>
    private let stackSpots: [String: Set<StackSpot>]
    private let stackPlacements: [String: Set<Bool>]
    private let enclosingSwitchChildren: [String: Set<String?>]
    /// The flows `entry` shows through flow children alone.
    let tree: FlowTree
    /// The screens only links show (`GraphAnalysis.linkOnlyNames`).
    private let linkOnly: Set<String>
    /// For each screen and each flow routes push, the tree's stack flows it can be pushed in
    /// (above the root), in order found.
    private var pushStacks: [String: [String]] = [:]
    /// The stack flows that routes push (`GraphAnalysis.subflows`).
    private let subflows: Set<String>
    /// Resolves aliases, to compare a sub-flow's context with its root's.
    private let resolver: TypeResolver

    /// The placer of `graph`'s links, from what the container analysis found of it.
    init(
        graph: Graph, reachable: Set<String>, stackSpots: [String: Set<StackSpot>], stackPlacements: [String: Set<Bool>],
        enclosingSwitchChildren: [String: Set<String?>], linkOnlyScreens: [Screen], heads: RouteHeads, subflows: Set<String>
    ) {
        self.graph = graph
        self.reachable = reachable
        self.stackSpots = stackSpots
        self.stackPlacements = stackPlacements
        self.enclosingSwitchChildren = enclosingSwitchChildren
        self.subflows = subflows
        resolver = TypeResolver(graph: graph)
        tree = FlowTree(graph: graph)
        linkOnly = Set(linkOnlyScreens.map(\.name.value))
        findStackMembers(stacks: tree.flows.filter { tree.kinds[$0]?.acceptsPushes == true }, linkOnlyScreens: linkOnlyScreens, heads: heads)
    }

    /// What each link of each linked screen came to, in the order the links are written.
    func placeLinks() -> [String: [Outcome]] {
        var outcomes: [String: [Outcome]] = [:]
        // By index, read in place: a `for screen in` loop copied every screen out of the graph.
        for index in graph.screens.indices where !graph.screens[index].links.isEmpty {
            let name = graph.screens[index].name.value
            for link in graph.screens[index].links {
                outcomes[name, default: []].append(link.chain.isEmpty ? placeLink(in: link.places.map(\.value), of: name) : placeChain(link.chain, of: name))
            }
        }
        return outcomes
    }

    /// What each screen's or flow's placement without a URL (`placement:`) came to, by name: a
    /// screen's placed as a link with its `in:` and `through:` would be, a flow's as an `open`
    /// route to it is (a tab shown as it is, a sub-flow pushed where its routes push it).
    func placeUnlinked() -> [String: Outcome] {
        var outcomes: [String: Outcome] = [:]
        for index in graph.screens.indices {
            guard let placement = graph.screens[index].placement else { continue }
            let name = graph.screens[index].name.value
            outcomes[name] = placement.chain.isEmpty ? placeLink(in: placement.places.map(\.value), of: name) : placeChain(placement.chain, of: name)
        }
        for flow in graph.flows {
            guard let placement = flow.placement else { continue }
            outcomes[flow.name.value] = place(in: placement.places.map(\.value), of: flow.name.value)
        }
        return outcomes
    }

    /// What each `open` route to a declared screen or flow came to, by the screen or set of
    /// shared routes that declares it (a set is placed once, as its routes lead to the same place
    /// from every screen) and the route's name.
    func placeOpenRoutes() -> [String: [String: Outcome]] {
        var outcomes: [String: [String: Outcome]] = [:]
        for (owner, routes) in graph.routeDeclarers {
            for index in routes.indices where routes[index].style.value == .open && graph.declaresNode(routes[index].destination.value) {  // by index: a loop copies each route out, retaining its box
                let route = routes[index]
                outcomes[owner, default: [:]][route.name.value] = place(in: route.places.map(\.value), of: route.destination.value)
            }
        }
        return outcomes
    }

    /// The placement of a link of `screen` without `through:`: where the graph places the screen,
    /// or, for the root of a sub-flow it is inside on every way it is shown, where an `open` route
    /// places the sub-flow: the link pushes the sub-flow with the context it reads from the URL,
    /// which the sub-flow hands its root, so the two take one type.
    func placeLink(in places: [String], of screen: String) -> Outcome {
        guard tree.childSteps[screen] == nil, pushStacks[screen] == nil, reachable.contains(screen),
              let subflow = enclosingSubflow(of: screen), let flow = graph.flow(named: subflow),
              flow.children.map(\.value) == [screen] else { return place(in: places, of: screen) }
        let types = [flow.context, graph.screen(named: screen)?.context].map { $0.flatMap { resolver.canonical($0.value) } }
        guard types[0] == types[1] else { return .subflowContextDiffers(subflow) }
        guard case .placed(var placement) = place(in: places, of: subflow) else { return place(in: places, of: subflow) }
        placement.subflowRoot = screen
        return .placed(placement)
    }

    /// The sub-flow `screen` is in on every way it is shown, if there is one: a link or an open
    /// route cannot place it, as it cannot push the sub-flow (whose context its pushing route
    /// hands over) onto the right stack.
    private func enclosingSubflow(of screen: String) -> String? {
        let stacks = Set((stackSpots[screen] ?? []).map(\.stack))
        guard stacks.count == 1, case let stack??? = stacks.first, subflows.contains(stack) else { return nil }
        return stack
    }

    /// The placement of one link of `screen`, or of an `open` route to it: in the flows `places`
    /// names (its `in:`), the first with the others as places it may take instead where they show
    /// now, or where the graph shows it. The first place that is no place of the screen is the
    /// outcome.
    func place(in places: [String], of screen: String) -> Outcome {
        guard case .placed(var first) = place(in: places.first, of: screen) else { return place(in: places.first, of: screen) }
        for other in places.dropFirst() {
            guard case .placed(let placement) = place(in: other, of: screen) else { return place(in: other, of: screen) }
            first.alsoIn.append(placement)
        }
        return .placed(first)
    }

    /// The placement of `screen` in the one flow `wanted` names, or where the graph shows it.
    private func place(in wanted: String?, of screen: String) -> Outcome {
        let children = tree.childSteps[screen] ?? []
        let stacks = pushStacks[screen] ?? []
        if let wanted {
            if children.contains(where: { $0.flow == wanted }) {
                return .placed(LinkPlacement(screen: screen, flow: wanted, arrival: .shown))
            }
            if stacks.contains(wanted) {
                return .placed(LinkPlacement(screen: screen, flow: wanted, arrival: .pushed))
            }
            return .notIn(flow: wanted, options: linkOnly.contains(screen) ? treeStacks : children.map(\.flow) + stacks)
        }
        if linkOnly.contains(screen) { return .linkOnly(stacks: treeStacks) }
        if screen == graph.entry.value { return .placed(LinkPlacement(screen: screen, flow: nil, arrival: .shown)) }
        if let step = children.first {
            guard children.count == 1 else { return .several(flows: children.map(\.flow)) }
            return .placed(LinkPlacement(screen: screen, flow: step.flow, arrival: .shown))
        }
        if let stack = stacks.first {
            guard stacks.count == 1 else { return .several(flows: stacks) }
            return .placed(LinkPlacement(screen: screen, flow: stack, arrival: .pushed))
        }
        guard reachable.contains(screen) else { return .unreachable }
        if let subflow = enclosingSubflow(of: screen) { return .insideSubflow(subflow) }
        // A flow presented brings its own container (a stack flow its stack); a screen pushed only
        // in stacks that presentations bring is presented in a stack of its own.
        let inStack = graph.declaresScreen(screen) && stackPlacements[screen]?.contains(true) == true
        return .placed(LinkPlacement(screen: screen, flow: gate(of: screen), arrival: .presented(inOwnStack: inStack)))
    }

    /// The stack flows the entry shows through flow children, onto which a link may push a screen.
    private var treeStacks: [String] {
        tree.flows.filter { tree.kinds[$0]?.acceptsPushes == true }
    }

    /// The deepest switch child of the tree that every way to `screen` passes, if any: a link
    /// presents the screen only once the switch flows down to it show it (asking them first), so
    /// that a link cannot show behind a log-in switch what the app shows only after log-in.
    /// The ways are compared by the tree's steps down to the nearest switch child of each; their
    /// common part, up to its last switch step, is the gate.
    private func gate(of screen: String) -> String? {
        let ways = (enclosingSwitchChildren[screen] ?? [nil]).map { child in child.map(tree.steps(to:)) ?? [] }
        guard var common = ways.first else { return nil }
        for way in ways.dropFirst() {
            common = Array(zip(common, way).prefix { $0 == $1 }.map(\.0))
        }
        return common.lastIndex { $0.kind == .switch }.map { common[$0].child }
    }

    /// Follows push routes from each stack's root, and from each link-only screen a link pushes
    /// onto one of those stacks, recording which stacks each screen is pushed in.
    private mutating func findStackMembers(stacks: [String], linkOnlyScreens: [Screen], heads: RouteHeads) {
        // Each (screen, stack) pair once: a pair of strings, not an array of two, which allocated
        // on the heap at every question.
        var visited: Set<StackMember> = []
        var pending: [(screen: String, stack: String)] = stacks.flatMap { stack in
            graph.namesAtRoot(of: stack).map { ($0, stack) }
        }
        let treeStacks = Set(stacks)
        for screen in linkOnlyScreens {
            let places = screen.links.flatMap(\.places) + (screen.placement?.places ?? [])
            for stack in places.map(\.value) where treeStacks.contains(stack) {
                guard visited.insert(StackMember(screen: screen.name.value, stack: stack)).inserted else { continue }
                pushStacks[screen.name.value, default: []].append(stack)
                pending.append((screen.name.value, stack))
            }
        }
        pending.reverse()
        while let (source, stack) = pending.popLast() {
            // The screen's routes as heads (`RouteHeads`), whose owner `n` is screen `n`.
            for index in graph.indexOfScreen(named: source).map(heads.heads(of:)) ?? 0..<0 where heads.styles[index].pushesOntoStack {
                let destination = heads.destinations[index]
                // A flow pushed (a sub-flow, a container) is pushed onto the stack as a whole, where
                // an `open` route pushes it too; what it shows is inside it, not pushed.
                let isFlow = graph.declaresFlow(destination)
                guard graph.declaresNode(destination), visited.insert(StackMember(screen: destination, stack: stack)).inserted else { continue }
                pushStacks[destination, default: []].append(stack)
                if !isFlow { pending.append((destination, stack)) }
            }
        }
    }

    /// A screen or flow pushed onto a stack flow, as `findStackMembers` visits it.
    private struct StackMember: Hashable {
        let screen: String
        let stack: String
    }
}
