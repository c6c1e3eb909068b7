/// Checks every screen's links against its context (`link-parameter-mismatch`) and against each
/// other (`ambiguous-link`, through one `LinkTrie` for the whole graph), and that a graph with
/// links declares the URLs they answer (`unrestricted-links`).
///
/// Binding: a screen without a context has no parameters; a scalar context (see
/// `LinkBinding.isScalar`) has exactly one parameter, of any name; a record context binds fields
/// by name, every non-optional field bound, every bound field scalar, optional fields only in the
/// query.
struct LinkChecker {
    let graph: Graph
    let resolver: TypeResolver

    func check(diagnostics: inout DiagnosticBag) {
        if graph.linkOrigins == nil, let first = graph.screens.lazy.flatMap(\.links).first {
            diagnostics.add(
                .unrestrictedLinks,
                "links answer URLs of every scheme and host; declare the app's URL schemes and domains in a top-level 'links:' (for example 'links: { schemes: [shop], domains: [shop.example.com] }') so that other URLs open nothing",
                at: first.pattern.range)
        }
        // Each link is remembered by where it is, not copied: only an ambiguity reads it back.
        var trie = LinkTrie<LinkPosition>()
        let schemes = graph.linkOrigins?.value.schemes ?? []
        let domains = graph.linkOrigins?.value.domains ?? []
        // Compared without regard to case, each found in a set rather than a search per link.
        let knownSchemes = Set(schemes.map { $0.value.lowercased() })
        let knownDomains = Set(domains.map { $0.value.lowercased() })
        for (screenIndex, screen) in graph.screens.enumerated() {
            for (linkIndex, link) in screen.links.enumerated() {
                // A pattern the link answered before shares the rest of the link, checked once there.
                let isOwnPattern = link.replacedBy == nil
                if isOwnPattern {
                    checkOrigin(link.scheme, "scheme", declared: schemes, known: knownSchemes, of: link, diagnostics: &diagnostics)
                    checkOrigin(link.domain, "domain", declared: domains, known: knownDomains, of: link, diagnostics: &diagnostics)
                }
                let required = LinkCatalog.requiredQueryItems(link, of: screen, graph, resolver)
                if let (other, clash) = trie.insert(
                    link.pattern.value, origin: link.origin, requiring: Set(required.map(Self.decoded)),
                    reading: Set(link.pattern.value.query.map { Self.decoded($0.name) }), LinkPosition(screen: screenIndex, link: linkIndex)
                ) {
                    let otherScreen = graph.screens[other.screen]
                    reportAmbiguity(
                        link, of: screen.name.value, requiring: required, with: (otherScreen.name.value, otherScreen.links[other.link]), clash,
                        diagnostics: &diagnostics)
                }
                // A link of one scheme answers that scheme's URLs only, which is what it is for.
                if link.scheme == nil { reportCatchAll(link, of: screen.name.value, diagnostics: &diagnostics) }
                guard !graph.incompleteNames.contains(screen.name.value) else { continue }
                // A parameter for a screen the link does not show binds nothing, which is its one diagnostic.
                guard checkChainParameters(link, diagnostics: &diagnostics) else { continue }
                checkBinding(link, of: screen, diagnostics: &diagnostics)
                guard isOwnPattern else { continue }
                checkAlternatives(link, of: screen, diagnostics: &diagnostics)
                checkChain(link, of: screen, diagnostics: &diagnostics)
            }
        }
    }

    private func reportAmbiguity(
        _ link: Link, of screen: String, requiring required: [String], with other: (screen: String, link: Link), _ clash: LinkTrie<LinkPosition>.Clash,
        diagnostics: inout DiagnosticBag
    ) {
        let pattern = DiagnosticText.excerpt(link.pattern.value.text)
        let otherPattern = DiagnosticText.excerpt(other.link.pattern.value.text)
        let both = "link '\(pattern)' of '\(screen)' matches the same paths as '\(otherPattern)' of '\(other.screen)'"
        let requiredItem = "a query item bound to a non-optional value, or '{}'"
        let message = switch clash {
        case .sameRequiredItems where link.pattern.value.query.isEmpty && other.link.pattern.value.query.isEmpty:
            "\(both); make a segment differ, or a literal where the other has a parameter"
        case .sameRequiredItems:
            // Query items tell two links apart only by what a URL must carry: a link ignores the
            // items it does not name, and goes without the optional ones.
            "\(both), and both require the same query items; make one require an item the other does not (\(requiredItem)), or make a segment differ, as in '\(DiagnosticText.excerpt(Self.queryAsSegments(link.pattern.value, required: Set(required))))'"
        case .eachRequires(let mine, let theirs):
            "\(both), and a URL carrying both '\(mine)' and '\(theirs)' matches both, as each requires a query item the other does not; make one require every item the other requires, or make a segment differ"
        case .readsRequiredItem(let item, let newReads):
            "\(both); '\(newReads ? otherPattern : pattern)' requires the query item '\(item)', which '\(newReads ? pattern : otherPattern)' reads as optional, so a URL carrying it opens the first and the second never reads it; require '\(item)' in both, or leave it out of the second"
        }
        diagnostics.add(
            .ambiguousLink, message, at: link.pattern.range,
            notes: [DiagnosticNote("'\(otherPattern)' of '\(other.screen)' is here", at: other.link.pattern.location)])
    }

