import NavGraphCommands
import NavGraphCompiler
import Testing
@testable import navgraph

/// The command line only gathers arguments into a library command (swift-argument-parser's
/// AssertParse style): each subcommand parses to the `NavGraphCommands` command it stands for,
/// and refuses what it cannot stand for.
@Suite("navgraph's arguments become library commands")
struct CommandParsingTests {
    @Test("lint: the graph, the format by either name, the base directory and warnings as errors")
    func lint() throws {
        let plain = try CommandRun.parse(["lint", "App"], as: NavGraphCommand.Lint.self)
        #expect(plain.command == LintCommand(input: GraphInput(paths: ["App"])))
        let json = try CommandRun.parse(["lint", "--format", "json", "a.navgraph.yaml", "b"], as: NavGraphCommand.Lint.self)
        #expect(json.command == LintCommand(input: GraphInput(paths: ["a.navgraph.yaml", "b"]), reporting: DiagnosticReporting(format: .json)))
        let long = try CommandRun.parse(
            ["lint", "--diagnostics-format", "sarif", "--base-dir", "..", "--warnings-as-errors", "App"], as: NavGraphCommand.Lint.self)
        #expect(long.command.reporting == DiagnosticReporting(format: .sarif, baseDirectory: "..", warningsAsErrors: true))
        #expect(try CommandRun.parse(["lint", "--format", "json", "--diagnostics-format", "json", "App"], as: NavGraphCommand.Lint.self).command == json.command.with(paths: ["App"]))
    }

    @Test("generate and scaffold: the output directory, --check and the source root")
    func writers() throws {
        let generate = try CommandRun.parse(["generate", "App", "--output-dir", "out", "--check", "--source-root", "pkg"], as: NavGraphCommand.Generate.self)
        #expect(generate.command == GenerateCommand(input: GraphInput(paths: ["App"]), outputDirectory: "out", check: true, sourceRoot: "pkg"))
        let scaffold = try CommandRun.parse(["scaffold", "App", "--output-dir", "Sources"], as: NavGraphCommand.Scaffold.self)
        #expect(scaffold.command == ScaffoldCommand(input: GraphInput(paths: ["App"]), outputDirectory: "Sources"))
    }

    @Test("graph and links: the drawing's and the listing's format; aasa carries the app and the domain")
    func listings() throws {
        #expect(try CommandRun.parse(["graph", "App"], as: NavGraphCommand.Graph.self).command == GraphCommand(input: GraphInput(paths: ["App"])))
        #expect(try CommandRun.parse(["graph", "--format", "mermaid", "App"], as: NavGraphCommand.Graph.self).command.format == .mermaid)
        #expect(try CommandRun.parse(["links", "App"], as: NavGraphCommand.Links.self).command.format == .text)
        let aasa = try CommandRun.parse(["links", "--format", "aasa", "--app-id", "T.app", "--domain", "d.example", "App"], as: NavGraphCommand.Links.self)
        #expect(aasa.command.format == .appleAppSiteAssociation(appID: "T.app", domain: "d.example"))
    }

    @Test("explain, schema and init read no graph")
    func withoutGraph() throws {
        #expect(try CommandRun.parse(["explain"], as: NavGraphCommand.Explain.self).command == ExplainCommand())
        #expect(try CommandRun.parse(["explain", "push-outside-stack"], as: NavGraphCommand.Explain.self).command == ExplainCommand(code: .pushOutsideStack))
        _ = try CommandRun.parse(["schema"], as: NavGraphCommand.Schema.self)
        #expect(try CommandRun.parse(["init"], as: NavGraphCommand.Init.self).command == InitCommand())
        #expect(try CommandRun.parse(["init", "--output-dir", "Nav", "--name", "Shop", "--ui", "swiftui"], as: NavGraphCommand.Init.self).command
            == InitCommand(outputDirectory: "Nav", name: "Shop", ui: .swiftui))
    }

    @Test("what no library command stands for is refused with a message saying why")
    func refusals() {
        #expect(CommandRun.refusal(["lint"])?.contains("<paths>") == true)
        #expect(CommandRun.refusal(["lint", "--format", "json", "--diagnostics-format", "sarif", "App"])?.contains("disagree") == true)
        #expect(CommandRun.refusal(["lint", "--format", "xml", "App"]) != nil)
        #expect(CommandRun.refusal(["links", "--format", "aasa", "App"])?.contains("--format aasa needs --app-id TEAMID.bundle.id.") == true)
        #expect(CommandRun.refusal(["explain", "undefined-screne"])?.contains("did you mean 'undefined-screen'? Run 'navgraph explain' for the list.") == true)
        #expect(CommandRun.refusal(["explain", "nosuchcode"])?.contains("'nosuchcode' is not a diagnostic code. Run 'navgraph explain' for the list.") == true)
        #expect(CommandRun.refusal(["generate", "App"])?.contains("--output-dir") == true)
    }
}

private extension LintCommand {
    /// The same command on other paths.
    func with(paths: [String]) -> LintCommand {
        var copy = self
        copy.input.paths = paths
        return copy
    }
}
