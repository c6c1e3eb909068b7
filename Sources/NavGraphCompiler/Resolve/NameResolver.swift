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

    /// Boxed (`indirect`): the declarations of a file are sorted into the order written, and a
    /// screen or flow held inline is hundreds of bytes to move per swap.
    private indirect enum Declaration {
        case type(TypeDeclaration)
        case screen(Screen)
        case flow(Flow)
        case sharedRouteSet(SharedRouteSet)
        case dropped(IncompleteDeclaration)
    }

    mutating func add(_ file: GraphFile, diagnostics: inout DiagnosticBag) {
        // In the order written, so that "first declared" means first in the file.
        var all: [(name: Located<String>, declaration: Declaration)] =
            file.types.map { ($0.name, .type($0)) } + file.screens.map { ($0.name, .screen($0)) }
            + file.flows.map { ($0.name, .flow($0)) } + file.sharedRouteSets.map { ($0.name, .sharedRouteSet($0)) }
        all += file.incomplete.filter(\.isDropped).map { ($0.name, .dropped($0)) }
        // A set's name is not a screen's: a set with errors keeps what it could read, checked as usual.
        incompleteNames.formUnion(file.incomplete.filter { $0.namespace != .sharedRouteSet }.map(\.name.value))
        let incompleteSets = file.incomplete.filter { $0.namespace == .sharedRouteSet }
        incompleteSharedRouteSets.formUnion(incompleteSets.map(\.name.value))
        droppedSharedRouteSets.formUnion(incompleteSets.filter(\.isDropped).map(\.name.value))
        for (name, declaration) in all.sorted(by: { $0.name.location < $1.name.location }) {
            switch declaration {
            case .type(let type):
                if Self.claim(name, in: &typeNames, spellings: &spellings, diagnostics: &diagnostics) { types.append(type) }
            case .screen(let screen):
                if Self.claim(name, in: &nodeNames, spellings: &spellings, diagnostics: &diagnostics) { screens.append(screen) }
            case .flow(let flow):
                if Self.claim(name, in: &nodeNames, spellings: &spellings, diagnostics: &diagnostics) { flows.append(flow) }
            case .sharedRouteSet(let set):
                if Self.claim(name, in: &sharedRouteSetNames, spellings: &spellings, diagnostics: &diagnostics) { sharedRouteSets.append(set) }
            case .dropped(let incomplete) where incomplete.namespace == .type:
                _ = Self.claim(name, in: &typeNames, spellings: &spellings, diagnostics: &diagnostics)
            case .dropped(let incomplete) where incomplete.namespace == .sharedRouteSet:
                _ = Self.claim(name, in: &sharedRouteSetNames, spellings: &spellings, diagnostics: &diagnostics)
            case .dropped:
                _ = Self.claim(name, in: &nodeNames, spellings: &spellings, diagnostics: &diagnostics)
            }
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
