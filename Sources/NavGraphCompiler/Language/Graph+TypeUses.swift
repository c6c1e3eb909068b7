extension Graph {
    /// Every type expression written in the graph: alias targets, record fields, and the
    /// contexts and feedbacks of screens and routes, in declaration order.
    var writtenTypes: [Located<TypeExpression>] {
        var written: [Located<TypeExpression>] = []
        for type in types {
            switch type.kind {
            case .alias(let target): written.append(target)
            case .record(let fields): written += fields.map(\.type)
            case .enumeration, .external: break
            }
        }
        for screen in screens {
            written += [screen.context, screen.feedback].compactMap { $0 }
            for route in screen.routes { written += [route.context, route.feedback].compactMap { $0 } }
        }
        return written
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
