/// Reports names written with different Unicode scalars that are equal after normalization
/// (`invalid-name`): `Café` with `é` (NFC) and with `e` + U+0301 (NFD).
///
/// Swift compares identifiers by their scalars, so those are two names in generated code, while
/// Swift's `String ==` — and every table the checker keeps — takes them for one. The rule is
/// therefore: names are compared and generated exactly as written, and a name may be written only
/// one way. The first spelling in file order is the name; every other spelling is reported with a
/// note at the first.
enum SpellingChecker {
    static func check(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        // Two spellings of one name need a name beyond ASCII: two ASCII names that Swift's
        // `String ==` takes for one are the same bytes. A graph whose names are all ASCII, as
        // nearly all are, is answered by one walk without a table (a name beyond ASCII may still
        // equal an ASCII one, as the Kelvin sign equals `K`, so then every name is compared).
        var everyNameIsASCII = true
        forEachWrittenName(graph) { name in
            if everyNameIsASCII, !name.value.utf8.allSatisfy({ $0 < 0x80 }) { everyNameIsASCII = false }
        }
        guard !everyNameIsASCII else { return }
        // First the names written more than one way, found without keeping every name and its
        // place (an array of every written name outgrew the caches on large graphs and made
        // resolve grow faster than its work, docs/Performance.md): per name, as `String ==`
        // groups them, the first spelling met; a later one with other scalars marks the name.
        var firstSpelling: [String: String] = [:]
        var writtenSeveralWays: Set<String> = []
        forEachWrittenName(graph) { name in
            if let spelling = firstSpelling[name.value] {
                if !ExactName.same(spelling, name.value) { writtenSeveralWays.insert(name.value) }
            } else {
                firstSpelling[name.value] = name.value
            }
        }
        guard !writtenSeveralWays.isEmpty else { return }
        // Then only those names, each with where it is written, in the order of the walk.
        var names: [Located<String>] = []
        forEachWrittenName(graph) { name in
            if writtenSeveralWays.contains(name.value) { names.append(name) }
        }
        // The first spelling of each name: the earliest written (of names at one place, the first
        // listed). Found in one pass; only the names written otherwise are then put in file order
        // (a stable sort, as a sort of every name would have had them), not all of them.
        var first: [String: Int] = [:]
        for index in names.indices {
            guard let earlier = first[names[index].value] else {
                first[names[index].value] = index
                continue
            }
            if names[index].location < names[earlier].location { first[names[index].value] = index }
        }
        var otherSpellings: [Int] = []
        for index in names.indices {
            if let earlier = first[names[index].value], !ExactName.same(names[earlier].value, names[index].value) {
                otherSpellings.append(index)
            }
        }
        for index in otherSpellings.sorted(by: { names[$0].location < names[$1].location }) {
            let name = names[index]
            guard let earlier = first[name.value].map({ names[$0] }) else { continue }
            diagnostics.add(
                .invalidName,
                "'\(name.value)' is written with other Unicode characters than the same-looking '\(earlier.value)'; Swift takes them for two names, so write it one way",
                at: name.range,
                notes: [DiagnosticNote("'\(earlier.value)' is written here", at: earlier.location)])
        }
    }

    /// Calls `body` with every name the graph declares or refers to, with where it is written,
    /// always in the same order; a name inside a type expression is placed at the expression.
    /// Empty names (reported elsewhere) are left out.
    private static func forEachWrittenName(_ graph: Graph, _ body: (Located<String>) -> Void) {
        func visit(_ name: Located<String>) {
            if !name.value.isEmpty { body(name) }
        }
        visit(graph.entry)
        for type in graph.types {
            visit(type.name)
            switch type.kind {
            case .record(let fields): for field in fields { visit(field.name) }
            case .enumeration(let cases): for enumCase in cases { visit(enumCase.name) }
            case .alias, .external: break
            }
        }
        // Each screen's routes, then those of each flow that has routes and shares a screen's name.
        func visitRoutes(of name: Located<String>, _ routes: [Route]) {
            visit(name)
            for index in routes.indices {  // read in place: a loop copies each route out, retaining its box
                visit(routes[index].name)
                visit(routes[index].destination)
            }
        }
        // By index, each field read in place: a loop over the screens copies each one out.
        for index in graph.screens.indices { visitRoutes(of: graph.screens[index].name, graph.screens[index].routes) }
        for index in graph.flows.indices where !graph.flows[index].routes.isEmpty && graph.declaresScreen(graph.flows[index].name.value) {
            visitRoutes(of: graph.flows[index].name, graph.flows[index].routes)
        }
        for index in graph.flows.indices {
            visit(graph.flows[index].name)
            for name in graph.flows[index].listedNames { visit(name) }
            if let initial = graph.flows[index].initial { visit(initial) }
            for route in graph.flows[index].routes {
                visit(route.name)
                visit(route.destination)
            }
        }
        graph.forEachWrittenType { type in
            for name in type.value.namedReferences { visit(Located(name, at: type.range)) }
        }
    }
}
