import Testing
@testable import NavGraphCompiler

/// The reader builds its tree from libyaml's events and lets Yams compose the text only when Yams
/// may report something first. These are the cases where it must: each keeps the diagnostic Yams
/// gave when it composed every file.
@Suite("Syntax read from libyaml's events")
struct SyntaxEventReaderTests {
    /// A file that must end in one diagnostic, at one place.
    struct Case: CustomTestStringConvertible, Sendable {
        let what: String
        let text: String
        let code: DiagnosticCode
        /// Line and column.
        let place: [Int]
        var testDescription: String { what }
    }

    /// Lines 1 to 6: each anchor a list of ten aliases of the one before, so the anchor on line 6
    /// expands to more than the limit of 100,000 nodes.
    private static let aliasBomb = "version: 1\nentry: &a [x, x, x, x, x, x, x, x, x, x]\n"
        + zip(["a", "b", "c", "d"], ["b", "c", "d", "e"]).map { previous, name in
            "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }.joined()

    static let cases = [
        Case(what: "keys that are lists, which marking cannot tell apart, are compared by Yams",
             text: "version: 1\n? [a, b]\n: 1\n? [a, b]\n: 2\n", code: .duplicateKey, place: [2, 3]),
        Case(what: "keys where no mark goes (after '? ' with the ':' on the next line) are compared by Yams",
             text: "version: 1\n? a\n: 1\n? a\n: 2\n", code: .duplicateKey, place: [2, 3]),
        Case(what: "a syntax error after an alias bomb is reported, not the bomb: Yams reads the whole text first",
             text: aliasBomb + "f: [\n", code: .yamlSyntax, place: [7, 5]),
        Case(what: "the same alias bomb without the syntax error is abandoned at the alias that passes the limit",
             text: aliasBomb, code: .limitExceeded, place: [6, 36]),
        Case(what: "a broken second document is a syntax error, as Yams reads the second document whole",
             text: "version: 1\nentry: Main\n---\nx: [\n", code: .yamlSyntax, place: [4, 5]),
        Case(what: "a file of comments only is empty", text: "# nothing here\n", code: .invalidStructure, place: [1, 1]),
    ]

    private func diagnostics(_ text: String) -> [Diagnostic] {
        GraphCompiler.check([SourceFile(path: "g.navgraph.yaml", text: text)]).diagnostics
    }

    @Test("Yams has the first word wherever it may have one", arguments: cases)
    func yamsFirst(_ example: Case) {
        let found = diagnostics(example.text)
        #expect(found.map(\.code) == [example.code])
        #expect(found.map { [$0.location.line, $0.location.column] } == [example.place])
    }

    @Test("Yams' duplicate check names the key as written")
    func duplicateNamedByYams() {
        #expect(diagnostics("version: 1\n? a\n: 1\n? a\n: 2\n").map(\.message) == ["duplicate key 'a'"])
    }

    @Test("a value's one leading U+FEFF is dropped, as Yams (through Foundation) dropped it")
    func leadingByteOrderMarkInValue() {
        let found = diagnostics("version: 1\nentry: \"\u{FEFF}Main\"\nscreens:\n  Main: {}\n")
        #expect(found.isEmpty, "\(found)")
    }

    @Test("distinct keys that marking cannot tell apart are no duplicates")
    func unmarkedDistinctKeys() {
        let found = diagnostics("version: 1\nentry: Main\n? [a]\n: 1\n? [b]\n: 2\n")
        #expect(!found.contains { $0.code == .duplicateKey || $0.code == .yamlSyntax })
    }
}
