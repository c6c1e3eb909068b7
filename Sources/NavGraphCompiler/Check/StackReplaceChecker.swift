/// Reports `invalid-replace` for a `replace` route that acts on a navigation stack: one whose
/// destination is a root of a stack flow (the stack starts again from it) or any other screen
/// (it takes the source's place on top of the stack). A replace within a switch flow is checked
/// against the nearest switch, as in v1.
///
/// Each is checked against every place the source can sit in a stack (`GraphAnalysis.stackSpots`).
struct StackReplaceChecker {
    let graph: Graph
    let analysis: GraphAnalysis
    /// The flows that may have lost a child (`AnalyzedGraph.mayHaveLostChildren`).
    let mayHaveLostChildren: Set<String>

    /// The checker of `analyzed`'s replace routes.
    init(_ analyzed: AnalyzedGraph) {
        (graph, analysis, mayHaveLostChildren) = (analyzed.graph, analyzed.analysis, analyzed.mayHaveLostChildren)
    }

    /// Checks one replace route of `screen` whose destination is no switch flow's child.
    /// `sureOfStacks` is `false` when a declaration with an error may have lost the `embed: stack`
    /// that puts the source in a stack.
    func check(_ route: Route, from screen: Screen, sureOfStacks: Bool, diagnostics: inout DiagnosticBag) {
        let spots = (analysis.stackSpots[screen.name.value] ?? []).sorted { $0.orderKey < $1.orderKey }
        let destination = route.destination.value
        let stacks = analysis.replacements.stacks(rootedAt: destination)
        if !stacks.isEmpty {
            checkRootReplacement(route, from: screen, spots: spots, stacks: stacks, diagnostics: &diagnostics)
        } else if graph.flow(named: destination) != nil {
            checkFlowReplacement(route, from: screen, spots: spots, diagnostics: &diagnostics)
        } else if sureOfStacks {
            checkTopReplacement(route, from: screen, spots: spots, diagnostics: &diagnostics)
        }
    }

    /// A flow that is no switch child and no stack root has no place a replace could put it in.
    /// Where a switch flow is around the source, the route most likely meant to swap the switch's
    /// child, so the message names that switch (and says nothing while the switch may have lost
    /// the child to an error or a misspelling); a flow never takes a stack entry's place.
    private func checkFlowReplacement(_ route: Route, from screen: Screen, spots: [StackSpot], diagnostics: inout DiagnosticBag) {
        let (name, source, destination) = (route.name.value, screen.name.value, route.destination.value)
        let switches = (analysis.enclosingSwitches[source] ?? []).compactMap { $0 }.sorted()
        guard !switches.contains(where: mayHaveLostChildren.contains) else { return }
        if let nearest = switches.first.flatMap(graph.flow(named:)) {
            diagnostics.add(
                .invalidReplace,
                "route '\(name)' replaces '\(source)' with flow '\(destination)', but '\(destination)' is not a child of switch flow '\(nearest.name.value)', the switch around '\(source)'; list it in the children of '\(nearest.name.value)' to swap to it",
                at: route.destination.range,
                notes: [DiagnosticNote("'\(nearest.name.value)' is declared here", at: nearest.name.location)])
            return
        }
        let inStack = !spots.isEmpty && spots.allSatisfy { $0.stack != nil }
        diagnostics.add(
            .invalidReplace,
            "route '\(name)' replaces '\(source)' with flow '\(destination)', but no switch flow is around '\(source)'"
                + (inStack ? ", and only a screen takes a stack entry's place" : " and it is on no navigation stack")
                + "; make '\(destination)' a child of a switch flow or a root of a stack flow, or present it",
            at: route.destination.range)
    }

