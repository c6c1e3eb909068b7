import ArgumentParser
import NavGraphCommands
import NavGraphCompiler

extension NavGraphCommand {
    /// `navgraph diff`: compare two versions of a graph (`DiffCommand`).
    struct Diff: LibraryBackedCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two versions of a graph: links, saved states and contracts the change breaks.",
            discussion: """
                navgraph diff OLD NEW compares two graphs (files or folders); navgraph diff --against REF \
                NEW... compares the graph with the same paths at the git revision REF (origin/main). \
                Findings are sorted and their rules stable (docs/CI.md lists them). Exit status: 0 when \
                nothing breaks, 1 when something breaks (and is not accepted), 2 when an input cannot be \
                read or a graph has errors.
                """
        )

        @Argument(help: "OLD NEW (graph files or folders), or with --against, the new graph's files or folders.")
        var paths: [String]

        @Option(help: ArgumentHelp("Read the old graph from this git revision, at the same paths.", valueName: "ref"))
        var against: String?

        @Option(help: "The output's format: text, json, sarif (SARIF 2.1.0 for code scanning) or github (annotations).")
        var format: DiagnosticFormat = .text

        @Option(name: .customLong("base-dir"), help: ArgumentHelp(
            "With sarif or github: the directory reported paths are relative to (the repository root).", valueName: "dir"))
        var baseDirectory: String = "."

        @Option(help: ArgumentHelp("A folder of saved states (JSON) from earlier versions: each that does not restore with the new graph is reported.", valueName: "dir"))
        var states: String?

        @Option(help: ArgumentHelp("A file of URLs already published, one a line: each is matched against both graphs' links.", valueName: "file"))
        var urls: String?

        @Option(help: ArgumentHelp("A file of breaks this change makes on purpose, each with its rule, element and reason.", valueName: "file"))
        var accepted: String?

        @Option(name: .customLong("error"), help: ArgumentHelp("Report this rule or group (links, states, contracts, behaviour) as an error; repeatable.", valueName: "rule"))
        var errors: [String] = []

        @Flag(help: "Report every warning as an error.")
        var warningsAsErrors = false

        func validate() throws {
            if against == nil, paths.count != 2 { throw ValidationError("Name the old and the new graph (two files or folders), or use --against REF.") }
            if against != nil, paths.isEmpty { throw ValidationError("Name the new graph's files or folders.") }
            if let unknown = errors.first(where: { !DiffReport.severityNames.contains($0) }) {
                throw ValidationError("--error \(unknown) names no rule or group; use one of \(DiffReport.severityNames.joined(separator: ", ")).")
            }
        }

        /// What the arguments ask the library to do (after `validate()`, the paths fit `--against`).
        var command: DiffCommand {
            let old: DiffCommand.OldGraph = against.map { .revision($0) } ?? .files(GraphInput(paths: [paths[0]]))
            var command = DiffCommand(old: old, new: GraphInput(paths: against == nil ? [paths[1]] : paths))
            command.format = format
            command.baseDirectory = baseDirectory
            command.states = states
            command.urls = urls
            command.accepted = accepted
            command.errors = Set(errors)
            command.warningsAsErrors = warningsAsErrors
            return command
        }

        func output(in environment: CommandEnvironment) -> CommandOutput { command.run(in: environment) }
    }
}
