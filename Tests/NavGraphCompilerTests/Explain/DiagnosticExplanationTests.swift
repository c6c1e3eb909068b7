import Foundation
import Testing
@testable import NavGraphCompiler

@Suite("navgraph explain")
struct DiagnosticExplanationTests {
    /// The codes the graph gets, and, with the app's Swift file, what scaffold reports of it.
    private static func codes(of yaml: String, appSource: String? = nil) -> [DiagnosticCode] {
        let checked = GraphCompiler.check([SourceFile(path: "example.navgraph.yaml", text: yaml)])
        guard let appSource, let valid = ValidGraph(checked) else { return checked.diagnostics.map(\.code) }
        return (checked.diagnostics + ScaffoldReport.diagnostics(for: valid, sources: [SourceFile(path: "App.swift", text: appSource)])).map(\.code)
    }

    @Test("every code's example graph gets that diagnostic once, and no other", arguments: DiagnosticCode.allCases)
    func exampleTriggersItsCode(code: DiagnosticCode) {
        let explanation = DiagnosticExplanation.of(code)
        #expect(Self.codes(of: explanation.example, appSource: explanation.appSource) == [code])
    }

    @Test("every code's fixed example no longer gets any diagnostic", arguments: DiagnosticCode.allCases)
    func fixedExampleIsClean(code: DiagnosticCode) {
        let explanation = DiagnosticExplanation.of(code)
        #expect(Self.codes(of: explanation.fixedExample, appSource: explanation.fixedAppSource) == [])
    }

    @Test("every fix changes one place of its example", arguments: DiagnosticCode.allCases)
    func fixIsOneEdit(code: DiagnosticCode) {
        let explanation = DiagnosticExplanation.of(code)
        #expect((explanation.appSource ?? explanation.example).components(separatedBy: explanation.fixTarget).count == 2)
    }

    @Test("every code has its own explanation, filed under that code", arguments: DiagnosticCode.allCases)
    func explanationIsForItsCode(code: DiagnosticCode) {
        let explanation = DiagnosticExplanation.of(code)
        #expect(explanation.code == code)
        #expect(!explanation.meaning.isEmpty && !explanation.fix.isEmpty)
    }

    @Test("invalid-structure's explanation lists the keys of each route style and flow kind, as the vocabulary declares them")
    func invalidStructureListsKeys() {
        let yaml = """
            version: 1
            entry: Home
            screens:
              Home:
                routes:
                  back: { to: Home, style: unwind, context: Int }
            """
        #expect(Self.codes(of: yaml).contains(.invalidStructure))
        let meaning = DiagnosticExplanation.of(.invalidStructure).meaning
        #expect(meaning.contains("  unwind route: to, style; may add feedback, formerly, then\n"))
        #expect(meaning.contains("  present route: to, style; may add presentation, compact, embed, context, feedback, dismissible, detents, initialDetent, transition, shrinks, formerly, then\n"))
        for style in NavGraphRouteStyle.allCases {
            let allowed = NavGraphRouteKey.allCases.filter { style.rule(for: $0) == .allowed }.map(\.rawValue)
            #expect(meaning.contains("  \(style.rawValue) route: to, style" + (allowed.isEmpty ? "\n" : "; may add " + allowed.joined(separator: ", ") + "\n")))
        }
        #expect(meaning.hasSuffix("  container flow: kind, children; may add summary, context, feedback, hideable, routes, placement, formerly"))
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

@Suite("Hint to run navgraph explain")
struct ExplainHintTests {
    private func diagnostic(_ code: DiagnosticCode) -> Diagnostic {
        Diagnostic(code, "message", at: SourceLocation(file: "a.navgraph.yaml", line: 1, column: 1))
    }

    @Test("no diagnostics, no hint")
    func none() {
        #expect(DiagnosticExplanation.hint(for: []) == nil)
    }

    @Test("one code reported names it in the command to run")
    func oneCode() {
        #expect(DiagnosticExplanation.hint(for: [diagnostic(.undefinedScreen), diagnostic(.undefinedScreen)])
            == "note: run 'navgraph explain undefined-screen' for what it means and how to fix it; in an app package, 'swift package navgraph-explain undefined-screen'")
    }

    @Test("several codes are listed once each, in the order first reported")
    func severalCodes() {
        #expect(DiagnosticExplanation.hint(for: [diagnostic(.unusedType), diagnostic(.undefinedScreen), diagnostic(.unusedType)])
            == "note: run 'navgraph explain CODE' for what a code means and how to fix it (codes here: unused-type, undefined-screen); in an app package, 'swift package navgraph-explain CODE'")
    }
}
