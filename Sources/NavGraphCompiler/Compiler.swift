/// The result of checking a graph, errors or not: the joined graph (when its files could be
/// read and its entry resolved) and every diagnostic. Back ends take a ``ValidGraph``, which
/// exists only for a checked graph without errors.
public struct CheckedGraph: Sendable {
    /// The joined graph, when its entry names a declared screen or flow.
    public var graph: Graph?
    /// Everything declared in the files that could be read, joined, whatever errors the graph
    /// has: what an editor asks about (``GraphIndex``).
    public var declarations: Graph
    /// What the analysis of reachability and containers found, when the graph exists.
    public var analysis: GraphAnalysis?
    /// All diagnostics, in output order (file, line, column).
    public var diagnostics: [Diagnostic]

    /// Whether the graph has errors (so nothing may be generated).
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// NavGraph's front end: the pipeline from graph files to a checked graph.
///
/// 1. `SyntaxReader`: bytes to a located YAML syntax tree (UTF-8, limits, YAML syntax, duplicate keys).
/// 2. `GraphFileParser`: syntax tree to one file's declarations (shapes, keys, type expressions).
/// 3. `NameResolver`: files joined into one `Graph` (versions, entry, duplicates, undefined names, Swift names).
/// 4. `TypeChecker`, then `GraphAnalysis` and `GraphChecker`: types, contexts, feedback, containers, reachability, links.
public enum GraphCompiler {
    /// Checks the graph formed by all the given files together.
    public static func check(_ files: [SourceFile]) -> CheckedGraph {
        var observer = UnobservedPhases()
        return check(files, observing: &observer)
    }

    /// Checks the graph formed by all the given files together, running each phase through
    /// `observer` (the benchmark times them this way).
    public static func check<Observer: PhaseObserver>(_ files: [SourceFile], observing observer: inout Observer) -> CheckedGraph {
        var diagnostics = DiagnosticBag()
        let parsed = files.compactMap { file in read(file, diagnostics: &diagnostics, observing: &observer) }
        // The files that were read are checked even when another could not be: their own errors
        // do not depend on it. What they say is missing may be in that file, though.
        let everyFileRead = parsed.count == files.count
        return check(parsed, fileDiagnostics: diagnostics, observing: &observer) { diagnostic in
            everyFileRead || !diagnostic.code.saysSomethingIsMissing
        }
    }

    /// Reads and parses one file (stages 1 and 2): its declarations, or `nil` when it has no
    /// usable document or is not a mapping, with what is wrong added to `diagnostics`.
    static func read<Observer: PhaseObserver>(
        _ file: SourceFile, diagnostics: inout DiagnosticBag, observing observer: inout Observer
    ) -> GraphFile? {
        guard let tree = observer.run(.readAndCompose, { SyntaxReader.read(file, diagnostics: &diagnostics) }) else { return nil }
        return observer.run(.parse) { GraphFileParser.parse(tree, path: file.path, diagnostics: &diagnostics) }
    }

    /// Joins parsed files and checks them (stages 3 and 4): the one check behind `check(_:)` and
    /// ``GraphEditingSession``. The files' own diagnostics are in `fileDiagnostics`; of the
    /// check's, those `keep` accepts are added to them.
    static func check<Observer: PhaseObserver>(
        _ parsed: [GraphFile], fileDiagnostics: DiagnosticBag, observing observer: inout Observer, keep: (Diagnostic) -> Bool
    ) -> CheckedGraph {
        var checked = DiagnosticBag()
        let resolution = observer.run(.resolve) { NameResolver.resolve(parsed, diagnostics: &checked) }
        let analysis = observer.run(.check) { () -> GraphAnalysis? in
            TypeChecker.check(resolution.graph, diagnostics: &checked)
            // Every way a screen is shown starts at the entry: without one there is no shape to check.
            guard resolution.entryIsValid else { return nil }
            let analysis = GraphAnalysis(resolution.graph)
            GraphChecker.check(resolution.graph, analysis, diagnostics: &checked)
            return analysis
        }
        var diagnostics = fileDiagnostics
        for diagnostic in checked.sorted() where keep(diagnostic) {
            diagnostics.add(diagnostic)
        }
        let graph = resolution.entryIsValid ? resolution.graph : nil
        return CheckedGraph(graph: graph, declarations: resolution.graph, analysis: analysis, diagnostics: diagnostics.sorted())
    }
}

extension DiagnosticCode {
    /// Whether the diagnostic says that something is missing from the graph (a declaration, a
    /// use, a way to show a screen): not reported while a file could not be read, since the
    /// missing thing may be in that file.
    var saysSomethingIsMissing: Bool {
        switch self {
        case .unsupportedVersion, .missingEntry, .undefinedScreen, .undefinedType, .unusedType, .unreachableScreen,
            .unplaceableLink, .unplaceableRoute:
            true
        case .yamlSyntax, .limitExceeded, .invalidStructure, .unknownKey, .duplicateKey, .duplicateDefinition,
            .invalidType, .invalidName, .recursiveType, .contextMismatch, .feedbackMismatch, .pushOutsideStack,
            .invalidReplace, .invalidSelect, .feedbackIgnored, .invalidUnwind, .invalidLink, .linkParameterMismatch,
            .ambiguousLink, .unsupportedYAML, .invalidPush, .unrestrictedLinks, .tooManyTabs, .missingRequirement,
            .invalidAlert, .invalidSystemSheet, .catchAllLink, .sharedFlow, .linkSkipsScreens, .invalidSharedRoutes, .unusedSharedRoutes,
            .invalidFinish, .invalidHideable, .invalidActionTab, .invalidSplit, .invalidFormerName, .invalidThen, .invalidWindow, .orphanedFlowController:
            false
        }
    }
}