    /// Where a link is declared: the index of its screen in the graph's, and of the link in the screen's.
    private struct LinkPosition {
        let screen: Int
        let link: Int
    }

    /// A query item's name as a URL's is compared with it: decoded (the parser refused one that
    /// does not decode).
    private static func decoded(_ name: String) -> String {
        (try? NavGraphLinkText.decode(name).get()) ?? name
    }

    /// `pattern` with its `required` query items moved into segments (optional ones stay in the
    /// query, as a path segment binds no optional value): `/search?q={q}&page={p}` is
    /// `/search/{q}?page={p}`, and a route in the fragment's `/#/?q={q}` is `/#/{q}`.
    private static func queryAsSegments(_ pattern: LinkPattern, required: Set<String>) -> String {
        let path = String(pattern.text.prefix { $0 != "?" })
        let moved = pattern.query.filter { required.contains($0.name) }
        let kept = pattern.query.filter { !required.contains($0.name) }.map { "\($0.name)={\($0.parameter.name)}" }
        let segments = moved.map { "{\($0.parameter.name)}" }
        // Only a root ends in '/': the path's (`/`) or the fragment's (`/#/`).
        let joined = path.hasSuffix("/") ? path + segments.joined(separator: "/") : ([path] + segments).joined(separator: "/")
        return joined + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }

    /// `invalid-link` where `scheme:` names no custom scheme the graph declares (top-level
    /// `links: { schemes: [...] }`), or `domain:` no associated domain (`domains: [...]`): a
    /// link bound to one answers one of the app's own.
    /// `known` holds the `declared` names lowercased.
    private func checkOrigin(
        _ named: Located<String>?, _ key: String, declared: [Located<String>], known: Set<String>, of link: Link,
        diagnostics: inout DiagnosticBag
    ) {
        guard let named, !known.contains(named.value.lowercased()) else { return }
        let declared = declared.map(\.value)
        let what = key == "scheme" ? "URL schemes" : "associated domains"
        let message = declared.isEmpty
            ? "link '\(DiagnosticText.excerpt(link.pattern.value.text))' names '\(key): \(named.value)', but the graph declares no \(what); add it to the top-level 'links: { \(key)s: [...] }'"
            : "'\(named.value)' is not one of the graph's \(what) (\(WordReader.list(declared, conjunction: "and")))\(diagnostics.didYouMean(named.value, among: declared))"
        diagnostics.add(.invalidLink, message, at: named.range)
    }

    /// `catch-all-link` where the first segment is a parameter: `/{id}` opens its screen for
    /// `/settings`, `/about` and every other one-segment path, and a literal pattern added later
    /// for one of those wins only because literals come first; "example.com/help" opening a
    /// timeline with the id "help" is rarely what the app meant.
    private func reportCatchAll(_ link: Link, of screen: String, diagnostics: inout DiagnosticBag) {
        let pattern = link.pattern.value
        let parameter: LinkParameter
        let paths: String
        let count = pattern.path.count
        switch pattern.path.first {
        case .parameter(let first)?:
            parameter = first
            paths = "every path of \(count) segment\(count == 1 ? "" : "s")"
        case .rest(let first)?:
            parameter = first
            paths = "every path"
        case .literal?, nil:
            return
        }
        // A literal further on narrows what it matches (`/{server}/tags/{tag}`): only a pattern of
        // parameters alone catches every path of its length.
        guard pattern.path.allSatisfy({ if case .literal = $0 { false } else { true } }) else { return }
        let text = DiagnosticText.excerpt(pattern.text)
        // One ellipsis for any number of further segments: a message stays short however long the pattern.
        let example = count == 1 ? "/help" : "/help/…"
        let literal = "/" + screen.prefix(1).lowercased() + screen.dropFirst()
        diagnostics.add(
            .catchAllLink,
            "link '\(text)' starts with \(parameter.isIgnored ? "'{}', read and ignored" : "parameter '\(parameter.name)'"), so \(paths) opens '\(screen)', '\(example)' too; start it with a literal segment, such as '\(DiagnosticText.excerpt(literal))\(text)'",
            at: link.location(of: parameter))
    }

