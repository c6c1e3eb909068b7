/// Decides which flow's frame each screen and flow is drawn in (see ``GraphPicture/init(_:)``).
struct PicturePlacement {
    /// Each screen once, in declaration order (a duplicate declaration is drawn once).
    let uniqueScreens: [Screen]
    private let uniqueFlows: [Flow]
    private let graph: Graph
    /// What routes push and what replaces take the place of, among the graph's other facts.
    private let analysis: GraphAnalysis
    private var flowParent: [String: String] = [:]
    private var screenOwner: [String: String] = [:]

    init(graph: Graph, analysis: GraphAnalysis) {
        self.graph = graph
        self.analysis = analysis
        uniqueScreens = Self.firstOfEachName(graph.screens, name: \.name.value)
        uniqueFlows = Self.firstOfEachName(graph.flows, name: \.name.value)
        placeChildren()
        placePushedScreens()
        placeSubflows()
    }

    /// Screens drawn directly inside the flow (`nil`: outside every flow), in ``inFlowOrder(_:of:)``.
    func screens(in flow: String?) -> [String] {
        inFlowOrder(uniqueScreens.map(\.name.value).filter { screenOwner[$0] == flow }, of: flow)
    }

    /// Flows drawn directly inside the flow (`nil`: outside every flow), in ``inFlowOrder(_:of:)``.
    func flows(in flow: String?) -> [String] {
        inFlowOrder(uniqueFlows.map(\.name.value).filter { flowParent[$0] == flow }, of: flow)
    }

    /// The flow's children first, in the order its `children` lists them (a tab bar's tabs are
    /// drawn in the order the app shows them, whatever order they are declared in; a split
    /// flow's columns in their order), then the screens pushed in it, in declaration order.
    private func inFlowOrder(_ names: [String], of flow: String?) -> [String] {
        let children = flow.flatMap(graph.flow(named:)).map(Self.drawnChildren) ?? []
        let listed = children.filter(names.contains)
        return Self.firstOfEachName(listed, name: { $0 }) + names.filter { !children.contains($0) }
    }

    /// The screen a flow shows first: a stack's root, a switch's initial child, a tab bar's first
    /// tab, followed through nested flows; `nil` when that leads to no screen.
    func anchor(of flowName: String) -> String? {
        var visited: Set<String> = []
        var name = flowName
        while let flow = graph.flow(named: name), visited.insert(name).inserted {
            guard let first = flow.kind.startsWithInitialChild ? flow.initialChild : flow.children.first else { return nil }
            name = first.value
        }
        return graph.screen(named: name) != nil ? name : nil
    }

    /// What `flow` lists, in order: a split flow's columns' screens, or its children with the flow
    /// of its children made from data where it is written among them.
    private static func drawnChildren(of flow: Flow) -> [String] {
        var names = flow.listedNames.map(\.value)
        for instances in flow.instances.reversed() {
            names.insert(instances.flow.value, at: min(instances.position, names.count))
        }
        return names
    }

    /// Each screen and flow inside the first flow that lists it (a screen a split flow's later
    /// column lists belongs to that split, as its root does).
    private mutating func placeChildren() {
        for flow in uniqueFlows {
            for child in Self.drawnChildren(of: flow) {
                if graph.flow(named: child) != nil {
                    if flowParent[child] == nil, !isAncestor(child, of: flow.name.value) {
                        flowParent[child] = flow.name.value
                    }
                } else if graph.screen(named: child) != nil, screenOwner[child] == nil {
                    screenOwner[child] = flow.name.value
                }
            }
        }
    }

    /// Screens no flow lists go into the one stack whose screens push them (or put them in their
    /// own place on top of it), if there is exactly one.
    private mutating func placePushedScreens() {
        let replacements = analysis.replacements
        var stacks: [String: Set<String>] = [:]
        for stack in uniqueFlows where stack.kind.acceptsPushes {
            var queue = screens(in: stack.name.value)
            var seen = Set(queue)
            while let name = queue.popLast() {
                for route in graph.screen(named: name)?.routes ?? [] where route.style.value.pushesOntoStack || replacements.replacesStackTop(route) {
                    let destination = route.destination.value
                    guard graph.screen(named: destination) != nil, screenOwner[destination] == nil,
                          seen.insert(destination).inserted else { continue }
                    stacks[destination, default: []].insert(stack.name.value)
                    queue.append(destination)
                }
            }
        }
        for (screen, owners) in stacks where owners.count == 1 {
            screenOwner[screen] = owners.first
        }
    }

    /// Whether `flow` is a sub-flow: a stack flow that a screen's route pushes.
    func isSubflow(_ flow: String) -> Bool {
        analysis.subflows.contains(flow)
    }

    /// A sub-flow (a stack flow routes push, which no flow lists) is drawn as a group inside the
    /// stack whose screens push it; pushed from several, inside the innermost flow that holds
    /// them all (the tab bar around two tabs' stacks).
    private mutating func placeSubflows() {
        for flow in uniqueFlows where flow.kind == .stack && flowParent[flow.name.value] == nil {
            let name = flow.name.value
            let owners = (analysis.pushers[name] ?? []).map { screenOwner[$0] }
            guard !owners.isEmpty, owners.allSatisfy({ $0 != nil }) else { continue }
            let chains = owners.compactMap { $0 }.map(ancestry)
            guard let common = chains.first?.first(where: { candidate in chains.allSatisfy { $0.contains(candidate) } }),
                  !isAncestor(name, of: common) else { continue }
            flowParent[name] = common
        }
    }

    /// The flow and the flows it is drawn inside, innermost first.
    private func ancestry(_ flow: String) -> [String] {
        var chain: [String] = []
        var current: String? = flow
        while let name = current, !chain.contains(name) {
            chain.append(name)
            current = flowParent[name]
        }
        return chain
    }

    /// Whether `candidate` is `flow` or a flow it is drawn inside.
    private func isAncestor(_ candidate: String, of flow: String) -> Bool {
        ancestry(flow).contains(candidate)
    }

    private static func firstOfEachName<T>(_ items: [T], name: (T) -> String) -> [T] {
        var seen: Set<String> = []
        return items.filter { seen.insert(name($0)).inserted }
    }
}
