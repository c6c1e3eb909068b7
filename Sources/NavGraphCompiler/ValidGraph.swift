/// The last stage of the front end: a graph checked without errors, with what its back ends
/// need computed once (its analysis, the flow tree, the plan of its links).
///
/// ``init(_:)`` is the only way to get one, and it fails when the check found an error, so no
/// back end (``SwiftGenerator``, ``SkeletonGenerator``, ``GraphPicture``, ``LinkCatalog``) can be
/// handed a graph with errors, and none checks the graph again. Warnings do not stop a graph
/// from being valid: whether a warning fails a command (`--warnings-as-errors`) is decided by
/// the command line from the diagnostics it reports.
public struct ValidGraph: Sendable {
    /// The joined graph.
    public let graph: Graph
    /// What the analysis of reachability, containers and links found.
    public let analysis: GraphAnalysis
    /// What the entry shows through flow children alone: the way down to each link's placement.
    public let flowTree: FlowTree
    /// What generation needs to know about the links, made once for every translator.
    let links: LinkPlan

    /// The valid graph of `checked`; `nil` when `checked` holds an error (or, which follows from
    /// one, has no graph or no analysis).
    public init?(_ checked: CheckedGraph) {
        guard !checked.hasErrors, let graph = checked.graph, let analysis = checked.analysis, let tree = analysis.flowTree else {
            return nil
        }
        self.init(graph: graph, analysis: analysis, flowTree: tree)
    }

    private init(graph: Graph, analysis: GraphAnalysis, flowTree: FlowTree) {
        self.graph = graph
        self.analysis = analysis
        self.flowTree = flowTree
        self.links = LinkPlan(graph: graph, analysis: analysis, tree: flowTree)
    }

    /// The same valid graph with its files named relative to `root` (``Graph/namingFiles(relativeTo:)``):
    /// only the names in generated headers change, so nothing needs checking again.
    public func namingFiles(relativeTo root: ReportPaths) -> ValidGraph {
        ValidGraph(graph: graph.namingFiles(relativeTo: root), analysis: analysis, flowTree: flowTree)
    }
}
