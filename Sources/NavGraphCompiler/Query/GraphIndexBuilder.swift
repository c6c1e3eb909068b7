/// Lists the nodes of a joined graph for ``GraphIndex``, each with the range of the name as written.
struct GraphIndexBuilder {
    /// The lines of each file, by path: the text of a type expression, to find the names in it.
    private let lines: [String: LineTable]
    /// Resolves aliases, to find the record a link parameter binds a field of.
    private let types: TypeResolver
    private(set) var nodes: [GraphNode] = []

    init(files: [SourceFile], graph: Graph) {
        lines = Dictionary(files.map { ($0.path, LineTable($0.contents)) }, uniquingKeysWith: { first, _ in first })
        types = TypeResolver(graph: graph)
    }

    /// Adds the entry and every declaration of `graph` with the names each one uses.
    mutating func add(_ graph: Graph) {
        // Without any entry the resolver leaves an empty name, which is written nowhere.
        if !graph.entry.value.isEmpty { name(.reference(to: .screenOrFlow), graph.entry) }
        for type in graph.types {
            name(.type, type.name)
            members(of: type)
            for written in type.kind.writtenTypes { uses(written) }
        }
        for screen in graph.screens {
            name(.screen, screen.name)
            uses(screen.context)
            uses(screen.feedback)
            routes(screen.ownRoutes, of: screen.name.value)
            for listing in screen.sharedRoutes { name(.reference(to: .sharedRoutes), listing) }
            // A pattern the link answered before repeats the rest of the link, indexed once.
            for link in screen.links where link.replacedBy == nil { self.link(link, of: screen, in: graph) }
            for named in (screen.placement?.places ?? []) + (screen.placement?.chain ?? []) { name(.reference(to: .screenOrFlow), named) }
            // A case a placement's chain opens a screen with names a case of that screen's enum.
            for chained in screen.placement?.chain ?? [] {
                guard let chosen = screen.placement?.chainCases[chained.value], let type = enumName(of: graph.screen(named: chained.value)?.context) else { continue }
                name(.reference(to: .enumCase(type: type)), chosen)
            }
        }
        for set in graph.sharedRouteSets {
            name(.sharedRoutes, set.name)
            routes(set.routes, of: set.name.value)
        }
        for flow in graph.flows {
            name(.flow, flow.name)
            let listed = flow.listedNames + [flow.initial].compactMap { $0 } + flow.hideable
            for child in listed + (flow.placement?.places ?? []) { name(.reference(to: .screenOrFlow), child) }
            // An action tab names one of the flow's own routes.
            for tab in flow.actionTabs { name(.reference(to: .route(owner: flow.name.value)), tab.route) }
            uses(flow.context)
            uses(flow.feedback)
            routes(flow.routes, of: flow.name.value)
        }
    }

    /// A record's fields and an enum's cases.
    private mutating func members(of type: TypeDeclaration) {
        switch type.kind {
        case .record(let fields): for field in fields { name(.field(of: type.name.value), field.name) }
        case .enumeration(let cases): for enumCase in cases { name(.enumCase(of: type.name.value), enumCase.name) }
        case .alias, .external: break
        }
    }

    /// The routes of a screen, a shared set or a flow, each once: a shared route at its set.
    private mutating func routes(_ routes: [Route], of owner: String) {
        for route in routes {
            name(.route(of: owner), route.name)
            name(.reference(to: .screenOrFlow), route.destination)
            for place in route.places { name(.reference(to: .screenOrFlow), place) }
            uses(route.context)
            uses(route.feedback)
        }
    }

    /// A link's flow, alternatives, chain, case, constants and parameters: each parameter's field
    /// of the record it binds, and the chain screen of `{Timeline.name}`.
    private mutating func link(_ link: Link, of screen: Screen, in graph: Graph) {
        let screens = link.places + link.alternatives + link.chain
        for named in screens { name(.reference(to: .screenOrFlow), named) }
        if let chosen = link.enumCase, let type = enumName(of: screen.context) {
            name(.reference(to: .enumCase(type: type)), chosen)
        }
        constants(link.constants?.value, of: screen.context, case: link.enumCase?.value)
        for chained in link.chain {
            let context = graph.screen(named: chained.value)?.context
            if let chosen = link.chainCases[chained.value], let type = enumName(of: context) {
                name(.reference(to: .enumCase(type: type)), chosen)
            }
            constants(link.chainConstants[chained.value]?.value, of: context, case: link.chainCases[chained.value]?.value)
        }
        guard link.textColumnShift != nil else { return }
        for parameter in link.pattern.value.parameters where !parameter.isIgnored {
            var start = link.location(of: parameter)
            start.column += 1
            let bound: Screen?
            let chosenCase: String?
            if let chained = parameter.chainScreen {
                name(.reference(to: .screenOrFlow), Located(chained, at: Self.range(from: start, length: chained)))
                start.column += chained.unicodeScalars.count + 1
                bound = graph.screen(named: chained)
                chosenCase = link.chainCases[chained]?.value
            } else {
                bound = screen
                chosenCase = link.enumCase?.value
            }
            guard let record = recordName(boundBy: bound?.context, case: chosenCase) else { continue }
            name(.reference(to: .field(record: record)), Located(parameter.field, at: Self.range(from: start, length: parameter.field)))
        }
    }

