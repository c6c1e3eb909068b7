import Testing
@testable import NavGraphCompiler

/// The reader builds its tree from libyaml's events alone. These cases pin down which problem
/// a file that has several gets, and how keys libyaml reports in less common forms are read.
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
        Case(what: "a syntax error after an alias bomb is reported, not the bomb: a file that is not YAML says so first",
             text: aliasBomb + "f: [\n", code: .yamlSyntax, place: [7, 5]),
        Case(what: "the same alias bomb without the syntax error is abandoned at the alias that passes the limit",
             text: aliasBomb, code: .limitExceeded, place: [6, 36]),
        Case(what: "a broken second document is a syntax error: the second document is read to its end",
             text: "version: 1\nentry: Main\n---\nx: [\n", code: .yamlSyntax, place: [4, 5]),
        Case(what: "a broken third document is never read",
             text: "version: 1\nentry: Main\nscreens:\n  Main: {}\n---\ny: 2\n---\nz: [\n", code: .invalidStructure, place: [6, 1]),
        Case(what: "a file of comments only is empty", text: "# nothing here\n", code: .invalidStructure, place: [1, 1]),
        Case(what: "nesting past the limit is reported at the first bracket past it",
             text: "version: 1\nentry: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n",
             code: .limitExceeded, place: [2, 8 + SyntaxLimits.standard.maxDepth - 1]),
    ]

    private func diagnostics(_ text: String) -> [Diagnostic] {
        GraphCompiler.check([SourceFile(path: "g.navgraph.yaml", text: text)]).diagnostics
    }

    @Test("a file with several problems gets the first one a reader meets", arguments: cases)
    func firstProblem(_ example: Case) {
        let found = diagnostics(example.text)
        #expect(found.map(\.code) == [example.code])
        #expect(found.map { [$0.location.line, $0.location.column] } == [example.place])
    }

    @Test("a tab where libyaml stops gets words of its own; the character there is found by its column, not its byte")
    func tabMessage() {
        #expect(diagnostics("version: 1\nentry: é\n\tscreens: {}\n").map(\.message) == ["a tab cannot indent or separate YAML; use spaces"])
        // The error is at 'x' (column 7); the byte before it, 6 from the line's start, is the tab.
        let afterTab = diagnostics("é: {}\tx: 1\n")
        #expect(afterTab.map(\.message) == ["did not find expected key while parsing a block mapping"])
        #expect(afterTab.map(\.location.column) == [7])
    }

    @Test("a byte-order mark at a line's start inside the file, which libyaml counts as indentation, is named")
    func byteOrderMarkInsideFile() {
        let found = diagnostics("version: 1\n\u{FEFF}entry: Main\nscreens:\n  Main: {}\n")
        #expect(found.map(\.message) == ["an invisible byte-order mark (U+FEFF) inside the file; remove it"])
        #expect(found.map { [$0.location.line, $0.location.column] } == [[2, 2]])
    }

    @Test("explicit keys ('? a') are compared like any other, each duplicate reported at its own place")
    func explicitKeys() {
        let found = diagnostics("version: 1\nentry: Main\nscreens:\n  ? Main\n  : {}\n  ? Main\n  : {}\n")
        #expect(found.map(\.message) == ["duplicate key 'Main'"])
        #expect(found.map { [$0.location.line, $0.location.column] } == [[6, 5]])
        #expect(found.first?.notes.map { [$0.location.line, $0.location.column] } == [[4, 5]])
    }

    @Test("keys that are lists are not compared: the parser reports each one as not text")
    func listKeys() {
        let found = diagnostics("version: 1\nentry: Main\nscreens:\n  Main: {}\n? [a, b]\n: 1\n? [a, b]\n: 2\n")
        #expect(found.map(\.code) == [.invalidStructure, .invalidStructure])
        #expect(found.map(\.location.line) == [5, 7])
    }

    @Test("a value's one leading U+FEFF is dropped")
    func leadingByteOrderMarkInValue() {
        let found = diagnostics("version: 1\nentry: \"\u{FEFF}Main\"\nscreens:\n  Main: {}\n")
        #expect(found.isEmpty, "\(found)")
    }

    @Test("a merge key in an anchored mapping used twice is reported once, at the '<<'")
    func mergeKeyThroughAlias() {
        let text = """
            version: 1
            entry: Home
            screens:
              Home:
                routes:
                  a: &route { to: A, style: present }
                  b: &merged { <<: *route, to: B }
                  c: *merged
              A: {}
              B: {}
            """
        let found = diagnostics(text)
        #expect(found.map(\.code) == [.unsupportedYAML])
        #expect(found.map { [$0.location.line, $0.location.column] } == [[7, 20]])
    }
}
