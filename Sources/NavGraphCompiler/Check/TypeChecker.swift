/// Stage 4a of the front end: types and what routes hand over.
///
/// Reports `limit-exceeded` (types referring to types too deep), `invalid-type` (dictionary
/// keys, external types named as UIKit's), `recursive-type`, `context-mismatch`, `feedback-mismatch`, `feedback-ignored`,
/// `link-parameter-mismatch`, `ambiguous-link` and `unused-type`. Expressions that mention an
/// undefined or broken type were reported already and are skipped here.
enum TypeChecker {
    static func check(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        // Every check below walks types; past the depth limit they would recurse too deep.
        guard TypeDepthLimit.check(graph, diagnostics: &diagnostics) else { return }
        let resolver = TypeResolver(graph: graph)
        reportAliasCycles(graph, resolver: resolver, diagnostics: &diagnostics)
        RecursiveRecordFinder.report(graph, diagnostics: &diagnostics)
        graph.forEachWrittenType { type in
            checkDictionaryKeys(type.value, at: type.range, resolver: resolver, diagnostics: &diagnostics)
        }
        reportUIKitExternalTypes(graph, diagnostics: &diagnostics)
        let routeTypes = RouteTypeChecker(graph: graph, resolver: resolver)
        routeTypes.check(diagnostics: &diagnostics)
        routeTypes.checkSubflowContexts(diagnostics: &diagnostics)
        LinkChecker(graph: graph, resolver: resolver).check(diagnostics: &diagnostics)
        reportUnusedTypes(graph, diagnostics: &diagnostics)
    }

    private static func reportAliasCycles(_ graph: Graph, resolver: TypeResolver, diagnostics: inout DiagnosticBag) {
        var reported: Set<String> = []
        for type in graph.types where resolver.cyclicAliases.contains(type.name.value) && !reported.contains(type.name.value) {
            let cycle = resolver.aliasCycle(from: type.name.value) ?? [type.name.value]
            reported.formUnion(cycle)
            let path = (cycle + [type.name.value]).map { "'\($0)'" }.joined(separator: " -> ")
            diagnostics.add(.recursiveType, "alias '\(type.name.value)' refers to itself (\(path))", at: type.name.range)
        }
    }

    /// An external type named as UIKit names its types (`UI` and a capital: `UIImage`) is one the
    /// generated `NavGraphTypes.swift`, which imports only Foundation, cannot see: the build would
    /// stop there, far from the graph. Reported at the type's line with the way out: a name of the
    /// app's own, declared where UIKit is imported.
    private static func reportUIKitExternalTypes(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        for type in graph.types {
            guard case .external = type.kind else { continue }
            let name = type.name.value
            guard name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase == true else { continue }
            diagnostics.add(
                .invalidType,
                "external type '\(name)' is UIKit's, and the generated NavGraphTypes.swift imports only Foundation, where it cannot be seen;"
                    + " name it in a file of the app that imports UIKit ('typealias App\(name.dropFirst(2)) = \(name)') and declare that name here",
                at: type.name.range)
        }
    }

    /// Dictionary keys must be `String`, `Int` or `UUID`, or an alias of one. Only the dictionaries
    /// written in this expression are checked, so a bad alias is reported once, at its declaration.
    private static func checkDictionaryKeys(
        _ type: TypeExpression, at range: SourceRange, resolver: TypeResolver, diagnostics: inout DiagnosticBag
    ) {
        switch type {
        case .builtin, .named: return
        case .optional(let inner), .array(let inner):
            checkDictionaryKeys(inner, at: range, resolver: resolver, diagnostics: &diagnostics)
        case .dictionary(let key, let value):
            if let canonicalKey = resolver.canonical(key), ![.builtin(.string), .builtin(.int), .builtin(.uuid)].contains(canonicalKey) {
                diagnostics.add(
                    .invalidType, "'\(key)' cannot be a dictionary key; use String, Int or UUID, or an alias of one",
                    at: range)
            }
            checkDictionaryKeys(value, at: range, resolver: resolver, diagnostics: &diagnostics)
        }
    }

    /// A type is used when a screen or route names it, directly or through other types. Not
    /// reported while some reference is undefined: it may well have meant the "unused" type.
    private static func reportUnusedTypes(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        guard !graph.types.isEmpty else { return }
        // Asked by name, without copying each declaration out.
        var someReferenceUndefined = false
        graph.forEachWrittenType { type in
            if !someReferenceUndefined, !graph.declaresEveryType(in: type.value) { someReferenceUndefined = true }
        }
        guard !someReferenceUndefined else { return }
        // Each name once, as it is met: every screen and route of a large graph names a few
        // types again and again, and a list of every mention was most of the walk.
        var used: Set<String> = []
        var pending: [String] = []
        func use(_ type: Located<TypeExpression>?) {
            type?.value.forEachNamedReference { if used.insert($0).inserted { pending.append($0) } }
        }
        for index in graph.screens.indices {
            use(graph.screens[index].context)  // read in place, not copied out with the whole screen
            use(graph.screens[index].feedback)
        }
        // The keys of children made from data are the app's, handed to each instance.
        for flow in graph.flows {
            for instances in flow.instances { use(instances.key) }
        }
        for (_, routes) in graph.routeSources {
            for index in routes.indices {  // by index: a loop copies each route out, retaining its box
                use(routes[index].context)
                use(routes[index].feedback)
            }
        }
        while let name = pending.popLast() {
            guard let declaration = graph.type(named: name) else { continue }
            for type in declaration.kind.writtenTypes { use(type) }
        }
        for type in graph.types where !used.contains(type.name.value) {
            diagnostics.add(.unusedType, "type '\(type.name.value)' is declared but no screen or route uses it", at: type.name.range)
        }
    }
}