    /// What `set:` names: each field it sets of the record bound (`context`'s, or what its chosen
    /// case carries), and a constant that is a case of the enum it sets (the bound scalar, or the
    /// field's type).
    private mutating func constants(_ constants: LinkConstants?, of context: Located<TypeExpression>?, case chosen: String?) {
        switch constants {
        case .value(let value)?:
            let bound = chosen.flatMap { chosen in enumCases(of: context).first { $0.name.value == chosen }?.payload?.value } ?? context?.value
            if let type = enumName(of: bound) { name(.reference(to: .enumCase(type: type)), value) }
        case .fields(let fields)?:
            guard let record = recordName(boundBy: context, case: chosen), case .record(let declared) = types.graph.type(named: record)?.kind else { return }
            for constant in fields {
                name(.reference(to: .field(record: record)), constant.name)
                // An optional field is set to a value of its wrapped type.
                let fieldType = declared.first { $0.name.value == constant.name.value }?.type.value
                if let type = enumName(of: fieldType.map { if case .optional(let wrapped) = $0 { wrapped } else { $0 } }) {
                    name(.reference(to: .enumCase(type: type)), constant.value)
                }
            }
        case nil:
            return
        }
    }

    /// The cases of `context`'s enum; empty for another type.
    private func enumCases(of context: Located<TypeExpression>?) -> [EnumCase] {
        guard let name = enumName(of: context?.value), case .enumeration(let cases) = types.graph.type(named: name)?.kind else { return [] }
        return cases
    }

    /// The range of `text` written on one line from `start`.
    private static func range(from start: SourceLocation, length text: String) -> SourceRange {
        var end = start
        end.column += text.unicodeScalars.count
        return SourceRange(start: start, end: end)
    }

    /// The enum a context is, aliases followed.
    private func enumName(of context: Located<TypeExpression>?) -> String? {
        enumName(of: context?.value)
    }

    /// The enum `type` names, after aliases; `nil` for another type.
    private func enumName(of type: TypeExpression?) -> String? {
        guard let type, case .named(let name)? = types.canonical(type),
            case .enumeration = types.graph.type(named: name)?.kind else { return nil }
        return name
    }

    /// The record whose fields a link's parameters bind: the context's, or that of what the
    /// chosen case of an enum context carries.
    private func recordName(boundBy context: Located<TypeExpression>?, case chosen: String?) -> String? {
        guard let context, case .named(var name)? = types.canonical(context.value) else { return nil }
        if let chosen, case .enumeration(let cases) = types.graph.type(named: name)?.kind {
            guard let payload = cases.first(where: { $0.name.value == chosen })?.payload,
                case .named(let carried)? = types.canonical(payload.value) else { return nil }
            name = carried
        }
        guard case .record = types.graph.type(named: name)?.kind else { return nil }
        return name
    }

    private mutating func name(_ kind: GraphNode.Kind, _ name: Located<String>) {
        nodes.append(GraphNode(kind: kind, name: name.value, range: name.range))
    }

    /// The declared names inside a written type expression, each at its own place in the text
    /// (`[ItemID: Item]` gives two references) when the expression is written on one line:
    /// plain, quoted or a flow collection, each name found as written between the expression's
    /// ends. An expression over several lines (folded, a block scalar or a block list), or a name
    /// spelled with an escape, gives each name the whole expression's range.
    private mutating func uses(_ type: Located<TypeExpression>?) {
        guard let type else { return }
        let whole = type.range
        let text = text(of: whole)
        var searchFrom = 0
        for name in type.value.namedReferences {
            guard let offset = Self.offset(of: name, in: text, from: searchFrom) else {
                nodes.append(GraphNode(kind: .reference(to: .type), name: name, range: whole))
                continue
            }
            searchFrom = offset + name.unicodeScalars.count
            var start = whole.start
            start.column += offset
            var end = start
            end.column += name.unicodeScalars.count
            nodes.append(GraphNode(kind: .reference(to: .type), name: name, range: SourceRange(start: start, end: end)))
        }
    }

    /// The characters of a `range` on one line, as the file has them; none for a range over
    /// several lines or in a file not given.
    private func text(of range: SourceRange) -> [Unicode.Scalar] {
        guard range.start.line == range.end.line, let line = lines[range.start.file]?.line(range.start.line) else { return [] }
        let scalars = Array(String(decoding: line, as: UTF8.self).unicodeScalars)
        let first = range.start.column - 1
        let end = range.end.column - 1
        guard first >= 0, first <= end, end <= scalars.count else { return [] }
        return Array(scalars[first..<end])
    }

    /// Where `name` is written as a whole word in `text`, at or after `from` (in Unicode scalars).
    private static func offset(of name: String, in text: [Unicode.Scalar], from: Int) -> Int? {
        let wanted = Array(name.unicodeScalars)
        guard !wanted.isEmpty, text.count >= wanted.count else { return nil }
        let isWord = { (scalar: Unicode.Scalar) in scalar.properties.isXIDContinue }
        var index = from
        while index + wanted.count <= text.count {
            if Array(text[index..<index + wanted.count]) == wanted,
                index == 0 || !isWord(text[index - 1]),
                index + wanted.count == text.count || !isWord(text[index + wanted.count]) {
                return index
            }
            index += 1
        }
        return nil
    }
}