    /// The source must be inside one of the stack flows that list the destination as a root,
    /// everywhere it appears: that stack makes the new root.
    private func checkRootReplacement(
        _ route: Route, from screen: Screen, spots: [StackSpot], stacks: [String], diagnostics: inout DiagnosticBag
    ) {
        let source = screen.name.value
        for spot in spots {
            if case .some(.some(let stack)) = spot.stack, stacks.contains(stack) { continue }
            guard !stacks.contains(where: graph.incompleteNames.contains) else { return }
            let named = stacks.map { "'\($0)'" }.joined(separator: ", ")
            let notes = stacks.compactMap(graph.flow(named:)).map { DiagnosticNote("'\($0.name.value)' lists '\(route.destination.value)' as a root here", at: $0.name.location) }
            diagnostics.add(
                .invalidReplace,
                "route '\(route.name.value)' starts the stack \(named) again from its root '\(route.destination.value)', but '\(source)' is not inside \(stacks.count == 1 ? "that stack" : "one of them") everywhere it appears",
                at: route.style.range, notes: notes)
            return
        }
    }

    /// The source must be an entry of a navigation stack everywhere it appears, and not a stack
    /// flow's root (which the stack makes, from its own roots).
    private func checkTopReplacement(_ route: Route, from screen: Screen, spots: [StackSpot], diagnostics: inout DiagnosticBag) {
        let (name, source, destination) = (route.name.value, screen.name.value, route.destination.value)
        for spot in spots {
            switch spot {
            case .pushed, .root(of: nil):
                continue
            case .none:
                // A replace meant for the switch around the source is the likelier mistake: say where it is.
                let switches = (analysis.enclosingSwitches[source] ?? []).compactMap { $0 }.sorted().compactMap(graph.flow(named:))
                diagnostics.add(
                    .invalidReplace,
                    "route '\(name)' replaces '\(source)' with '\(destination)' on top of its navigation stack, but '\(source)' is not inside a navigation stack everywhere it appears, and '\(destination)' is no child of a switch flow or root of a stack flow that a replace could show instead",
                    at: route.style.range,
                    notes: switches.map { DiagnosticNote("'\($0.name.value)' is the switch flow around '\(source)': list '\(destination)' in its children to swap to it", at: $0.name.location) })
            case .root(of: let stack?):
                // A split flow's root is the one screen of its first column: no list to add it to.
                // A sub-flow's root is the first screen its opener pushes: listing another root
                // there would make the sub-flow start with a screen the app chooses, another meaning.
                let problem = if graph.flow(named: stack)?.kind == .split {
                    "the root of split flow '\(stack)', which is the one screen of its first column; push '\(destination)' instead"
                } else if analysis.subflows.contains(stack) {
                    "the first screen of sub-flow '\(stack)', which the sub-flow makes when a route pushes it; push '\(destination)' instead, or finish '\(stack)' and let its opener show '\(destination)'"
                } else {
                    "the root of stack '\(stack)', but the stack makes its root from its own roots; list '\(destination)' in the root of '\(stack)' to start the stack again from it"
                }
                diagnostics.add(
                    .invalidReplace,
                    "route '\(name)' would put '\(destination)' in the place of '\(source)', \(problem)",
                    at: route.destination.range,
                    notes: graph.flow(named: stack).map { [DiagnosticNote("'\(stack)' is declared here", at: $0.name.location)] } ?? [])
            case .inside:
                diagnostics.add(
                    .invalidReplace,
                    "route '\(name)' replaces '\(source)' with '\(destination)' on top of its navigation stack, but '\(source)' is the child of a flow that the stack shows, not an entry of the stack; make '\(destination)' a child of that switch flow",
                    at: route.style.range)
            }
            return
        }
    }
}

extension StackSpot {
    /// What orders a source's spots, so that the first one reported is the same on every run:
    /// the text Swift prints for the spot (`root(of: Optional("Feed"))`), spelled out here because
    /// printing an enum goes through reflection, which cost more than the rest of the check when
    /// every replace route sorted its source's spots by it.
    var orderKey: String {
        func stack(_ name: String?) -> String { name.map { "Optional(\($0.debugDescription))" } ?? "nil" }
        return switch self {
        case .none: "none"
        case .root(let of): "root(of: \(stack(of)))"
        case .pushed(let onto): "pushed(onto: \(stack(onto)))"
        case .inside(let stackName): "inside(\(stack(stackName)))"
        }
    }
}
