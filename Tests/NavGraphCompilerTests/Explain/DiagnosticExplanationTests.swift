import Testing
@testable import NavGraphCompiler

@Suite("navgraph explain")
struct DiagnosticExplanationTests {
    private static func codes(of yaml: String) -> [DiagnosticCode] {
        GraphCompiler.check([SourceFile(path: "example.navgraph.yaml", text: yaml)]).diagnostics.map(\.code)
    }

    @Test("every code's example graph gets that diagnostic once, and no other", arguments: DiagnosticCode.allCases)
    func exampleTriggersItsCode(code: DiagnosticCode) {
        #expect(Self.codes(of: DiagnosticExplanation.of(code).example) == [code])
    }

    @Test("every code's fixed example no longer gets any diagnostic", arguments: DiagnosticCode.allCases)
    func fixedExampleIsClean(code: DiagnosticCode) {
        #expect(Self.codes(of: DiagnosticExplanation.of(code).fixedExample) == [])
    }

    @Test("every code has its own explanation, filed under that code", arguments: DiagnosticCode.allCases)
    func explanationIsForItsCode(code: DiagnosticCode) {
        let explanation = DiagnosticExplanation.of(code)
        #expect(explanation.code == code)
        #expect(!explanation.meaning.isEmpty && !explanation.fix.isEmpty)
    }

    @Test("the text starts with the code and severity and shows the example and the fix, indented")
    func text() {
        let text = DiagnosticExplanation.of(.unusedType).text
        #expect(text.hasPrefix("unused-type (warning)\n\nA type is declared and never used.\n\n"))
        #expect(text.contains("Example that gets it:\n\n    version: 1\n    entry: Home\n    types:\n      ItemID: Int\n"))
        #expect(text.contains("How to fix it:\n\nUse the type where it was meant to be used, or delete it.\n\n    version: 1\n"))
        #expect(text.hasSuffix("        feedback: ItemID\n"))
    }
}
