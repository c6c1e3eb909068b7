/// Reports names used but never declared: `undefined-screen` and `undefined-type`, each with a
/// suggestion when a declared name is close.
///
/// When the misspelling is the declaration's (`EntryDetial` declared, referenced nowhere, while
/// several references say `EntryDetail`), one `undefined-screen` is reported at the declaration,
/// suggesting the name the references use, with a note at each reference: reporting every correct
/// use with "did you mean 'EntryDetial'?" would invite spreading the typo.
struct ReferenceChecker {
    let graph: Graph
    let declaredTypes: [String: SourceLocation]
    let declaredNodes: [String: SourceLocation]
    /// Each undefined name that is a misspelled declaration's intended name, with that declaration.
    private let misspelledDeclarations: [String: String]

    init(graph: Graph, declaredTypes: [String: SourceLocation], declaredNodes: [String: SourceLocation]) {
        self.graph = graph
        self.declaredTypes = declaredTypes
        self.declaredNodes = declaredNodes
        misspelledDeclarations = Self.misspelledDeclarations(in: graph, declaredNodes: declaredNodes)
    }

    /// Checks that `name` is a declared screen or flow; `role` says where it was used.
    @discardableResult
    func checkNode(_ name: Located<String>, role: String, diagnostics: inout DiagnosticBag) -> Bool {
        guard declaredNodes[name.value] == nil else { return true }
        // Reported once, at the declaration, by `checkMisspelledDeclarations`.
        guard misspelledDeclarations[name.value] == nil else { return false }
        let hint = diagnostics.didYouMean(name.value, among: declaredNodes.keys)
        diagnostics.add(.undefinedScreen, "\(role) '\(name.value)' names no declared screen or flow\(hint)", at: name.range)
        return false
    }

    /// Checks every name a type expression mentions.
    func checkType(_ type: Located<TypeExpression>, diagnostics: inout DiagnosticBag) {
        for name in type.value.namedReferences where declaredTypes[name] == nil {
            let candidates = Array(declaredTypes.keys) + BuiltinType.allCases.map(\.rawValue)
            let hint = diagnostics.didYouMean(name, among: candidates)
            diagnostics.add(.undefinedType, "no type named '\(name)'\(hint)", at: type.range)
        }
    }

    /// Checks every reference in the graph except the entry.
    func checkAll(diagnostics: inout DiagnosticBag) {
        checkMisspelledDeclarations(diagnostics: &diagnostics)
        graph.forEachWrittenType { checkType($0, diagnostics: &diagnostics) }
        for destination in graph.routeDestinations {
            checkNode(destination, role: "route destination", diagnostics: &diagnostics)
        }
        Self.forEachLinkReference(in: graph) { name, role in checkNode(name, role: role, diagnostics: &diagnostics) }
        for flow in graph.flows {
            for child in flow.listedNames {
                checkNode(child, role: Self.role(in: flow.kind), diagnostics: &diagnostics)
            }
            Self.reportListedTwice(flow.listedNames, in: flow.kind == .split ? "the columns of '\(flow.name.value)'" : "'\(flow.name.value)'", diagnostics: &diagnostics)
            for instances in flow.instances {
                checkNode(instances.flow, role: "'each'", diagnostics: &diagnostics)
            }
            Self.reportListedTwice(flow.hideable, in: "'hideable' of '\(flow.name.value)'", diagnostics: &diagnostics)
            if let initial = flow.initial, checkNode(initial, role: "initial", diagnostics: &diagnostics),
                !flow.children.contains(where: { $0.value == initial.value }) {
                diagnostics.add(
                    .invalidStructure, "'initial' must be one of the children of '\(flow.name.value)'", at: initial.range)
            }
        }
    }

    /// What a name a flow of `kind` lists is to it, for messages.
    private static func role(in kind: NavGraphFlowKind) -> String {
        switch kind {
        case .stack: "root"
        case .tabs, .switch, .container: "child"
        case .split: "column screen"
        }
    }

