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
        let names = writtenNames(graph)
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

    /// Every name the graph declares or refers to, with where it is written; a name inside a type
    /// expression is placed at the expression.
    private static func writtenNames(_ graph: Graph) -> [Located<String>] {
        var names: [Located<String>] = [graph.entry]
        for type in graph.types {
            names.append(type.name)
            switch type.kind {
            case .record(let fields): for field in fields { names.append(field.name) }
            case .enumeration(let cases): names += cases.map(\.name)
            case .alias, .external: break
            }
        }
        for (name, routes) in graph.routeSources where graph.screen(named: name.value) != nil {
            names.append(name)
            for route in routes {
                names.append(route.name)
                names.append(route.destination)
            }
        }
        for flow in graph.flows {
            names.append(flow.name)
            names += flow.listedNames + [flow.initial].compactMap { $0 }
            for route in flow.routes {
                names.append(route.name)
                names.append(route.destination)
            }
        }
        for type in graph.writtenTypes {
            for name in type.value.namedReferences { names.append(Located(name, at: type.range)) }
        }
        return names.filter { !$0.value.isEmpty }
    }
}
