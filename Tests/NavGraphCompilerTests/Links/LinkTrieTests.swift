import Testing
@testable import NavGraphCompiler

@Suite("Link trie")
struct LinkTrieTests {
    private func pattern(_ text: String) -> LinkPattern {
        try! LinkPattern.parse(text).get()
    }

    @Test("patterns with the same shape collide, whatever the parameters are named")
    func sameShape() {
        var trie = LinkTrie<Int>()
        #expect(trie.insert(pattern("/items/{id}"), 1) == nil)
        #expect(trie.insert(pattern("/items/{other}"), 2) == 1)
        #expect(trie.insert(pattern("/items/{id}"), 3) == 1)
    }

    @Test("a literal beside a parameter at the same position does not collide")
    func literalBesideParameter() {
        var trie = LinkTrie<Int>()
        #expect(trie.insert(pattern("/items/{id}"), 1) == nil)
        #expect(trie.insert(pattern("/items/new"), 2) == nil)
        #expect(trie.insert(pattern("/{user}/new"), 3) == nil)
        #expect(trie.insert(pattern("/items/{id}/reviews"), 4) == nil)
        #expect(trie.insert(pattern("/items"), 5) == nil)
        #expect(trie.insert(pattern("/"), 6) == nil)
    }

    @Test("literals collide without regard to case; query items never tell paths apart")
    func caseAndQuery() {
        var trie = LinkTrie<Int>()
        #expect(trie.insert(pattern("/Items/new"), 1) == nil)
        #expect(trie.insert(pattern("/items/NEW"), 2) == 1)
        #expect(trie.insert(pattern("/search?q={q}"), 3) == nil)
        #expect(trie.insert(pattern("/search"), 4) == 3)
    }

    @Test("many patterns sharing a long prefix: only the same shape collides")
    func manyPatterns() {
        var trie = LinkTrie<Int>()
        let prefix = (0..<20).map { "/segment\($0)" }.joined()
        let collisions = (0..<10_000).compactMap { trie.insert(pattern("\(prefix)/item\($0)/{id}"), $0) }
        #expect(collisions.isEmpty)
        #expect(trie.insert(pattern("\(prefix)/item7/{other}"), -1) == 7)
    }
}
