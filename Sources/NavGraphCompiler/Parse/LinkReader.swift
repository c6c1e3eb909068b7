/// Reads a screen's `links:`: a list whose items are a pattern (`"/items/{id}"`) or a mapping
/// `{ path, in, case, scheme, or, through, formerly }` (or `domain` for `scheme`), or `{ url, scheme, in, case, or, through }` for a link that binds the whole URL; `through` lists screen names, or `{ screen, case }`. Shapes are `invalid-structure`, other keys are `unknown-key`, and a
/// pattern that does not parse is `invalid-link`, located at the character at fault when the
/// pattern sits on one line. The patterns a link answered before (`formerly:`) are links of
/// their own, after all the screen's others (`Link.replacedBy`).
enum LinkReader {
    static let linkKeys = LinkKey.spellings
    /// The keys of a screen of `through:` written as a mapping.
    static let chainScreenKeys = ["screen", "case"]

    static func read(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> [Link] {
        if node.isNull { return [] }
        guard case .sequence(let items) = node.kind else {
            diagnostics.add(
                .invalidStructure, "'links' must be a list of paths such as \"/items/{id}\", not \(node.shapeDescription)",
                at: node.range)
            return []
        }
        var links: [Link] = []
        var former: [Link] = []
        for item in items {
            guard let read = link(item, diagnostics: &diagnostics) else { continue }
            links.append(read.link)
            former += read.former
        }
        // The first link of a screen says where a notification and a restored state open it.
        return links + former
    }

    private static func link(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> (link: Link, former: [Link])? {
        guard case .mapping = node.kind else { return pattern(node, flow: nil, diagnostics: &diagnostics).map { ($0, []) } }
        guard let mapping = KeyedMapping.read(node, allowed: linkKeys, what: "a link", diagnostics: &diagnostics),
              let alternatives = screens("or", in: mapping, what: "the link may open instead, as in 'or: [Offer]'", diagnostics: &diagnostics)?.names,
              let (chain, chainCases) = screens(
                "through", in: mapping, what: "the link shows before its own, as in 'through: [Timeline]'", withCases: true, diagnostics: &diagnostics)
        else { return nil }
        // A chain starts where its first screen's own link opens it, and opens one target.
        for key in ["in", "or"] where !chain.isEmpty {
            guard let written = mapping.keyNode(key) else { continue }
            diagnostics.add(
                .invalidStructure,
                key == "in" ? "a link with 'through' opens its first screen where that screen's own link does: remove 'in'" : "a link takes 'or' or 'through', not both: a chain opens one target",
                at: written.range)
            return nil
        }
        guard var link = mappedLink(node, mapping, diagnostics: &diagnostics) else { return nil }
        link.alternatives = alternatives
        link.chain = chain
        link.chainCases = chainCases
        return (link, formerPatterns(of: link, in: mapping, diagnostics: &diagnostics))
    }

    /// The links `formerly:` writes: the link with each pattern it answered before in place of its
    /// own, marked as replaced by it.
    private static func formerPatterns(of link: Link, in mapping: KeyedMapping, diagnostics: inout DiagnosticBag) -> [Link] {
        guard let value = mapping["formerly"], let key = mapping.keyNode("formerly") else { return [] }
        guard !link.takesWholeURL else {
            diagnostics.add(.invalidStructure, "a link that binds the whole URL ('url:') has no patterns to have had before: remove 'formerly'", at: key.range)
            return []
        }
        let nodes: [SyntaxNode] = if case .sequence(let items) = value.kind { items } else { [value] }
        // Items that are not text are reported by the reader; each text is a pattern.
        let texts = Set(FormerlyReader.read(value, what: "paths the link answered before, as in 'formerly: \"/products/{id}\"'", diagnostics: &diagnostics).map(\.range))
        return nodes.filter { texts.contains($0.range) }.compactMap { node in
            guard let pattern = pattern(node, flow: link.flow, diagnostics: &diagnostics) else { return nil }
            var former = link
            former.pattern = pattern.pattern
            former.textColumnShift = pattern.textColumnShift
            former.replacedBy = link.pattern
            return former
        }
    }

    /// `or:` or `through:`: a list of one or more screens; empty when absent, `nil` (reported)
    /// when malformed. `withCases` lets an item also be `{ screen: Timeline, case: unread }`: a
    /// screen whose context is an enum, with the case it is opened with (by screen name).
    private static func screens(
        _ key: String, in mapping: KeyedMapping, what: String, withCases: Bool = false, diagnostics: inout DiagnosticBag
    ) -> (names: [Located<String>], cases: [String: Located<String>])? {
        guard let value = mapping[key] else { return ([], [:]) }
        guard case .sequence(let items) = value.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'\(key)' must be a list of one or more screens \(what)", at: value.range)
            return nil
        }
        var names: [Located<String>] = []
        var cases: [String: Located<String>] = [:]
        for item in items {
            if withCases, case .mapping = item.kind {
                guard let entry = KeyedMapping.read(item, allowed: chainScreenKeys, what: "a screen of '\(key)'", diagnostics: &diagnostics) else { return nil }
                guard let screen = entry["screen"], let name = screen.scalarText, !screen.isNull,
                      let chosen = entry["case"], let enumCase = chosen.scalarText, !chosen.isNull else {
                    if !entry.hasUnknownKeys {
                        diagnostics.add(.invalidStructure, "a screen of '\(key)' opened with a case of its enum context is written '{ screen: Timeline, case: unread }'", at: item.range)
                    }
                    return nil
                }
                names.append(Located(name, at: screen.range))
                cases[name] = Located(enumCase, at: chosen.range)
                continue
            }
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "'\(key)' must list screens by name, not \(item.shapeDescription)", at: item.range)
                return nil
            }
            names.append(Located(text, at: item.range))
        }
        return (names, cases)
    }

    private static func mappedLink(_ node: SyntaxNode, _ mapping: KeyedMapping, diagnostics: inout DiagnosticBag) -> Link? {
        guard let flow = name("in", in: mapping, naming: "a flow", diagnostics: &diagnostics),
              let enumCase = name("case", in: mapping, naming: "a case of the screen's enum context", diagnostics: &diagnostics)
        else { return nil }
        guard let scheme = name("scheme", in: mapping, naming: "one of the graph's URL schemes", diagnostics: &diagnostics),
              let domain = name("domain", in: mapping, naming: "one of the graph's associated domains", diagnostics: &diagnostics) else { return nil }
        if scheme != nil, let key = mapping.keyNode("domain") {
            diagnostics.add(.invalidStructure, "a link answers one custom scheme or one domain, not both: remove 'scheme' or 'domain'", at: key.range)
            return nil
        }
        if let url = mapping["url"] {
            guard mapping["path"] == nil, let key = mapping.keyNode("url") else {
                diagnostics.add(.invalidStructure, "a link takes 'path' or 'url', not both", at: mapping.keyNode("url")?.range ?? node.range)
                return nil
            }
            guard scheme != nil else {
                diagnostics.add(
                    .invalidStructure, "'url' binds the whole URL of one of the graph's custom schemes: name it with 'scheme:'", at: key.range)
                return nil
            }
            var link = wholeURL(url, flow: flow, diagnostics: &diagnostics)
            link?.enumCase = enumCase
            link?.scheme = scheme
            return link
        }
        guard let path = mapping["path"] else {
            if !mapping.hasUnknownKeys { diagnostics.add(.invalidStructure, "a link needs 'path' (or 'url')", at: node.range) }
            return nil
        }
        var link = pattern(path, flow: flow, diagnostics: &diagnostics)
        link?.enumCase = enumCase
        link?.scheme = scheme
        link?.domain = domain
        return link
    }

    /// The name written under `key`: `.some(nil)` when the key is absent, `nil` (reported) when
    /// its value is not text.
    private static func name(
        _ key: String, in mapping: KeyedMapping, naming what: String, diagnostics: inout DiagnosticBag
    ) -> Located<String>?? {
        guard let value = mapping[key] else { return .some(nil) }
        guard let text = value.scalarText, !value.isNull else {
            diagnostics.add(.invalidStructure, "'\(key)' must name \(what), not \(value.shapeDescription)", at: value.range)
            return nil
        }
        return .some(Located(text, at: value.range))
    }

    /// `url: address`: the whole URL is bound to the parameter `address`, read as the rest of
    /// a path would be (`/{address*}`), listed as `{address}`.
    private static func wholeURL(_ node: SyntaxNode, flow: Located<String>?, diagnostics: inout DiagnosticBag) -> Link? {
        guard let name = node.scalarText, !node.isNull, !name.isEmpty, SwiftIdentifier.isWellFormed(name),
              case .success(var pattern) = LinkPattern.parse("/{\(name)*}") else {
            diagnostics.add(.invalidLink, "'url' names the parameter the whole URL binds: letters, digits and '_', as in 'url: address'", at: node.range)
            return nil
        }
        pattern.text = "{\(name)}"
        var link = Link(pattern: Located(pattern, at: node.range), flow: flow, textColumnShift: nil)
        link.takesWholeURL = true
        return link
    }

    private static func pattern(_ node: SyntaxNode, flow: Located<String>?, diagnostics: inout DiagnosticBag) -> Link? {
        guard case .scalar(let text, _) = node.kind, !node.isNull else {
            diagnostics.add(.invalidStructure, "a link must be a path such as \"/items/{id}\", not \(node.shapeDescription)", at: node.range)
            return nil
        }
        switch LinkPattern.parse(text) {
        case .success(let pattern):
            return Link(pattern: Located(pattern, at: node.range), flow: flow, textColumnShift: node.textColumnShift)
        case .failure(let failure):
            diagnostics.add(.invalidLink, "link '\(DiagnosticText.excerpt(text))': \(failure.message)", at: node.location(ofTextOffset: failure.offset))
            return nil
        }
    }
}