    /// `invalid-structure` at each name of a flow's list that an earlier one already gives, with
    /// a note at the first.
    static func reportListedTwice(_ names: [Located<String>], in list: String, diagnostics: inout DiagnosticBag) {
        var listed: [String: SourceLocation] = [:]
        for name in names {
            if let first = listed[name.value] {
                diagnostics.add(
                    .invalidStructure, "'\(name.value)' is listed twice in \(list)", at: name.range,
                    notes: [DiagnosticNote("'\(name.value)' is first listed here", at: first)])
            }
            listed[name.value] = listed[name.value] ?? name.location
        }
    }

    /// Calls `body` with every reference to a screen or flow: the entry, route destinations, flow
    /// children, initials, links' alternatives and chains, in that order. Walked rather than
    /// gathered: an array of every reference outgrew the caches on large graphs, and only the
    /// names of a rare misspelling are kept (docs/Performance.md).
    private static func forEachNodeReference(in graph: Graph, _ body: (Located<String>) -> Void) {
        if !graph.entry.value.isEmpty { body(graph.entry) }
        graph.routeDestinations.forEach(body)
        // By index, each field read in place: a loop over the screens copies each one out.
        for index in graph.flows.indices {
            graph.flows[index].listedNames.forEach(body)
            if let initial = graph.flows[index].initial { body(initial) }
        }
        forEachLinkReference(in: graph) { name, _ in body(name) }
    }

    /// Each screen a link's alternatives, a link's chain or a placement's chain names, with what
    /// the name is to it. By index, each field read in place: gathering the links copied each one.
    private static func forEachLinkReference(in graph: Graph, _ body: (Located<String>, _ role: String) -> Void) {
        for index in graph.screens.indices {
            for link in graph.screens[index].links.indices {
                for alternative in graph.screens[index].links[link].alternatives { body(alternative, "link alternative") }
                for chained in graph.screens[index].links[link].chain { body(chained, "screen of a link's chain") }
            }
            for chained in graph.screens[index].placement?.chain ?? [] { body(chained, "screen of a placement's chain") }
        }
    }

    /// The undefined names used by at least two references whose closest declared name is
    /// referenced nowhere: the declaration is then the likelier misspelling.
    private static func misspelledDeclarations(in graph: Graph, declaredNodes: [String: SourceLocation]) -> [String: String] {
        var referenced: Set<String> = []
        var uses: [String: Int] = [:]
        referenced.reserveCapacity(declaredNodes.count)
        forEachNodeReference(in: graph) { reference in
            referenced.insert(reference.value)
            if declaredNodes[reference.value] == nil { uses[reference.value, default: 0] += 1 }
        }
        let unreferencedDeclarations = declaredNodes.keys.filter { !referenced.contains($0) }
        var result: [String: String] = [:]
        // Bounded like every suggestion of a run, so thousands of repeated misspellings stay linear.
        for name in uses.filter({ $0.value >= 2 }).keys.sorted().prefix(DiagnosticBag.suggestionLimit) {
            if let declaration = NameSuggester.suggestion(for: name, among: unreferencedDeclarations),
                NameSuggester.suggestion(for: name, among: declaredNodes.keys) == declaration {
                result[name] = declaration
            }
        }
        return result
    }

    /// One `undefined-screen` per misspelled declaration, at the declaration, with a note at each
    /// reference that uses the name it probably meant.
    private func checkMisspelledDeclarations(diagnostics: inout DiagnosticBag) {
        guard !misspelledDeclarations.isEmpty else { return }
        var references: [String: [Located<String>]] = [:]
        Self.forEachNodeReference(in: graph) { reference in
            if misspelledDeclarations[reference.value] != nil { references[reference.value, default: []].append(reference) }
        }
        for (intended, declaration) in misspelledDeclarations.sorted(by: { $0.key < $1.key }) {
            guard let location = declaredNodes[declaration] else { continue }
            let uses = references[intended] ?? []
            diagnostics.add(
                .undefinedScreen,
                "'\(declaration)' is referenced nowhere, while \(uses.count) references name '\(intended)', "
                    + "which is not declared; did you mean '\(intended)'?",
                at: location,
                notes: uses.map { DiagnosticNote("'\(intended)' is referenced here", at: $0.location) })
        }
    }
}
