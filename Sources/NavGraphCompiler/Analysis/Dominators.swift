/// The dominators of a directed graph seen from one or several start nodes: `a` dominates `b`
/// when every path from any start to `b` passes through `a` (every node dominates itself).
///
/// Several starts are one virtual start with an edge to each, so the answer for all of them costs
/// one computation over the graph, not one a start: a node reached from two starts is dominated
/// only by what lies on the ways from both.
///
/// Computed with the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance
/// Algorithm", 2001): immediate dominators are refined over the nodes in reverse postorder until
/// nothing changes, which takes two or three passes on graphs like navigation graphs. The
/// dominator tree is then numbered once, so `dominates(_:_:)` answers in constant time.
/// Nothing recurses, so a graph of any depth is safe.
public struct Dominators<Node: Hashable> {
    /// Each node's number; 0 is the virtual start, so node `n` is `nodes[n - 1]`.
    private let index: [Node: Int]
    /// For each reachable node number, the number of its immediate dominator (the virtual start's
    /// is itself).
    private let immediate: [Int?]
    private let nodes: [Node]
    /// Entry and exit times of each node in a depth-first walk of the dominator tree.
    private let entered: [Int]
    private let exited: [Int]

    /// Computes the dominators of the graph given by `successors`, from `start`. Nodes that only
    /// appear as successors count as nodes; successors of a node not reachable from `start` are
    /// ignored.
    public init(start: Node, successors: [Node: [Node]]) {
        self.init(starts: [start], successors: successors)
    }

    /// Computes the dominators of the graph given by `successors`, from every node of `starts` at
    /// once: only what lies on every path from every start to a node dominates it.
    public init(starts: [Node], successors: [Node: [Node]]) {
        var index: [Node: Int] = [:]
        var nodes: [Node] = []
        func number(_ node: Node) -> Int {
            if let known = index[node] { return known }
            nodes.append(node)
            index[node] = nodes.count
            return nodes.count
        }
        var edgeList: [(from: Int, to: Int)] = starts.map { (0, number($0)) }
        for (node, targets) in successors {
            let from = number(node)
            edgeList += targets.map { (from, number($0)) }
        }
        var edges = Array(repeating: [Int](), count: nodes.count + 1)
        for edge in edgeList { edges[edge.from].append(edge.to) }
        self.index = index
        self.nodes = nodes
        immediate = Self.immediateDominators(edges: edges)
        (entered, exited) = Self.numberTree(immediate: immediate)
    }

    /// Whether `node` can be reached from a start at all.
    public func isReachable(_ node: Node) -> Bool {
        index[node].map { immediate[$0] != nil } ?? false
    }

    /// Whether every path from the start to `node` passes through `dominator`; `false` when either
    /// is unreachable.
    public func dominates(_ dominator: Node, _ node: Node) -> Bool {
        guard let a = index[dominator], let b = index[node], immediate[a] != nil, immediate[b] != nil else { return false }
        return entered[a] <= entered[b] && exited[b] <= exited[a]
    }

    /// The closest strict dominator of `node`: `nil` for a start, for a node that the ways from
    /// several starts reach with no node in common, and for unreachable nodes.
    public func immediateDominator(of node: Node) -> Node? {
        guard let position = index[node], let dominator = immediate[position], dominator != 0 else { return nil }
        return nodes[dominator - 1]
    }

    /// Cooper–Harvey–Kennedy over node numbers; node 0 is the (virtual) start.
    private static func immediateDominators(edges: [[Int]]) -> [Int?] {
        let postorder = postorder(edges: edges)
        var rank = Array(repeating: -1, count: edges.count)
        for (position, node) in postorder.enumerated() { rank[node] = position }
        var predecessors = Array(repeating: [Int](), count: edges.count)
        for (from, successors) in edges.enumerated() where rank[from] >= 0 {
            for to in successors { predecessors[to].append(from) }
        }
        var immediate: [Int?] = Array(repeating: nil, count: edges.count)
        immediate[0] = 0
        func intersect(_ first: Int, _ second: Int) -> Int {
            var (a, b) = (first, second)
            while a != b {
                while rank[a] < rank[b] { a = immediate[a]! }
                while rank[b] < rank[a] { b = immediate[b]! }
            }
            return a
        }
        var changed = true
        while changed {
            changed = false
            for node in postorder.reversed() where node != 0 {
                var candidate: Int?
                for predecessor in predecessors[node] where immediate[predecessor] != nil {
                    candidate = candidate.map { intersect(predecessor, $0) } ?? predecessor
                }
                if let candidate, immediate[node] != candidate {
                    immediate[node] = candidate
                    changed = true
                }
            }
        }
        return immediate
    }

    /// The nodes reachable from node 0, in depth-first postorder, without recursion.
    private static func postorder(edges: [[Int]]) -> [Int] {
        var visited = Array(repeating: false, count: edges.count)
        var order: [Int] = []
        var stack: [(node: Int, next: Int)] = [(0, 0)]
        visited[0] = true
        while let (node, next) = stack.last {
            if next < edges[node].count {
                stack[stack.count - 1].next += 1
                let successor = edges[node][next]
                if !visited[successor] {
                    visited[successor] = true
                    stack.append((successor, 0))
                }
            } else {
                order.append(node)
                stack.removeLast()
            }
        }
        return order
    }

    /// Entry and exit times of a depth-first walk of the dominator tree, without recursion.
    private static func numberTree(immediate: [Int?]) -> (entered: [Int], exited: [Int]) {
        var children = Array(repeating: [Int](), count: immediate.count)
        for (node, dominator) in immediate.enumerated() where node != 0 {
            if let dominator { children[dominator].append(node) }
        }
        var entered = Array(repeating: -1, count: immediate.count)
        var exited = Array(repeating: -1, count: immediate.count)
        var clock = 0
        var stack: [(node: Int, next: Int)] = [(0, 0)]
        entered[0] = clock
        while let (node, next) = stack.last {
            if next < children[node].count {
                stack[stack.count - 1].next += 1
                clock += 1
                entered[children[node][next]] = clock
                stack.append((children[node][next], 0))
            } else {
                clock += 1
                exited[node] = clock
                stack.removeLast()
            }
        }
        return (entered, exited)
    }
}
