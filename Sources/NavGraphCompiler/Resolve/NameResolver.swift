/// Stage 3 of the front end: every file's declarations joined into one `Graph`.
///
/// Reports `unsupported-version`, `missing-entry`, `duplicate-definition` (also of `generate` and
/// `links`), `invalid-name`, `invalid-former-name`,
/// `undefined-screen` and `undefined-type`.
enum NameResolver {
    /// The joined graph, and whether its entry names a declared screen or flow.
    struct Resolution {
        var graph: Graph
        var entryIsValid: Bool
    }

    static func resolve(_ files: [GraphFile], diagnostics: inout DiagnosticBag) -> Resolution {
        let start = SourceLocation(file: files.first?.path ?? "", line: 1, column: 1)
        checkVersions(files, start: start, diagnostics: &diagnostics)
        let entry = uniqueEntry(files, start: start, diagnostics: &diagnostics)

        var declarations = DeclarationTable()
        for file in files {
            declarations.add(file, diagnostics: &diagnostics)
        }
        var graph = Graph(
            entry: entry ?? Located("", at: start), types: declarations.types, screens: declarations.screens,
            flows: declarations.flows, files: files.map(\.path))
        graph.incompleteNames = declarations.incompleteNames
        SharedRoutesExpander.expand(
            &graph, sets: declarations.sharedRouteSets, incompleteSets: declarations.incompleteSharedRouteSets,
            droppedSets: declarations.droppedSharedRouteSets, diagnostics: &diagnostics)
        let generate = unique("generate", files.compactMap(\.generate), diagnostics: &diagnostics)
        graph.generationOptions = generate?.value ?? GenerationOptions()
        graph.generationOptionsRange = generate?.range
        graph.linkOrigins = unique("links", files.compactMap(\.linkOrigins), diagnostics: &diagnostics)

        NameChecker.check(graph, diagnostics: &diagnostics)
        SpellingChecker.check(graph, diagnostics: &diagnostics)
        GeneratedNameChecker.check(graph, diagnostics: &diagnostics)
        FormerNameChecker.check(graph, diagnostics: &diagnostics)
        let references = ReferenceChecker(graph: graph, declaredTypes: declarations.typeNames, declaredNodes: declarations.nodeNames)
        let entryIsValid = entry.map { references.checkNode($0, role: "entry", diagnostics: &diagnostics) } ?? false
        references.checkAll(diagnostics: &diagnostics)
        return Resolution(graph: graph, entryIsValid: entryIsValid)
    }

    private static func checkVersions(_ files: [GraphFile], start: SourceLocation, diagnostics: inout DiagnosticBag) {
        let versions = files.compactMap(\.version)
        for version in versions where version.value != 1 {
            diagnostics.add(.unsupportedVersion, "version \(version.value) is not supported; this compiler reads version 1", at: version.range)
        }
        if versions.isEmpty, !files.isEmpty {
            diagnostics.add(.unsupportedVersion, "no graph file states 'version: 1'; add it to one of them", at: start)
        }
    }

    /// The one file's top-level `key` (`generate`, `links`); any other is `duplicate-definition`,
    /// with a note at the first.
    private static func unique<Value>(_ key: String, _ all: [Located<Value>], diagnostics: inout DiagnosticBag) -> Located<Value>? {
        guard let first = all.first else { return nil }
        for extra in all.dropFirst() {
            diagnostics.add(
                .duplicateDefinition, "'\(key)' is given in more than one file; keep one", at: extra.range,
                notes: [DiagnosticNote("'\(key)' is first given here", at: first.location)])
        }
        return first
    }

    private static func uniqueEntry(_ files: [GraphFile], start: SourceLocation, diagnostics: inout DiagnosticBag) -> Located<String>? {
        let entries = files.compactMap(\.entry)
        guard let first = entries.first else {
            if !files.isEmpty {
                diagnostics.add(.missingEntry, "the graph has no 'entry'; name the screen or flow shown at launch", at: start)
            }
            return nil
        }
        for extra in entries.dropFirst() {
            diagnostics.add(
                .missingEntry, "the graph has more than one 'entry'", at: extra.range,
                notes: [DiagnosticNote("'entry' is first given here", at: first.location)])
        }
        return first
    }
}

/// The declarations of all files, each name kept once: later declarations of a taken name are
/// reported as `duplicate-definition` and left out.
private struct DeclarationTable {
    var types: [TypeDeclaration] = []
    var screens: [Screen] = []
    var flows: [Flow] = []
    var sharedRouteSets: [SharedRouteSet] = []
    var incompleteNames: Set<String> = []
    /// The sets of shared routes whose declarations had errors.
    var incompleteSharedRouteSets: Set<String> = []
    /// The sets of shared routes that could not be read at all.
    var droppedSharedRouteSets: Set<String> = []
    private(set) var typeNames: [String: SourceLocation] = [:]
    private(set) var nodeNames: [String: SourceLocation] = [:]
    private var sharedRouteSetNames: [String: SourceLocation] = [:]
    /// The spelling each taken name was first written with.
    private var spellings: [String: String] = [:]

