import Testing
@testable import NavGraphCompiler

@Suite("GitHub workflow command report")
struct GitHubReportTests {
    private let report = GitHubReport(paths: ReportFixtures.paths)

    @Test("an error becomes an ::error command with a relative file, line, column and title")
    func errorCommand() {
        #expect(report.render([ReportFixtures.diagnostic(file: "/repo/App/Main.navgraph.yaml")]) == """
            ::error file=App/Main.navgraph.yaml,line=7,col=13,title=NavGraph undefined-screen::\
            route 'open' goes to 'Detial', which is not declared; did you mean 'Detail'? [undefined-screen]

            """)
    }

    @Test("a warning becomes a ::warning command")
    func warningCommand() {
        #expect(report.command(for: ReportFixtures.diagnostic(.unusedType, "type 'T' is never used")).hasPrefix("::warning "))
    }

    @Test("percent signs, carriage returns and line feeds in a message are escaped, colons and commas are not")
    func hostileMessage() {
        let command = report.command(for: ReportFixtures.diagnostic(.invalidName, "name '100%\r\n::error::x, y' is not valid"))
        #expect(command.hasSuffix("::name '100%25%0D%0A::error::x, y' is not valid [invalid-name]"))
        #expect(!command.contains("\n") && !command.contains("\r"))
    }

    @Test("colons, commas, percent signs and line breaks in a file path are escaped in the property")
    func hostilePath() {
        let command = report.command(for: ReportFixtures.diagnostic(file: "a,b:c%d\ne.navgraph.yaml"))
        #expect(command.hasPrefix("::error file=a%2Cb%3Ac%25d%0Ae.navgraph.yaml,line=7,col=13,title=NavGraph undefined-screen::"))
    }

    @Test("already escaped-looking text is escaped again, never decoded")
    func noDoubleDecoding() {
        #expect(GitHubReport.escapedData("%0A") == "%250A")
        #expect(GitHubReport.escapedProperty("%3A:") == "%253A%3A")
    }

    @Test("notes follow the message on lines of their own, inside the one command")
    func notesFollow() {
        let note = DiagnosticNote("first declared here", at: SourceLocation(file: "A.navgraph.yaml", line: 2, column: 3))
        let command = report.command(for: ReportFixtures.diagnostic(.duplicateDefinition, "'Home' is declared twice", notes: [note]))
        #expect(command.hasSuffix("::'Home' is declared twice [duplicate-definition]%0Anote: A.navgraph.yaml:2:3: first declared here"))
    }

    @Test("commands come one per line in output order")
    func ordering() {
        let output = report.render([ReportFixtures.diagnostic(line: 9), ReportFixtures.diagnostic(line: 1)])
        let lines = output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains("line=1,") && lines[1].contains("line=9,"))
    }
}
