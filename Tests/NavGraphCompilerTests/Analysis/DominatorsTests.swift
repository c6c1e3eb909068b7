import Testing
@testable import NavGraphCompiler

@Suite("Dominators")
struct DominatorsTests {
    @Test("on a chain every node dominates the ones after it")
    func chain() {
        let dominators = Dominators(start: "a", successors: ["a": ["b"], "b": ["c"]])
        #expect(dominators.dominates("a", "c"))
        #expect(dominators.dominates("b", "c"))
        #expect(!dominators.dominates("c", "b"))
        #expect(dominators.dominates("c", "c"))
        #expect(dominators.immediateDominator(of: "c") == "b")
        #expect(dominators.immediateDominator(of: "a") == nil)
    }

    @Test("a node on some path but not on every path does not dominate (the naive answer is wrong)")
    func diamond() {
        // a -> b -> d and a -> c -> d: b is on a path to d, yet d can be reached without it.
        let dominators = Dominators(start: "a", successors: ["a": ["b", "c"], "b": ["d"], "c": ["d"], "d": ["e"]])
        #expect(!dominators.dominates("b", "d"))
        #expect(!dominators.dominates("c", "d"))
        #expect(dominators.dominates("a", "d"))
        #expect(dominators.dominates("d", "e"))
        #expect(dominators.immediateDominator(of: "d") == "a")
    }

    @Test("loops and edges back to earlier nodes need more than one pass and keep the answer")
    func loops() {
        // The classic figure of Cooper, Harvey and Kennedy: 6 -> 5, 6 -> 4, 5 -> 1, 4 -> 2, 4 -> 3,
        // 3 -> 2, 2 -> 1, 1 -> 2, 2 -> 3: every node's immediate dominator is the start.
        let successors = [6: [5, 4], 5: [1], 4: [2, 3], 1: [2], 2: [1, 3], 3: [2]]
        let dominators = Dominators(start: 6, successors: successors)
        for node in 1...5 {
            #expect(dominators.immediateDominator(of: node) == 6, "node \(node)")
        }
        #expect(!dominators.dominates(2, 1))
        #expect(!dominators.dominates(4, 3))
    }

    @Test("an edge back into a dominated region does not break dominance")
    func backEdge() {
        let dominators = Dominators(start: "entry", successors: ["entry": ["list"], "list": ["detail"], "detail": ["list", "more"]])
        #expect(dominators.dominates("list", "more"))
        #expect(dominators.dominates("detail", "more"))
    }

    @Test("unreachable nodes dominate nothing and are dominated by nothing")
    func unreachable() {
        let dominators = Dominators(start: "a", successors: ["a": ["b"], "x": ["b"]])
        #expect(!dominators.isReachable("x"))
        #expect(dominators.isReachable("b"))
        #expect(!dominators.dominates("x", "b"))
        #expect(!dominators.dominates("a", "x"))
        #expect(!dominators.dominates("a", "nowhere"))
    }

    @Test("a chain of 100,000 nodes is answered without recursion")
    func deepChain() {
        let count = 100_000
        var successors: [Int: [Int]] = [:]
        for node in 0..<count - 1 { successors[node] = [node + 1] }
        let dominators = Dominators(start: 0, successors: successors)
        #expect(dominators.dominates(1, count - 1))
        #expect(!dominators.dominates(count - 1, 1))
    }

    @Test("several starts: a node reached from two starts is dominated only by what both ways share")
    func severalStarts() {
        let apart = Dominators(starts: ["a", "b"], successors: ["a": ["c"], "b": ["c"]])
        #expect(!apart.dominates("a", "c") && !apart.dominates("b", "c"))
        #expect(apart.immediateDominator(of: "c") == nil)
        #expect(apart.immediateDominator(of: "a") == nil && apart.immediateDominator(of: "b") == nil)
        let shared = Dominators(starts: ["a", "b"], successors: ["a": ["x"], "b": ["x"], "x": ["c"]])
        #expect(shared.dominates("x", "c"))
        #expect(shared.immediateDominator(of: "c") == "x")
        #expect(!shared.dominates("a", "x"))
    }

    @Test("near miss: a second start that the first reaches keeps what the first alone dominates above it")
    func startReachedFromAnother() {
        let dominators = Dominators(starts: ["entry", "window"], successors: ["entry": ["list"], "list": ["window"], "window": ["detail"]])
        #expect(dominators.dominates("window", "detail"))
        #expect(!dominators.dominates("list", "window"), "the window's own start has nothing below it")
        #expect(Dominators(start: "entry", successors: ["entry": ["list"], "list": ["window"], "window": ["detail"]]).dominates("list", "detail"))
        #expect(!dominators.dominates("list", "detail"))
    }
}
