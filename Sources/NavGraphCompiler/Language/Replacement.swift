/// What a `replace` route takes the place of. The graph does not say: the compiler finds it
/// from the destination, so one `replace` serves a switch flow and a navigation stack alike.
public enum Replacement: Hashable, Sendable {
    /// The destination is a child of a switch flow: it takes the place of the child the nearest
    /// switch flow shows (v1's only meaning), made by that flow.
    case switchChild
    /// The destination is one of a stack flow's roots: the stack the source is in starts again
    /// from it (`setViewControllers` with one view controller), made by that stack flow.
    case stackRoot
    /// Any other destination: it takes the source's place on top of the source's stack (the
    /// source and whatever is above it go in one transition), made by the source's contract.
    case stackTop
}

/// Which `replace` destinations are children of switch flows and roots of stack flows: one pass
/// over the flows, then a constant-time answer per route.
struct Replacements: Sendable {
    private let switchChildren: Set<String>
    private let stackRoots: [String: [String]]

    /// The switch children and stack roots of `graph`.
    init(graph: Graph) {
        var switchChildren: Set<String> = []
        var stackRoots: [String: [String]] = [:]
        for flow in graph.flows {
            switch flow.kind {
            case .switch: switchChildren.formUnion(flow.children.map(\.value))
            // A split flow is a stack whose root is its first column.
            case .stack, .split: for root in flow.children { stackRoots[root.value, default: []].append(flow.name.value) }
            case .tabs, .container: break
            }
        }
        self.switchChildren = switchChildren
        self.stackRoots = stackRoots
    }

    /// What a replace route to `destination` takes the place of.
    func replacement(to destination: String) -> Replacement {
        if switchChildren.contains(destination) { return .switchChild }
        return stackRoots[destination] == nil ? .stackTop : .stackRoot
    }

    /// Whether `route` replaces the top of its source's stack: a route like a push that takes the
    /// source's place instead of going above it.
    func replacesStackTop(_ route: Route) -> Bool {
        route.style.value == .replace && replacement(to: route.destination.value) == .stackTop
    }

    /// The stack flows that list `destination` among their roots, in declaration order.
    func stacks(rootedAt destination: String) -> [String] {
        stackRoots[destination] ?? []
    }
}