    /// The link's parameters bind `screen`'s context (the link's own screen's, or one of its
    /// chain's when the pattern binds that one: `LinkPattern.boundScreen`).
    func checkBinding(_ link: Link, of screen: Screen, diagnostics: inout DiagnosticBag) {
        let pattern = link.pattern.value
        let name = screen.name.value
        guard let context = screen.context else {
            reportUnbound(link, because: "'\(name)' takes no context", diagnostics: &diagnostics)
            return
        }
        guard let canonical = resolver.canonical(context.value) else { return }
        let contextNote = DiagnosticNote("'\(name)' takes '\(context.value)' here", at: context.location)
        let enumCases: [EnumCase]? = if case .named(let type) = canonical, case .enumeration(let cases) = graph.type(named: type)?.kind { cases } else { nil }
        if let chosen = link.enumCase {
            guard let cases = enumCases else {
                diagnostics.add(
                    .linkParameterMismatch, "'case' applies only to a screen whose context is an enum; '\(name)' takes '\(context.value)'",
                    at: chosen.range, notes: [contextNote])
                return
            }
            checkCase(link, chosen, of: name, context: context.value, cases: cases, note: contextNote, diagnostics: &diagnostics)
            return
        }
        if let cases = enumCases, cases.contains(where: { $0.payload != nil }) {
            // A screen of a chain names its case in 'through', the link's own screen beside the path.
            let example = cases.first.map {
                pattern.boundScreen == nil ? "{ path: \"\(DiagnosticText.excerpt(pattern.text))\", case: \($0.name.value) }" : "through: [{ screen: \(name), case: \($0.name.value) }]"
            } ?? ""
            diagnostics.add(
                .linkParameterMismatch,
                "link '\(DiagnosticText.excerpt(pattern.text))' cannot open '\(name)': cases of its context '\(context.value)' carry values; name the case the link opens with 'case:', as in \(example)",
                at: link.pattern.range, notes: [contextNote])
            return
        }
        checkBound(link, of: name, type: context.value, canonical: canonical, what: "its context '\(context.value)'", note: contextNote, diagnostics: &diagnostics)
    }

    /// Every parameter and constant of `link` binds nothing, for `reason`.
    private func reportUnbound(_ link: Link, because reason: String, diagnostics: inout DiagnosticBag) {
        reportUnboundConstants(link, because: reason, diagnostics: &diagnostics)
        for parameter in link.pattern.value.bindingParameters {
            diagnostics.add(
                .linkParameterMismatch,
                "parameter '\(parameter.name)' of link '\(DiagnosticText.excerpt(link.pattern.value.text))' binds nothing: \(reason)",
                at: link.location(of: parameter))
        }
    }

    /// The link binds what the named case carries: nothing, a scalar, or a record's fields.
    private func checkCase(
        _ link: Link, _ chosen: Located<String>, of name: String, context: TypeExpression, cases: [EnumCase], note: DiagnosticNote,
        diagnostics: inout DiagnosticBag
    ) {
        guard let enumCase = cases.first(where: { $0.name.value == chosen.value }) else {
            let hint = diagnostics.didYouMean(chosen.value, among: cases.map(\.name.value))
            diagnostics.add(.linkParameterMismatch, "'\(context)' has no case '\(chosen.value)'\(hint)", at: chosen.range, notes: [note])
            return
        }
        guard let payload = enumCase.payload else {
            reportUnbound(link, because: "case '\(chosen.value)' of '\(context)' carries no value", diagnostics: &diagnostics)
            return
        }
        guard let canonical = resolver.canonical(payload.value) else { return }
        let payloadNote = DiagnosticNote("case '\(chosen.value)' carries '\(payload.value)' here", at: payload.location)
        checkBound(
            link, of: name, type: payload.value, canonical: canonical, what: "the '\(payload.value)' that case '\(chosen.value)' carries", note: payloadNote,
            diagnostics: &diagnostics)
    }

