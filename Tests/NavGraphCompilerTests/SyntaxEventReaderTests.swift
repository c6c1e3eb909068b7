import Testing
@testable import NavGraphCompiler

/// The reader builds its tree from libyaml's events and lets Yams compose the text only when Yams
/// may report something first. These are the cases where it must: each keeps the diagnostic Yams
/// gave when it composed every file.
@Suite("Syntax read from libyaml's events")
struct SyntaxEventReaderTests {
    private func diagnostics(_ text: String) -> [Diagnostic] {
        GraphCompiler.check([SourceFile(path: "g.navgraph.yaml", text: text)]).diagnostics
    }

    /// Lines 1 to 6: each anchor a list of ten aliases of the one before, so the anchor on line 6
    /// expands to more than the limit of 100,000 nodes.
    private static let aliasBomb = "version: 1\nentry: &a [x, x, x, x, x, x, x, x, x, x]\n"
        + zip(["a", "b", "c", "d"], ["b", "c", "d", "e"]).map { previous, name in
            "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }.joined()

    private func place(_ diagnostic: Diagnostic?) -> [Int] {
        diagnostic.map { [$0.location.line, $0.location.column] } ?? []
    }

    @Test("keys that are lists, which marking cannot tell apart, are compared by Yams")
    func listKeys() {
        let found = diagnostics("version: 1\n? [a, b]\n: 1\n? [a, b]\n: 2\n")
        #expect(found.map(\.code) == [.duplicateKey])
        #expect(place(found.first) == [2, 3])
    }

    @Test("keys where no mark goes (after '? ' with the ':' on the next line) are compared by Yams")
    func unmarkedScalarKeys() {
        let found = diagnostics("version: 1\n? a\n: 1\n? a\n: 2\n")
        #expect(found.map(\.code) == [.duplicateKey])
        #expect(found.first?.message == "duplicate key 'a'")
        #expect(place(found.first) == [2, 3])
    }

    @Test("distinct keys that marking cannot tell apart are no duplicates")
    func unmarkedDistinctKeys() {
        let found = diagnostics("version: 1\nentry: Main\n? [a]\n: 1\n? [b]\n: 2\n")
        #expect(!found.contains { $0.code == .duplicateKey || $0.code == .yamlSyntax })
    }

    @Test("a syntax error after an alias bomb is reported, not the bomb: Yams reads the whole text first")
    func syntaxErrorAfterAbandonedRead() {
        let found = diagnostics(Self.aliasBomb + "f: [\n")
        #expect(found.map(\.code) == [.yamlSyntax])
        #expect(place(found.first) == [7, 5])
    }

    @Test("the same alias bomb without the syntax error is abandoned at the alias that passes the limit")
    func abandonedRead() {
        let found = diagnostics(Self.aliasBomb)
        #expect(found.map(\.code) == [.limitExceeded])
        #expect(found.first?.location.line == 6)
    }

    @Test("a broken second document is a syntax error, as Yams reads the second document whole")
    func brokenSecondDocument() {
        let found = diagnostics("version: 1\nentry: Main\n---\nx: [\n")
        #expect(found.map(\.code) == [.yamlSyntax])
        #expect(place(found.first) == [4, 5])
    }

    @Test("a file of comments only is empty")
    func commentsOnly() {
        let found = diagnostics("# nothing here\n")
        #expect(found.map(\.code) == [.invalidStructure])
        #expect(found.first?.message.hasPrefix("the file is empty") == true)
    }
}
