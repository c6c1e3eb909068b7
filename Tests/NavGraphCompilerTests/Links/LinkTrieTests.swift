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
        #expect(trie.insert(pattern("/items/{other}"), 2)?.value == 1)
        #expect(trie.insert(pattern("/items/{id}"), 3)?.value == 1)
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

    @Test("literals collide without regard to case; query items tell paths apart only by what they require")
    func caseAndQuery() {
        var trie = LinkTrie<Int>()
        #expect(trie.insert(pattern("/Items/new"), 1) == nil)
        #expect(trie.insert(pattern("/items/NEW"), 2)?.value == 1)
        // Items read as optional require nothing: the same as a pattern without them.
        #expect(trie.insert(pattern("/search?q={q}"), reading: ["q"], 3) == nil)
        #expect(trie.insert(pattern("/search"), 4)?.value == 3)
        #expect(trie.insert(pattern("/search?q={q}"), requiring: ["q"], reading: ["q"], 5)?.clash == .readsRequiredItem("q", newReads: false))
    }

    @Test("a pattern requiring more query items, none of which the other reads, is told apart")
    func requiredItems() {
        var trie = LinkTrie<Int>()
        #expect(trie.insert(pattern("/showunread"), 1) == nil)
        #expect(trie.insert(pattern("/showunread?id={id}"), requiring: ["id"], reading: ["id"], 2) == nil)
        #expect(trie.insert(pattern("/showunread?id={id}&feed={f}"), requiring: ["id", "feed"], reading: ["id", "feed"], 3) == nil)
        // Each of these clashes with one stored above.
        #expect(trie.insert(pattern("/showunread?id={x}"), requiring: ["id"], reading: ["id"], 4)?.clash == .sameRequiredItems)
        #expect(trie.insert(pattern("/showunread?feed={f}"), requiring: ["feed"], reading: ["feed"], 5)?.clash == .eachRequires("feed", "id"))
        #expect(trie.insert(pattern("/showunread?page={p}"), requiring: ["id", "feed", "page"], reading: ["id", "feed", "page"], 6) == nil)
        // A pattern that requires fewer items reads one the stored pattern requires.
        var other = LinkTrie<Int>()
        #expect(other.insert(pattern("/tags?tag={t}"), requiring: ["tag"], reading: ["tag"], 1) == nil)
        #expect(other.insert(pattern("/tags?tag={t}&page={p}"), reading: ["tag", "page"], 2)?.clash == .readsRequiredItem("tag", newReads: true))
    }

    @Test("many patterns sharing a long prefix: only the same shape collides")
    func manyPatterns() {
        var trie = LinkTrie<Int>()
        let prefix = (0..<20).map { "/segment\($0)" }.joined()
        let collisions = (0..<10_000).compactMap { trie.insert(pattern("\(prefix)/item\($0)/{id}"), $0) }
        #expect(collisions.isEmpty)
        #expect(trie.insert(pattern("\(prefix)/item7/{other}"), -1)?.value == 7)
    }
}
