/// Bounds how deep declared types refer to declared types (`limit-exceeded`), so that every walk
/// over types — alias resolution, the recursion checks, Codable and placeholder questions in
/// generation — has a bounded depth and cost.
///
/// A type's *reference depth* is the longest chain of declared types it reaches through alias
/// targets and record fields, where the types of a cycle (records that contain each other
/// through `?` or `[...]`, or an alias cycle) all count: found in one pass with Tarjan's
/// strongly connected components, iteratively.
enum TypeDepthLimit {
    /// The longest chain of declared types one type may reach.
    static let maxDepth = 256

    /// Reports the first type (in file order) whose reference depth passes the limit — the types
    /// that refer to it are over the limit for the same reason; `true` when none is.
    static func check(_ graph: Graph, diagnostics: inout DiagnosticBag) -> Bool {
        let names = graph.types.map(\.name.value)
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
        let edges = graph.types.map { type in
            type.kind.writtenTypes.flatMap(\.value.namedReferences).compactMap { index[$0] }
        }
        let depth = depths(edges: edges)
        guard let first = depth.firstIndex(where: { $0 > maxDepth }) else { return true }
        let type = graph.types[first]
        diagnostics.add(
            .limitExceeded, "type '\(type.name.value)' refers to declared types more than \(maxDepth) levels deep",
            at: type.name.range)
        return false
    }

    /// Each node's depth: the size of its component plus the deepest component it reaches.
    /// Tarjan's algorithm completes components in reverse topological order, so every
    /// successor's depth is known when a component completes.
    private static func depths(edges: [[Int]]) -> [Int] {
        let count = edges.count
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var componentDepth: [Int] = []
        var stack: [Int] = []
        var next = 0
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = next; low[root] = next; next += 1
            stack.append(root); onStack[root] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let successor = edges[node][edge]
                    if order[successor] < 0 {
                        order[successor] = next; low[successor] = next; next += 1
                        stack.append(successor); onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        low[node] = min(low[node], order[successor])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = componentDepth.count
                    members.append(member)
                    if member == node { break }
                }
                let reached = members.flatMap { edges[$0] }.map { component[$0] }
                    .filter { $0 != componentDepth.count }.map { componentDepth[$0] }.max() ?? 0
                componentDepth.append(min(members.count + reached, maxDepth + 1))
            }
        }
        return component.map { componentDepth[$0] }
    }
}
