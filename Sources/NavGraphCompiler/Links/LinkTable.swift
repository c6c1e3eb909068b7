import Foundation

/// A graph's links as the app matches URLs against them: its `LinkCatalog`, matched through the
/// runtime's own `NavGraphLinkMatcher` (NavGraphVocabulary), each candidate's parameters read as
/// the generated table reads them (`NavGraphLinkValue`, an enum by its case names), so that a URL
/// opens here exactly the link it opens in the app.
public struct LinkTable: Sendable {
    /// The links, in the catalog's order.
    public let catalog: LinkCatalog
    /// For each link (by its index in the catalog), each parameter it reads: the canonical type
    /// its text must read as, or `nil` for one that reads any text (`{}`, or a value no context
    /// binds).
    let parameterTypes: [[String: TypeExpression]]
    private let matcher: NavGraphLinkMatcher
    /// Each enum's case names, in declaration order.
    private let enumCases: [String: [String]]

    /// The link table of a graph checked without errors.
    public init(_ valid: ValidGraph) {
        let graph = valid.graph
        catalog = LinkCatalog(valid)
        let resolver = TypeResolver(graph: graph)
        var types: [[String: TypeExpression]] = []
        for screen in graph.screens {
            for link in screen.links {
                types.append(Self.parameterTypes(of: link, on: screen, graph, resolver))
            }
        }
        parameterTypes = types
        let origins = graph.linkOrigins.map { NavGraphLinkOrigins(schemes: $0.value.schemes.map(\.value), domains: $0.value.domains.map(\.value)) }
        matcher = NavGraphLinkMatcher(catalog.entries.map(\.matched), origins: origins)
        var cases: [String: [String]] = [:]
        for type in graph.types {
            if case .enumeration(let list) = type.kind { cases[type.name.value] = list.map(\.name.value) }
        }
        enumCases = cases
    }

    /// The parameters `link` reads to make its screen's context and its chain's, by name, with
    /// the canonical type each reads as (`LinkBinding`).
    private static func parameterTypes(of link: Link, on screen: Screen, _ graph: Graph, _ resolver: TypeResolver) -> [String: TypeExpression] {
        let scopes = [(screen, link)] + link.chain.compactMap { name in graph.screen(named: name.value).map { ($0, link.bindingChainScreen(name.value)) } }
        var types: [String: TypeExpression] = [:]
        for (scope, bound) in scopes {
            guard let type = LinkBinding.boundType(of: bound, on: scope, in: graph, resolver: resolver) else { continue }
            let parameters = bound.pattern.value.bindingParameters
            if case .named(let record) = type, case .record(let fields) = graph.type(named: record)?.kind {
                for parameter in parameters {
                    if let field = fields.first(where: { $0.name.value == parameter.field }), let fieldType = resolver.canonical(field.type.value) {
                        types[parameter.name] = fieldType
                    }
                }
            } else if let first = parameters.first {
                // A scalar is read from the link's one parameter.
                types[first.name] = type
            }
        }
        return types
    }

    /// The link `url` opens (its index in the catalog), or `nil` when it opens none.
    public func match(_ url: URL) -> Int? {
        matcher.match(url) { index, texts in reads(texts, for: index) ? index : nil }
    }

    /// Whether the texts a URL gives link `index` make its destinations: each parameter it reads
    /// present (unless optional) and readable as its type.
    private func reads(_ texts: [String: String], for index: Int) -> Bool {
        parameterTypes[index].allSatisfy { name, type in
            guard let text = texts[name] else { if case .optional = type { return true } else { return false } }
            return reads(text, as: type)
        }
    }

    /// The case names of the enum `name`, in declaration order; empty for another type.
    func enumCaseNames(_ name: String) -> [String] {
        enumCases[name] ?? []
    }

    /// Whether `text` reads as a value of the canonical `type`, as the generated table reads it.
    func reads(_ text: String, as type: TypeExpression) -> Bool {
        LinkBinding.reads(text, as: type) { enumCases[$0] }
    }
}

extension LinkBinding {
    /// Whether `text` reads as a value of the canonical scalar `type`, as the generated table reads
    /// a URL's text (`NavGraphLinkValue`): `caseNames` gives an enum's case names, `nil` for
    /// another type.
    static func reads(_ text: String, as type: TypeExpression, caseNames: (String) -> [String]?) -> Bool {
        switch type {
        case .optional(let wrapped): return reads(text, as: wrapped, caseNames: caseNames)
        case .builtin(.string): return true
        case .builtin(.int): return Int(linkText: text) != nil
        case .builtin(.int64): return Int64(linkText: text) != nil
        case .builtin(.double): return Double(linkText: text) != nil
        case .builtin(.float): return Float(linkText: text) != nil
        case .builtin(.bool): return Bool(linkText: text) != nil
        case .builtin(.uuid): return UUID(linkText: text) != nil
        case .named(let name): return caseNames(name)?.contains(text) ?? false
        case .builtin, .array, .dictionary: return false
        }
    }
}

extension LinkCatalog.Entry {
    /// What URLs the link answers, as `NavGraphLinkMatcher` matches them.
    var matched: NavGraphLinkPattern {
        let segments = { (segments: [LinkPattern.Segment]) in
            segments.map { segment -> NavGraphLinkSegment in
                switch segment {
                case .literal(let text): .literal(text)
                case .parameter(let parameter): .parameter(parameter.name)
                case .rest(let parameter): .rest(parameter.name)
                }
            }
        }
        return NavGraphLinkPattern(
            scheme: scheme, domain: domain, path: segments(pattern.path),
            query: pattern.query.map { .init(item: $0.name, parameter: $0.parameter.name, isRequired: requiredQueryItems.contains($0.name)) },
            fragment: pattern.fragment.map(segments), takesWholeURL: takesWholeURL)
    }
}
