/// What the graph checker learned about where screens and flows can appear.
///
/// Computed as a fixpoint over the graph's edges (routes and flow children); each property
/// below is tracked on its own, which keeps the computation linear in the size of the graph.
public struct GraphAnalysis: Sendable {
    /// Screens and flows that some path from `entry` reaches (routes, stack roots, tab and switch children).
    public var reachable: Set<String>
    /// For each reachable screen or flow: where it can sit in the navigation stack around it.
    public var stackSpots: [String: Set<StackSpot>] {
        didSet { stackPlacements = Self.stackPlacements(of: stackSpots) }
    }
    /// For each reachable screen or flow: the nearest enclosing `tabs` flows it can appear in
    /// (`nil` for "none").
    public var enclosingTabs: [String: Set<String?>]
    /// For each reachable screen or flow: the nearest enclosing `switch` flows it can appear in
    /// (`nil` for "none").
    public var enclosingSwitches: [String: Set<String?>]
    /// For each reachable screen or flow: the child of the nearest enclosing `switch` flow it can
    /// appear under (`nil` for "none"): the gates (log-in) a way to it passes. A link places a
    /// presented screen under the one it always appears under.
    public var enclosingSwitchChildren: [String: Set<String?>]
    /// For each reachable screen or flow: whether it can appear inside a navigation stack
    /// (`true`), outside one (`false`), or both. Kept with `stackSpots` rather than derived on each
    /// read: every push route asks it, and deriving it walks every screen.
    public private(set) var stackPlacements: [String: Set<Bool>]
    /// For each screen or flow inside the stack of a split flow: the columns it can be in. The
    /// first column's screen is in the first; a screen a later column lists is, once pushed, in
    /// that column; any other pushed screen (or pushed sub-flow) is in its pusher's. Absent for
    /// what is in no split flow.
    public var splitColumns: [String: Set<SplitColumn>] = [:]
    /// For each linked screen, where each of its links shows it (`LinkPlacement`), in the order the
    /// links are written; for a graph without errors, one placement per link.
    public var linkPlacements: [String: [LinkPlacement]] = [:]
    /// For each screen or set of shared routes with `open` routes: where each of them opens its
    /// destination, by route name.
    public var openPlacements: [String: [String: LinkPlacement]] = [:]
    /// What the entry shows through flow children alone: the way down to a placement's flow.
    public var flowTree: FlowTree?

    /// Creates an analysis result.
    public init(
        reachable: Set<String>,
        stackSpots: [String: Set<StackSpot>],
        enclosingTabs: [String: Set<String?>],
        enclosingSwitches: [String: Set<String?>],
        enclosingSwitchChildren: [String: Set<String?>]
    ) {
        self.reachable = reachable
        self.stackSpots = stackSpots
        stackPlacements = Self.stackPlacements(of: stackSpots)
        self.enclosingTabs = enclosingTabs
        self.enclosingSwitches = enclosingSwitches
        self.enclosingSwitchChildren = enclosingSwitchChildren
    }

    private static func stackPlacements(of spots: [String: Set<StackSpot>]) -> [String: Set<Bool>] {
        spots.mapValues { Set($0.map { $0.stack != nil }) }
    }

    /// The indexes of the columns of the split flow `split` that `name` can be in, in order;
    /// empty when it is never inside that split's stack.
    public func columns(of name: String, in split: String) -> [Int] {
        (splitColumns[name] ?? []).filter { $0.split == split }.map(\.index).sorted()
    }
}
