import Testing
@testable import NavGraphCompiler

@Suite("Text report")
struct TextReportTests {
    @Test("a person at a terminal sees the source line with a caret under the column, tabs kept")
    func excerpt() {
        let source = Array("version: 1\n\tentry:  Hom\n".utf8)
        let diagnostic = Diagnostic(.undefinedScreen, "no such screen", at: SourceLocation(file: "g.navgraph.yaml", line: 2, column: 9))
        let text = TextReport(sources: ["g.navgraph.yaml": source]).render(diagnostic)
        #expect(text == """
            g.navgraph.yaml:2:9: error: no such screen [undefined-screen]
             2 | \tentry:  Hom
               | \t       ^

            """)
    }

    @Test("without sources, each diagnostic is one line and each note another")
    func plain() {
        let diagnostic = Diagnostic(
            .duplicateDefinition, "'A' is declared more than once", at: SourceLocation(file: "b.navgraph.yaml", line: 3, column: 3),
            notes: [DiagnosticNote("'A' is first declared here", at: SourceLocation(file: "a.navgraph.yaml", line: 1, column: 3))])
        #expect(TextReport().render([diagnostic]) == """
            b.navgraph.yaml:3:3: error: 'A' is declared more than once [duplicate-definition]
            a.navgraph.yaml:1:3: note: 'A' is first declared here

            """)
    }

    @Test("the summary counts errors and warnings, and is absent when there are none")
    func summary() {
        let error = Diagnostic(.missingEntry, "m", at: SourceLocation(file: "f", line: 1, column: 1))
        let warning = Diagnostic(.unusedType, "u", at: SourceLocation(file: "f", line: 1, column: 1))
        #expect(TextReport.summary(of: [error, warning, warning]) == "1 error, 2 warnings")
        #expect(TextReport.summary(of: []) == nil)
    }
}
