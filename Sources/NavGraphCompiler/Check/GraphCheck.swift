/// One check of a graph's shape. It reads the analyzed graph and reports what is wrong; it never
/// changes the analysis, so the checks run in any order. Every check is listed in
/// `GraphChecker.checks`.
protocol GraphCheck {
    /// Reports what this check finds wrong with `graph`.
    static func check(_ graph: AnalyzedGraph, diagnostics: inout DiagnosticBag)
}

/// A joined graph with its analysis, as the checks of its shape read it, and what they need to
/// know about the errors found before them (docs/Language.md, "Which errors hide which").
struct AnalyzedGraph {
    /// The joined graph; names may be undefined and declarations incomplete.
    let graph: Graph
    /// Every fact about the graph, computed once.
    let analysis: GraphAnalysis
    /// The screens and flows that a declaration with an error shows, or may have shown: a route
    /// kept with an error may have lost its `embed: stack`, so pushes from what it shows are not
    /// checked.
    let unsure: Set<String>
    /// Whether no screen or flow reachable from the entry (the entry included) has an error or
    /// names an undeclared screen or flow: then the analysis knows every way there is, and what
    /// says that no way exists (`unreachable-screen`, `unplaceable-link`) may be reported.
    let everyWayIsKnown: Bool
    /// The flows that may list fewer children than their author meant
    /// (`Graph.mayHaveLostChildren`), found once: the select and replace routes ask it of the
    /// flows around their sources, and asking a tab bar of many tabs once per route would walk
    /// its children once per route.
    let mayHaveLostChildren: Set<String>
    /// The names of each flow's children (the stack's root, the tabs, the switch's children), so
    /// that a select or replace route asks whether its destination is one in constant time.
    let children: [String: Set<String>]

    /// The graph and its analysis, with what its errors leave unsure.
    init(_ graph: Graph, _ analysis: GraphAnalysis) {
        self.graph = graph
        self.analysis = analysis
        unsure = analysis.shows.shown(from: graph.incompleteNames)
        everyWayIsKnown = analysis.reachable.union([graph.entry.value]).allSatisfy { name in
            !graph.incompleteNames.contains(name) && analysis.shows.edges(from: name).allSatisfy(\.isDeclared)
        }
        mayHaveLostChildren = Set(graph.flows.map(\.name.value).filter(graph.mayHaveLostChildren))
        children = Dictionary(graph.flows.map { ($0.name.value, Set($0.children.map(\.value))) }, uniquingKeysWith: { first, _ in first })
    }
}