    /// Which of a file's lists a declaration is in.
    private enum List {
        case type, screen, flow, sharedRouteSet, dropped
    }

    mutating func add(_ file: GraphFile, diagnostics: inout DiagnosticBag) {
        // In the order written, so that "first declared" means first in the file. What is sorted
        // is where each declaration is and which list holds it, never the declaration: a screen
        // is hundreds of bytes, and each copy retains every array it holds.
        var written: [(line: Int, column: Int, list: List, index: Int)] = []
        written.reserveCapacity(file.types.count + file.screens.count + file.flows.count + file.sharedRouteSets.count)
        func note(_ name: Located<String>, _ list: List, _ index: Int) {
            written.append((name.location.line, name.location.column, list, index))
        }
        for index in file.types.indices { note(file.types[index].name, .type, index) }
        for index in file.screens.indices { note(file.screens[index].name, .screen, index) }
        for index in file.flows.indices { note(file.flows[index].name, .flow, index) }
        for index in file.sharedRouteSets.indices { note(file.sharedRouteSets[index].name, .sharedRouteSet, index) }
        for index in file.incomplete.indices where file.incomplete[index].isDropped { note(file.incomplete[index].name, .dropped, index) }
        // A set's name is not a screen's: a set with errors keeps what it could read, checked as usual.
        incompleteNames.formUnion(file.incomplete.filter { $0.namespace != .sharedRouteSet }.map(\.name.value))
        let incompleteSets = file.incomplete.filter { $0.namespace == .sharedRouteSet }
        incompleteSharedRouteSets.formUnion(incompleteSets.map(\.name.value))
        droppedSharedRouteSets.formUnion(incompleteSets.filter(\.isDropped).map(\.name.value))
        typeNames.reserveCapacity(typeNames.count + file.types.count)
        nodeNames.reserveCapacity(nodeNames.count + file.screens.count + file.flows.count)
        spellings.reserveCapacity(spellings.count + written.count)
        var kept: [List: [Int]] = [:]
        for (_, _, list, index) in written.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            let (name, namespace): (Located<String>, IncompleteDeclaration.Namespace) = switch list {
            case .type: (file.types[index].name, .type)
            case .screen: (file.screens[index].name, .screenOrFlow)
            case .flow: (file.flows[index].name, .screenOrFlow)
            case .sharedRouteSet: (file.sharedRouteSets[index].name, .sharedRouteSet)
            case .dropped: (file.incomplete[index].name, file.incomplete[index].namespace)
            }
            let claimed = switch namespace {
            case .type: Self.claim(name, in: &typeNames, spellings: &spellings, diagnostics: &diagnostics)
            case .screenOrFlow: Self.claim(name, in: &nodeNames, spellings: &spellings, diagnostics: &diagnostics)
            case .sharedRouteSet: Self.claim(name, in: &sharedRouteSetNames, spellings: &spellings, diagnostics: &diagnostics)
            }
            if claimed, list != .dropped { kept[list, default: []].append(index) }
        }
        Self.keep(kept[.type], of: file.types, in: &types)
        Self.keep(kept[.screen], of: file.screens, in: &screens)
        Self.keep(kept[.flow], of: file.flows, in: &flows)
        Self.keep(kept[.sharedRouteSet], of: file.sharedRouteSets, in: &sharedRouteSets)
    }

    /// Appends the declarations at `indices` of `all` to `table`, in that order. A first file
    /// whose every declaration is kept hands over its list as it is, without copying one.
    private static func keep<Declaration>(_ indices: [Int]?, of all: [Declaration], in table: inout [Declaration]) {
        guard let indices else { return }
        if table.isEmpty, indices.elementsEqual(all.indices) {
            table = all
        } else {
            table.append(contentsOf: indices.lazy.map { all[$0] })
        }
    }

    /// Takes a name for a declaration; `false` (and a diagnostic) when it is already taken. A name
    /// taken with other Unicode scalars is left to `SpellingChecker`, which reports it as such.
    private static func claim(
        _ name: Located<String>, in table: inout [String: SourceLocation], spellings: inout [String: String], diagnostics: inout DiagnosticBag
    ) -> Bool {
        if let first = table[name.value], first != name.location {
            guard ExactName.same(spellings[name.value] ?? name.value, name.value) else { return false }
            diagnostics.add(
                .duplicateDefinition, "'\(name.value)' is declared more than once", at: name.range,
                notes: [DiagnosticNote("'\(name.value)' is first declared here", at: first)])
            return false
        }
        table[name.value] = name.location
        spellings[name.value] = spellings[name.value] ?? name.value
        return true
    }
}
