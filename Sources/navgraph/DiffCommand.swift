import ArgumentParser
import Foundation
import NavGraphCompiler

/// `navgraph diff`: what a change to a graph breaks for URLs already published, states saved by
/// the versions people have installed, and the app's code.
struct DiffCommand: ParsableCommand {
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

    func run() throws {
        let cwd = FileManager.default.currentDirectoryPath
        let newPaths = against == nil ? [paths[1]] : paths
        let newFiles = try Self.read { () throws(any Error) in try GraphFileLoader.load(paths: newPaths) }
        let old = try Self.valid(try Self.read { () throws(any Error) in
            if let against { try GitRevisionLoader.load(paths: paths, at: against, in: cwd) } else { try GraphFileLoader.load(paths: [paths[0]]) }
        }, role: "old")
        let new = try Self.valid(newFiles, role: "new")
        let diff = GraphDiff(old: old, new: new)
        var findings = diff.findings(urls: try urls.map { path in try Self.read { () throws(any Error) in try DiffInputs.urls(in: path) } } ?? [])
        if let states { findings += diff.stateFileFindings(try Self.read { () throws(any Error) in try DiffInputs.savedStates(in: states) }) }
        let report = DiffReport(findings, errors: Set(errors), warningsAsErrors: warningsAsErrors, accepted: try accepted.map(Self.acceptedBreaks))
        let reportPaths = ReportPaths(baseDirectory: baseDirectory, workingDirectory: cwd)
        switch format {
        case .text: Console.output(report.text(sources: Console.isTerminal(.standardOutput) ? Dictionary(newFiles.map { ($0.path, $0.contents) }) { first, _ in first } : [:]))
        case .json: Console.output(report.json())
        case .sarif: Console.output(report.sarif(paths: reportPaths))
        case .github: Console.output(report.github(paths: reportPaths))
        }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }

    /// What `load` reads; exits with 2, saying why, when it cannot.
    private static func read<Value>(_ load: () throws(any Error) -> Value) throws -> Value {
        do {
            return try load()
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
    }

    /// The graph of `files`; exits with 2 after reporting its errors when it has some, or when
    /// there are no files.
    private static func valid(_ files: [SourceFile], role: String) throws -> ValidGraph {
        guard !files.isEmpty else {
            Console.error("error: no *.navgraph.yaml or *.navgraph.yml files found for the \(role) graph")
            throw ExitCode(2)
        }
        let checked = GraphCompiler.check(files)
        guard let valid = ValidGraph(checked) else {
            Console.write(TextReport().render(checked.diagnostics.filter { $0.severity == .error }), to: .standardError)
            Console.error("error: the \(role) graph has errors; fix them (navgraph lint) before comparing")
            throw ExitCode(2)
        }
        return valid
    }

    /// The accepted breaks of the file at `path`; exits with 2, reporting what is wrong, when it
    /// cannot be read or has errors.
    private static func acceptedBreaks(_ path: String) throws -> AcceptedBreaks {
        guard let data = FileManager.default.contents(atPath: path) else {
            Console.error("error: \(path): cannot read the file")
            throw ExitCode(2)
        }
        let (breaks, diagnostics) = AcceptedBreaks.read(SourceFile(path: path, contents: Array(data)))
        Console.write(TextReport().render(diagnostics), to: .standardError)
        guard let breaks else { throw ExitCode(2) }
        return breaks
    }
}