    /// The link binds `type` (a context, or what an enum case carries): a scalar by one
    /// parameter, a record by its fields; anything else cannot be read from text.
    private func checkBound(
        _ link: Link, of name: String, type: TypeExpression, canonical: TypeExpression, what: String, note: DiagnosticNote,
        diagnostics: inout DiagnosticBag
    ) {
        if LinkBinding.isScalar(canonical, in: graph) {
            checkScalar(link, of: name, context: type, canonical: canonical, note: note, diagnostics: &diagnostics)
            checkRest(link, diagnostics: &diagnostics) { _ in canonical }
        } else if case .named(let record) = canonical, case .record(let fields) = graph.type(named: record)?.kind {
            let byName = LinkBinding.fieldsByName(fields)
            checkRecord(link, record: record, fields: fields, byName: byName, diagnostics: &diagnostics)
            checkFieldConstants(link, record: record, fields: fields, byName: byName, diagnostics: &diagnostics)
            checkRest(link, diagnostics: &diagnostics) { parameter in
                byName[parameter.field].flatMap { resolver.canonical($0.type.value) }
            }
        } else {
            diagnostics.add(
                .linkParameterMismatch,
                "link '\(DiagnosticText.excerpt(link.pattern.value.text))' cannot open '\(name)': \(what) cannot be read from text; a link binds a scalar context (String, Int, Int64, Double, Float, Bool, UUID, an enum whose cases carry no value) or a record's scalar fields, or one case of an enum (`case:`)",
                at: link.pattern.range, notes: [note])
        }
    }

    /// A rest of the path (`{path*}`) is text: what it binds (`boundType`) must be a `String`.
    private func checkRest(_ link: Link, diagnostics: inout DiagnosticBag, boundType: (LinkParameter) -> TypeExpression?) {
        for parameter in link.pattern.value.bindingParameters where parameter.isRest {
            guard let type = boundType(parameter) else { continue }
            let text: TypeExpression = if case .optional(let wrapped) = type { wrapped } else { type }
            guard text != .builtin(.string) else { continue }
            let what = link.takesWholeURL ? "the whole URL" : "the rest of the path"
            let written = link.takesWholeURL ? "'url: \(parameter.name)'" : "'{\(parameter.name)*}'"
            diagnostics.add(
                .linkParameterMismatch,
                "\(written) of link '\(DiagnosticText.excerpt(link.pattern.value.text))' takes \(what) as text: it binds a String, not '\(type)'",
                at: link.location(of: parameter))
        }
    }

    private func checkScalar(
        _ link: Link, of name: String, context: TypeExpression, canonical: TypeExpression, note: DiagnosticNote, diagnostics: inout DiagnosticBag
    ) {
        let parameters = link.pattern.value.bindingParameters
        if checkScalarConstant(link, type: context, canonical: canonical, diagnostics: &diagnostics) {
            for parameter in parameters {
                diagnostics.add(
                    .linkParameterMismatch,
                    "parameter '\(parameter.name)' of link '\(DiagnosticText.excerpt(link.pattern.value.text))' binds nothing: 'set' gives the one '\(context)' that '\(name)' takes",
                    at: link.location(of: parameter))
            }
            return
        }
        guard !parameters.isEmpty else {
            diagnostics.add(
                .linkParameterMismatch,
                "link '\(DiagnosticText.excerpt(link.pattern.value.text))' needs one parameter to bind the '\(context)' that '\(name)' takes, as in '\(link.pattern.value.boundScreen.map { "/items/{\($0).id}" } ?? "/items/{id}")'",
                at: link.pattern.range, notes: [note])
            return
        }
        for extra in parameters.dropFirst() {
            diagnostics.add(
                .linkParameterMismatch,
                "parameter '\(extra.name)' of link '\(DiagnosticText.excerpt(link.pattern.value.text))' binds nothing: '\(name)' takes one '\(context)', bound by '\(parameters[0].name)'",
                at: link.location(of: extra))
        }
    }

