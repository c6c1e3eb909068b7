import Testing
@testable import NavGraphCompiler

/// Hostile inputs too large to check in: each must end in one located error, quickly.
@Suite("Syntax limits and hostile input")
struct SyntaxReaderTests {
    private func diagnostics(_ bytes: [UInt8]) -> (diagnostics: [Diagnostic], elapsed: Duration) {
        var result: [Diagnostic] = []
        let elapsed = ContinuousClock().measure {
            result = GraphCompiler.check([SourceFile(path: "hostile.navgraph.yaml", contents: bytes)]).diagnostics
        }
        return (result, elapsed)
    }

    @Test("50,000 nested brackets are a located limit-exceeded error")
    func deepBrackets() {
        let (found, elapsed) = diagnostics(Array(("version: 1\nentry: " + String(repeating: "[", count: 50_000)).utf8))
        #expect(found.map(\.code) == [.limitExceeded])
        #expect(found.first?.location.line == 2)
        #expect(found.first?.message.contains("\(SyntaxLimits.standard.maxDepth)") == true)
        #expect(elapsed < .seconds(5), "took \(elapsed)")  // a hang guard, not a benchmark
    }

    @Test("nesting just past the limit but within libyaml's own is caught by the tree builder")
    func moderatelyDeep() {
        let depth = SyntaxLimits.standard.maxDepth + 5
        let text = "version: 1\nentry: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let (found, _) = diagnostics(Array(text.utf8))
        #expect(found.map(\.code) == [.limitExceeded])
    }

    @Test("a file over the size limit is rejected before parsing, at 1:1")
    func oversized() {
        let big = [UInt8](repeating: UInt8(ascii: "#"), count: SyntaxLimits.standard.maxFileBytes + 1)
        let (found, elapsed) = diagnostics(big)
        #expect(found.map(\.code) == [.limitExceeded])
        #expect(found.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (1, 1))
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test("a truncated multi-byte character is reported at its lead byte")
    func truncatedCharacter() {
        let (found, _) = diagnostics(Array("version: 1\nentry: é".utf8).dropLast())
        #expect(found.map(\.code) == [.yamlSyntax])
        #expect(found.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (2, 8))
    }

    @Test("a duplicate key in a flow mapping is located at its own column")
    func duplicateInFlowMapping() {
        let text = "version: 1\nentry: Main\nflows: { Main: { kind: stack, root: A, root: B } }\nscreens: { A: {}, B: {} }\n"
        let (found, _) = diagnostics(Array(text.utf8))
        let duplicate = found.first { $0.code == .duplicateKey }
        #expect(duplicate?.location.column == 40)
        #expect(duplicate?.notes.first?.location.column == 31)
    }

    @Test("UTF-8 validation accepts every well-formed sequence and rejects surrogates and overlongs")
    func utf8() {
        #expect(UTF8Validator.firstInvalidByte(in: Array("aé€😀".utf8)) == nil)
        #expect(UTF8Validator.firstInvalidByte(in: [0x61, 0xED, 0xA0, 0x80]) == 1)  // a UTF-16 surrogate
        #expect(UTF8Validator.firstInvalidByte(in: [0xC0, 0xAF]) == 0)  // overlong '/'
        #expect(UTF8Validator.firstInvalidByte(in: [0xF4, 0x90, 0x80, 0x80]) == 0)  // past U+10FFFF
    }
}
