import Testing
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// Findings of `../shared/hostile` that are better said as a unit test than as a golden case:
/// each fails on the reader or suggester they were found in.
@Suite("Hostile findings")
struct HostileFindingsTests {
    private func check(_ text: String) -> [Diagnostic] {
        GraphCompiler.check([SourceFile(path: "g.navgraph.yaml", text: text)]).diagnostics
    }

    @Test("every duplicate of 101 among 11,000 keys is reported, each with its first place (hostile 07)")
    func manyDuplicateKeys() {
        var lines = (0..<11_000).map { "k\($0): 0" }
        lines += (0..<101).map { "k\($0 * 7): 1" }
        let duplicates = check(lines.joined(separator: "\n")).filter { $0.code == .duplicateKey }
        #expect(duplicates.count == 101)
        #expect(duplicates.first?.location.line == 11_001)
        #expect(duplicates.first?.notes.first?.location.line == 1)
        #expect(duplicates.last?.notes.first?.location.line == 701)
    }

    @Test("aliases, quotes, comments and block scalars read back exactly as written")
    func readsBackAsWritten() throws {
        let text = """
            version: 1
            entry: A  # *a comment: with *alias
            screens:
              A:
                summary: "quoted *a and 'b': c"
                routes:
                  b: { to: B, style: present }
              B:
                summary: |
                  *block: text
                  k: v
            types:
              T: &t String
              U: *t
            """
        let checked = GraphCompiler.check([SourceFile(path: "g.navgraph.yaml", text: text)])
        #expect(checked.diagnostics.filter { $0.severity == .error }.isEmpty, "\(checked.diagnostics)")
        let graph = try #require(checked.graph)
        #expect(graph.screen(named: "A")?.summary == "quoted *a and 'b': c")
        #expect(graph.screen(named: "B")?.summary == "*block: text\nk: v\n")
        guard case .alias(let target)? = graph.type(named: "U")?.kind else {
            Issue.record("U is not an alias")
            return
        }
        #expect(target.value == .builtin(.string))
    }

    @Test("an alias to no anchor is a located yaml-syntax error")
    func undefinedAlias() {
        let found = check("version: 1\nentry: *nowhere\n")
        #expect(found.map(\.code) == [.yamlSyntax])
        #expect(found.first?.location == SourceLocation(file: "g.navgraph.yaml", line: 2, column: 8))
    }

    @Test("lines break where libyaml breaks them: LF, CR LF, CR, NEL, U+2028, U+2029; a BOM is on no line")
    func lineBreaks() {
        let table = LineTable(Array("\u{FEFF}a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}gé".utf8))
        #expect(table.lineCount == 7)
        #expect((1...7).map { table.endColumn(ofLine: $0) } == [2, 2, 2, 2, 2, 2, 3])
        #expect(table.position(ofByte: 3) == (1, 1))
        #expect(table.clampedToFile(line: 9, column: 1) == (7, 3))
    }

    @Test("a byte-order mark is skipped: a diagnostic on line 1 counts columns from the character after it")
    func byteOrderMarkColumns() {
        let found = check("\u{FEFF}version: 2\nentry: A\nscreens:\n  A: {}\n")
        #expect(found.map(\.code) == [.unsupportedVersion])
        #expect(found.first?.location == SourceLocation(file: "g.navgraph.yaml", line: 1, column: 10))
    }

    @Test("the reader's error offset counts Characters; its place counts scalars on its own line (hostile 04)")
    func readerOffsetAfterNonASCIIAndCRLF() {
        // "é" written as e + U+0301 is one Character but two scalars; CR LF is one Character.
        let found = check("version: 1\r\nentry: A\r\nscreens:\r\n  A: {summary: \"e\u{301}\u{1F600}\u{1}\"}\r\n")
        #expect(found.map(\.code) == [.yamlSyntax])
        #expect(found.first?.location == SourceLocation(file: "g.navgraph.yaml", line: 4, column: 20))
    }

    @Test("a long name gets no suggestion, and quickly (hostile 08)")
    func longNamesAreNotCompared() {
        let declared = "A" + String(repeating: "b", count: 18_000)
        let used = "A" + String(repeating: "c", count: 18_000)
        #expect(NameSuggester.suggestion(for: used, among: [declared]) == nil)
        #expect(NameSuggester.suggestion(for: "ItemDetial", among: ["ItemDetail", "ItemList"]) == "ItemDetail")
    }

    @Test("the banded edit distance equals the full one whenever it is within the limit")
    func bandedDistanceMatchesFull() {
        var generator = SeededGenerator(seed: 11)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "é"]
        for _ in 0..<2_000 {
            let source = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let target = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let full = Self.fullDistance(source, target)
            for limit in 0...4 {
                let banded = NameSuggester.editDistance(source, target, atMost: limit)
                #expect(banded == (full <= limit ? full : nil), "\(source) \(target) limit \(limit)")
            }
        }
    }

    /// Optimal string alignment distance with the whole table, as a reference.
    private static func fullDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar]) -> Int {
        var table = (0...source.count).map { i in (0...target.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
        for i in stride(from: 1, through: source.count, by: 1) {
            for j in stride(from: 1, through: target.count, by: 1) {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[source.count][target.count]
    }
}
