/// Reports names that cannot become Swift identifiers (`invalid-name`).
enum NameChecker {
    static func check(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        func report(_ name: Located<String>, _ problem: String?, as what: String) {
            if let problem { diagnostics.add(.invalidName, "\(what) name '\(name.value)' \(problem)", at: name.range) }
        }
        for type in graph.types {
            report(type.name, SwiftIdentifier.problemAsTypeName(type.name.value), as: "type")
            switch type.kind {
            case .record(let fields):
                for field in fields {
                    report(field.name, SwiftIdentifier.problemAsMemberName(field.name.value), as: "field")
                    if isHashValueRequirement(field, in: graph) {
                        diagnostics.add(
                            .invalidName,
                            "field name 'hashValue' of type Int would be taken for Hashable's deprecated requirement, which every generated record conforms to (Swift warns about it); rename the field",
                            at: field.name.range)
                    }
                }
            case .enumeration(let cases):
                var seen: [String: (location: SourceLocation, spelling: String)] = [:]
                for enumCase in cases.map(\.name) {
                    report(enumCase, SwiftIdentifier.problemAsMemberName(enumCase.value), as: "case")
                    // Cases equal only after normalization are SpellingChecker's to report.
                    if let first = seen[enumCase.value], ExactName.same(first.spelling, enumCase.value) {
                        diagnostics.add(
                            .invalidName, "case '\(enumCase.value)' appears twice in '\(type.name.value)'", at: enumCase.range,
                            notes: [DiagnosticNote("'\(enumCase.value)' first appears here", at: first.location)])
                    } else if seen[enumCase.value] == nil {
                        seen[enumCase.value] = (enumCase.location, enumCase.value)
                    }
                }
            case .alias, .external:
                break
            }
        }
        for name in graph.screenNames { report(name, SwiftIdentifier.problemAsTypeName(name.value), as: "screen") }
        for (_, routes) in graph.routeSources {
            for index in routes.indices { report(routes[index].name, SwiftIdentifier.problemAsMemberName(routes[index].name.value), as: "route") }
        }
        for set in graph.sharedRouteSets {
            report(set.name, SwiftIdentifier.problemAsTypeName(set.name.value), as: "shared routes")
        }
        for name in graph.flowNames { report(name, SwiftIdentifier.problemAsTypeName(name.value), as: "flow") }
    }

    /// Whether a record's field is `hashValue: Int` (through aliases): Swift takes it for
    /// `Hashable.hashValue`, deprecated as a requirement, and warns. Of another type it is an
    /// ordinary field, and an enum case of that name is no requirement.
    private static func isHashValueRequirement(_ field: RecordField, in graph: Graph) -> Bool {
        guard field.name.value == "hashValue" else { return false }
        var type = field.type.value
        var seen: Set<String> = []
        while case .named(let name) = type, seen.insert(name).inserted, case .alias(let target)? = graph.type(named: name)?.kind {
            type = target.value
        }
        return type == .builtin(.int)
    }
}
