/// Resolves type expressions to their canonical form: aliases replaced by what they stand for,
/// so that `ItemID` and `Int` compare equal while records, enums and externals stay nominal.
struct TypeResolver {
    let graph: Graph
    /// Aliases that are part of a cycle (reported as `recursive-type`), and so resolve to nothing.
    private(set) var cyclicAliases: Set<String> = []

    init(graph: Graph) {
        self.graph = graph
        for type in graph.types {
            if case .alias = type.kind, aliasCycle(from: type.name.value) != nil {
                cyclicAliases.insert(type.name.value)
            }
        }
    }

    /// The canonical form, or `nil` when the expression mentions an undeclared, incomplete or cyclic name.
    func canonical(_ type: TypeExpression) -> TypeExpression? {
        switch type {
        case .builtin: return type
        case .optional(let wrapped): return canonical(wrapped).map(TypeExpression.optional)
        case .array(let element): return canonical(element).map(TypeExpression.array)
        case .dictionary(let key, let value):
            guard let key = canonical(key), let value = canonical(value) else { return nil }
            return .dictionary(key: key, value: value)
        case .named(let name):
            // Asked of every type a route hands over or expects: read in place, without copying
            // the declaration (a record's fields, an enum's cases) out of the graph.
            guard graph.declaresType(name), !graph.incompleteNames.contains(name), !cyclicAliases.contains(name) else { return nil }
            if let target = graph.aliasTarget(ofType: name) { return canonical(target.value) }
            return type
        }
    }

    /// Whether a value of `source` is accepted where `target` is expected: the same canonical
    /// type, or `target` is an optional that accepts `source`.
    func accepts(_ target: TypeExpression, from source: TypeExpression) -> Bool {
        if target == source { return true }
        if case .optional(let wrapped) = target { return accepts(wrapped, from: source) }
        return false
    }

    /// The names of the aliases on a cycle through `start`, in order, or `nil` when there is none.
    func aliasCycle(from start: String) -> [String]? {
        var path: [String] = []
        var visited: Set<String> = []
        // Aliases can branch ([A: B]), so search all names an alias's target mentions.
        func search(_ name: String) -> Bool {
            guard let declaration = graph.type(named: name), case .alias(let target) = declaration.kind else { return false }
            path.append(name)
            for next in target.value.namedReferences {
                if next == start { return true }
                if visited.insert(next).inserted, search(next) { return true }
            }
            path.removeLast()
            return false
        }
        return search(start) ? path : nil
    }
}
