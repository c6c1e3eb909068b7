extension Graph {
    /// Calls `body` with every type expression written in the graph: alias targets, record
    /// fields, enum payloads, and the contexts and feedbacks of screens, flows and routes, in
    /// declaration order. Walked rather than gathered: name resolution and the type check each
    /// walk them, and an array of every one outgrew the caches on large graphs
    /// (docs/Performance.md).
    func forEachWrittenType(_ body: (Located<TypeExpression>) -> Void) {
        for type in types {
            type.kind.writtenTypes.forEach(body)
        }
        for index in screens.indices {  // read in place, not copied out screen by screen
            if let context = screens[index].context { body(context) }
            if let feedback = screens[index].feedback { body(feedback) }
        }
        for index in flows.indices {
            if let context = flows[index].context { body(context) }
            if let feedback = flows[index].feedback { body(feedback) }
            for instances in flows[index].instances { body(instances.key) }
        }
        // By index too: a loop over the routes copies each one out, retaining its box, which at
        // thousands of screens is a cache miss of its own.
        for (_, routes) in routeSources {
            for index in routes.indices {
                if let context = routes[index].context { body(context) }
                if let feedback = routes[index].feedback { body(feedback) }
            }
        }
    }

    /// The records a value of `type` holds inline, following aliases: never through arrays or
    /// dictionaries (their elements are stored out of line), and through optionals only when
    /// `throughOptionals` is set (Swift stores an `Optional` inline; the language counts `?` as
    /// a break in a record's recursion).
    func inlineRecords(of type: TypeExpression, throughOptionals: Bool, seenAliases: Set<String> = []) -> [String] {
        switch type {
        case .builtin, .array, .dictionary:
            return []
        case .optional(let wrapped):
            return throughOptionals ? inlineRecords(of: wrapped, throughOptionals: true, seenAliases: seenAliases) : []
        case .named(let name):
            switch self.type(named: name)?.kind {
            case .record: return [name]
            case .alias(let target) where !seenAliases.contains(name):
                return inlineRecords(of: target.value, throughOptionals: throughOptionals, seenAliases: seenAliases.union([name]))
            default: return []
            }
        }
    }
}