    private func checkRecord(
        _ link: Link, record: String, fields: [RecordField], byName: [String: RecordField], diagnostics: inout DiagnosticBag
    ) {
        let text = link.written
        let parameters = link.pattern.value.bindingParameters
        let fieldNames = fields.map(\.name.value)
        for parameter in parameters {
            guard let field = byName[parameter.field] else {
                let hint = diagnostics.didYouMean(parameter.field, among: fieldNames)
                diagnostics.add(
                    .linkParameterMismatch,
                    "parameter '\(parameter.name)' of link '\(text)' binds no field of '\(record)'\(hint)",
                    at: link.location(of: parameter))
                continue
            }
            guard let type = resolver.canonical(field.type.value) else { continue }
            let note = DiagnosticNote("'\(parameter.field)' is declared here", at: field.name.location)
            if !LinkBinding.isScalar(type, in: graph) {
                diagnostics.add(
                    .linkParameterMismatch,
                    "field '\(parameter.field)' of '\(record)' is a '\(field.type.value)', which a link cannot read from text",
                    at: link.location(of: parameter), notes: [note])
            } else if case .optional = type, !parameter.isInQuery, !link.takesWholeURL {
                diagnostics.add(
                    .linkParameterMismatch,
                    "optional field '\(parameter.field)' of '\(record)' can be bound only by a query item, as in '?\(parameter.field)={\(parameter.name)}'",
                    at: link.location(of: parameter), notes: [note])
            }
        }
        // A field `set:` gives is bound as a parameter's is.
        let bound = Set(parameters.map(\.field)).union(link.constants?.value.fieldValues.keys.map { $0 } ?? [])
        let prefix = link.pattern.value.boundScreen.map { $0 + "." } ?? ""
        for field in fields where !bound.contains(field.name.value) {
            guard let type = resolver.canonical(field.type.value) else { continue }
            if case .optional = type { continue }
            // A field no text spells cannot be bound by any parameter. A `url:` link binds the one
            // field it names: no parameter can be added to it. In a chain, a parameter of the same
            // name may bind another screen's field: each binds one.
            let sameName = link.pattern.value.parameters.first { $0.field == field.name.value && $0.chainScreen != link.pattern.value.boundScreen }
            let fix = if !LinkBinding.isScalar(type, in: graph) {
                "its type, '\(field.type.value)', cannot be read from text, so no parameter binds it; make '\(field.name.value)' optional (a link leaves it nil), or give the screen a context of what the URL carries"
            } else if link.takesWholeURL {
                "a 'url:' link binds only the field it names ('\(parameters.first?.field ?? "")'); make '\(field.name.value)' optional, set it ('set: { \(field.name.value): … }'), or give the screen a context that holds the URL alone"
            } else if let sameName {
                "'{\(sameName.name)}' binds the field of \(sameName.chainScreen.map { "'\($0)'" } ?? "the link's own screen"), and a parameter binds one screen's field: add '{\(prefix)\(field.name.value)}' as well, in a segment or query item of its own (the URL then carries the value twice)"
            } else if prefix.isEmpty {
                "add '{\(field.name.value)}', or give it the one value every such URL means with 'set: { \(field.name.value): … }'"
            } else {
                "add '{\(prefix)\(field.name.value)}'"
            }
            diagnostics.add(
                .linkParameterMismatch,
                "link '\(text)' leaves the field '\(field.name.value)' of '\(record)' unbound; \(fix)",
                at: link.pattern.range,
                notes: [DiagnosticNote("'\(field.name.value)' is declared here", at: field.name.location)])
        }
    }
}

/// Which values a link can carry: what can be read back from one segment or query value.
enum LinkBinding {
    /// The canonical type a link's parameters bind: what its enum case carries (`case:`), or
    /// the screen's context; `nil` for none (no context, or a case that carries nothing).
    static func boundType(of link: Link, on screen: Screen, in graph: Graph, resolver: TypeResolver) -> TypeExpression? {
        guard let context = screen.context.flatMap({ resolver.canonical($0.value) }) else { return nil }
        guard let chosen = link.enumCase else { return context }
        guard case .named(let name) = context, case .enumeration(let cases) = graph.type(named: name)?.kind,
              let payload = cases.first(where: { $0.name.value == chosen.value })?.payload else { return nil }
        return resolver.canonical(payload.value)
    }

    /// A record's fields by name, the first of a name kept: binding each of a link's parameters
    /// is then one look-up, not a search of the fields (a link may have thousands of both).
    static func fieldsByName(_ fields: [RecordField]) -> [String: RecordField] {
        Dictionary(fields.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `String`, `Int`, `Int64`, `Double`, `Float`, `Bool`, `UUID`, an enum type none of whose
    /// cases carries a value (by its case name), or an optional of one of these; `type` is
    /// canonical (aliases resolved).
    static func isScalar(_ type: TypeExpression, in graph: Graph) -> Bool {
        switch type {
        case .builtin(let builtin):
            [.string, .int, .int64, .double, .float, .bool, .uuid].contains(builtin)
        case .named(let name):
            if case .enumeration(let cases) = graph.type(named: name)?.kind { cases.allSatisfy { $0.payload == nil } } else { false }
        case .optional(let wrapped):
            isScalar(wrapped, in: graph)
        case .array, .dictionary:
            false
        }
    }
}
