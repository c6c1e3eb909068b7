/// The last stage of the front end: a graph checked without errors, with what its back ends
/// need computed once (its analysis, which holds every fact about it, and the plan of its links).
///
/// ``init(_:)`` is the only way to get one, and it fails when the check found an error, so no
/// back end (``SwiftGenerator``, ``SkeletonGenerator``, ``GraphPicture``, ``LinkCatalog``) can be
/// handed a graph with errors, and none checks the graph again. Warnings do not stop a graph
/// from being valid: whether a warning fails a command (`--warnings-as-errors`) is decided by
/// the command line from the diagnostics it reports.
public struct ValidGraph: Sendable {
    /// The joined graph.
    public private(set) var graph: Graph
    /// What the analysis of reachability, containers and links found.
    public let analysis: GraphAnalysis
    /// What the entry shows through flow children alone: the way down to each link's placement.
    public var flowTree: FlowTree { analysis.flowTree }
    /// What generation needs to know about the links, made once for every translator.
    let links: LinkPlan

    /// The valid graph of `checked`; `nil` when `checked` holds an error (or, which follows from
    /// one, has no graph or no analysis).
    public init?(_ checked: CheckedGraph) {
        guard !checked.hasErrors, let graph = checked.graph, let analysis = checked.analysis else { return nil }
        self.graph = graph
        self.analysis = analysis
        links = LinkPlan(graph: graph, analysis: analysis)
    }

    /// The same valid graph with its files named relative to `root` (``Graph/namingFiles(relativeTo:)``):
    /// only the names in generated headers change, so nothing needs checking or planning again.
    public func namingFiles(relativeTo root: ReportPaths) -> ValidGraph {
        var named = self
        named.graph = graph.namingFiles(relativeTo: root)
        return named
    }
}
