extension Graph {
    /// Every type expression written in the graph: alias targets, record fields, enum payloads,
    /// and the contexts and feedbacks of screens, flows and routes, in declaration order.
    var writtenTypes: [Located<TypeExpression>] {
        // Appended one at a time, without temporary arrays: several checks walk this list, and
        // a debug build pays for every array it builds per screen and route.
        var written: [Located<TypeExpression>] = []
        for type in types {
            written += type.kind.writtenTypes
        }
        for index in screens.indices {  // read in place, not copied out screen by screen
            if let context = screens[index].context { written.append(context) }
            if let feedback = screens[index].feedback { written.append(feedback) }
        }
        for flow in flows {
            if let context = flow.context { written.append(context) }
            if let feedback = flow.feedback { written.append(feedback) }
            for instances in flow.instances { written.append(instances.key) }
        }
        for (_, routes) in routeSources {
            for route in routes {
                if let context = route.context { written.append(context) }
                if let feedback = route.feedback { written.append(feedback) }
            }
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
