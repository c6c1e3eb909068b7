/// Reads a screen's `links:`: a list whose items are a pattern (`"/items/{id}"`) or a mapping
/// `{ path, in, case, set, scheme, or, orSystem, await, through, formerly, window, instance }` (or `domain` for `scheme`), or `{ url, scheme, in, case, set, or, through }` for a link that binds the whole URL; `through` lists screen names, or `{ screen, case, set }`. Shapes are `invalid-structure`, other keys are `unknown-key`, and a
/// pattern that does not parse is `invalid-link`, located at the character at fault when the
/// pattern sits on one line. The patterns a link answered before (`formerly:`) are links of
/// their own, after all the screen's others (`Link.replacedBy`).
enum LinkReader {
    static let linkKeys = LinkKey.spellings
    /// The keys of a screen of `through:` written as a mapping.
    static let chainScreenKeys = ["screen", "case", "set"]

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
        guard case .mapping = node.kind else { return pattern(node, places: [], diagnostics: &diagnostics).map { ($0, []) } }
        guard let mapping = KeyedMapping.read(node, allowed: linkKeys, what: "a link", diagnostics: &diagnostics),
              let alternatives = screens("or", in: mapping, what: "the link may open instead, as in 'or: [Offer]'", diagnostics: &diagnostics)?.names,
              let (chain, chainCases, chainConstants) = screens(
                "through", in: mapping, what: "the link shows before its own, as in 'through: [Timeline]'", withCases: true, diagnostics: &diagnostics)
        else { return nil }
        // A chain starts where its first screen's own link opens it, and opens one target.
        for key in ["in", "or", "orSystem", "await"] where !chain.isEmpty {
            guard let written = mapping.keyNode(key) else { continue }
            diagnostics.add(
                .invalidStructure,
                key == "in" ? "a link with 'through' opens its first screen where that screen's own link does: remove 'in'" : "a link takes '\(key)' or 'through', not both: a chain opens one target",
                at: written.range)
            return nil
        }
        guard let choice = choice(in: mapping, alternatives: !alternatives.isEmpty, diagnostics: &diagnostics),
              let window = window(mapping["window"], chain: !chain.isEmpty, diagnostics: &diagnostics) else { return nil }
        if window?.value == .new, !alternatives.isEmpty || choice.system, let written = mapping["window"] {
            diagnostics.add(
                .invalidStructure,
                "the app chooses what a link with 'or' or 'orSystem' opens, where the link places it in the window that shows: remove 'window: new'",
                at: written.range)
            return nil
        }
        guard let instance = instance(mapping["instance"], beside: window?.value == .new ? "window: new" : !alternatives.isEmpty ? "or" : choice.system ? "orSystem" : nil, diagnostics: &diagnostics),
              let constants = constants(mapping["set"], diagnostics: &diagnostics),
              var link = mappedLink(node, mapping, diagnostics: &diagnostics) else { return nil }
        link.constants = constants
        link.alternatives = alternatives
        link.systemMayOpen = choice.system
        link.answerIsAwaited = choice.awaited
        link.chain = chain
        link.chainCases = chainCases
        link.chainConstants = chainConstants
        link.window = window
        link.instance = instance
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
            guard let pattern = pattern(node, places: link.places, diagnostics: &diagnostics) else { return nil }
            var former = link
            former.pattern = pattern.pattern
            former.textColumnShift = pattern.textColumnShift
            former.replacedBy = link.pattern
            return former
        }
    }

    /// `set:`: one constant (`set: unread`), or constants by field name (`set: { openSearch: true }`),
    /// each a non-empty scalar; `.some(nil)` when absent, `nil` (reported) when malformed. Whether
    /// they fit what the link binds is `LinkChecker`'s.
    private static func constants(_ node: SyntaxNode?, diagnostics: inout DiagnosticBag) -> Located<LinkConstants>?? {
        guard let node else { return .some(nil) }
        let shape = "'set' gives the link's constants: one value for a scalar ('set: unread'), or fields by name ('set: { openSearch: true }')"
        switch node.kind {
        case .scalar(let text, _) where !node.isNull:
            return .some(Located(.value(Located(text, at: node.range)), at: node.range))
        case .mapping(let pairs) where !pairs.isEmpty && node.mergeKeys.isEmpty:
            var fields: [LinkConstants.Field] = []
            for pair in pairs {
                guard let name = pair.key.scalarText, let value = pair.value.scalarText, !pair.value.isNull else {
                    diagnostics.add(.invalidStructure, "\(shape); each field's constant is text, not \(pair.value.shapeDescription)", at: pair.value.range)
                    return nil
                }
                fields.append(.init(name: Located(name, at: pair.key.range), value: Located(value, at: pair.value.range)))
            }
            return .some(Located(.fields(fields), at: node.range))
        default:
            diagnostics.add(.invalidStructure, "\(shape), not \(node.isMapping && node.mergeKeys.isEmpty ? "an empty mapping" : node.shapeDescription)", at: node.range)
            return nil
        }
    }

    /// `window:` of a link or a placement: `shown` or `new`; `.some(nil)` when absent, `nil`
    /// (reported) when malformed or `new` beside `through:` (a chain is shown in the window that
    /// shows; a new window shows one screen at its root). Whether the screen is a window's root
    /// is `WindowChecker`'s.
    static func window(_ node: SyntaxNode?, chain: Bool, diagnostics: inout DiagnosticBag) -> Located<NavGraphLinkWindow>?? {
        guard let node else { return .some(nil) }
        guard let window = WordReader.read(node, as: NavGraphLinkWindow.self, what: "window", diagnostics: &diagnostics) else { return nil }
        if window.value == .new, chain {
            diagnostics.add(
                .invalidStructure,
                "a new window shows one screen at its root, and 'through' shows a chain of screens in the window that shows: remove 'window: new' or 'through'",
                at: node.range)
            return nil
        }
        return .some(window)
    }

    /// `instance:` of a link or an open route: `selected` or `new`; `.some(nil)` when absent, `nil`
    /// (reported) when malformed or `new` beside `other` (`window: new`, `or`, `orSystem`): a new
    /// instance is opened for the screen the graph places, in the window that shows. Whether the
    /// screen is placed inside a flow made from data is `InstanceChecker`'s.
    static func instance(_ node: SyntaxNode?, beside other: String?, diagnostics: inout DiagnosticBag) -> Located<NavGraphLinkInstance>?? {
        guard let node else { return .some(nil) }
        guard let instance = WordReader.read(node, as: NavGraphLinkInstance.self, what: "choice of instance", diagnostics: &diagnostics) else { return nil }
        if instance.value == .new, let other {
            let why = other == "window: new"
                ? "a new window shows the screen at its root, and a new instance opens a tab in the window that shows"
                : "the app chooses what a link with '\(other)' opens, and a new instance opens one screen the graph places"
            diagnostics.add(.invalidStructure, "\(why): remove 'instance: new' or '\(other)'", at: node.range)
            return nil
        }
        return .some(instance)
    }

    /// `orSystem:` and `await:`, each `true` or `false`; `await: true` only where the app is asked
    /// what the link opens (`or:`, `orSystem: true`). `nil` (reported) when malformed.
    private static func choice(
        in mapping: KeyedMapping, alternatives: Bool, diagnostics: inout DiagnosticBag
    ) -> (system: Bool, awaited: Bool)? {
        var flags: [Bool] = []
        for key in ["orSystem", "await"] {
            guard let node = mapping[key] else { flags.append(false); continue }
            guard let text = node.scalarText, !node.isNull, let value = Bool(text) else {
                diagnostics.add(.invalidStructure, "'\(key)' must be 'true' or 'false'", at: node.range)
                return nil
            }
            flags.append(value)
        }
        if flags[1], !alternatives, !flags[0], let key = mapping.keyNode("await") {
            diagnostics.add(
                .invalidStructure, "'await' waits for the app's answer of what the link opens: list the other screens with 'or', or let it answer 'orSystem: true'",
                at: key.range)
            return nil
        }
        return (flags[0], flags[1])
    }

    /// `or:` or `through:`: a list of one or more screens; empty when absent, `nil` (reported)
    /// when malformed. `withCases` lets an item also be `{ screen: Timeline, case: unread }`: a
    /// screen whose context is an enum, with the case it is opened with, and constants it binds
    /// (`set: UnreadFeed`), each by screen name.
    private static func screens(
        _ key: String, in mapping: KeyedMapping, what: String, withCases: Bool = false, diagnostics: inout DiagnosticBag
    ) -> (names: [Located<String>], cases: [String: Located<String>], constants: [String: Located<LinkConstants>])? {
        guard let value = mapping[key] else { return ([], [:], [:]) }
        guard case .sequence(let items) = value.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'\(key)' must be a list of one or more screens \(what)", at: value.range)
            return nil
        }
        var names: [Located<String>] = []
        var cases: [String: Located<String>] = [:]
        var constants: [String: Located<LinkConstants>] = [:]
        for item in items {
            if withCases, case .mapping = item.kind {
                guard let entry = KeyedMapping.read(item, allowed: chainScreenKeys, what: "a screen of '\(key)'", diagnostics: &diagnostics) else { return nil }
                let chosen = entry["case"]
                guard let screen = entry["screen"], let name = screen.scalarText, !screen.isNull,
                      chosen != nil || entry["set"] != nil, chosen.map({ $0.scalarText != nil && !$0.isNull }) ?? true else {
                    if !entry.hasUnknownKeys {
                        diagnostics.add(
                            .invalidStructure,
                            "a screen of '\(key)' opened with a case of its enum context, or with constants, is written '{ screen: Timeline, case: unread }' or '{ screen: Timeline, set: { kind: unread } }'",
                            at: item.range)
                    }
                    return nil
                }
                guard let set = Self.constants(entry["set"], diagnostics: &diagnostics) else { return nil }
                names.append(Located(name, at: screen.range))
                if let chosen, let enumCase = chosen.scalarText { cases[name] = Located(enumCase, at: chosen.range) }
                if let set { constants[name] = set }
                continue
            }
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "'\(key)' must list screens by name, not \(item.shapeDescription)", at: item.range)
                return nil
            }
            names.append(Located(text, at: item.range))
        }
        return (names, cases, constants)
    }

    private static func mappedLink(_ node: SyntaxNode, _ mapping: KeyedMapping, diagnostics: inout DiagnosticBag) -> Link? {
        guard let places = PlacesReader.places(mapping["in"], diagnostics: &diagnostics),
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
            var link = wholeURL(url, places: places, diagnostics: &diagnostics)
            link?.enumCase = enumCase
            link?.scheme = scheme
            return link
        }
        guard let path = mapping["path"] else {
            if !mapping.hasUnknownKeys { diagnostics.add(.invalidStructure, "a link needs 'path' (or 'url')", at: node.range) }
            return nil
        }
        var link = pattern(path, places: places, diagnostics: &diagnostics)
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
    private static func wholeURL(_ node: SyntaxNode, places: [Located<String>], diagnostics: inout DiagnosticBag) -> Link? {
        guard let name = node.scalarText, !node.isNull, !name.isEmpty, SwiftIdentifier.isWellFormed(name),
              case .success(var pattern) = LinkPattern.parse("/{\(name)*}") else {
            diagnostics.add(.invalidLink, "'url' names the parameter the whole URL binds: letters, digits and '_', as in 'url: address'", at: node.range)
            return nil
        }
        pattern.text = "{\(name)}"
        var link = Link(pattern: Located(pattern, at: node.range), places: places, textColumnShift: nil)
        link.takesWholeURL = true
        return link
    }

    private static func pattern(_ node: SyntaxNode, places: [Located<String>], diagnostics: inout DiagnosticBag) -> Link? {
        guard case .scalar(let text, _) = node.kind, !node.isNull else {
            diagnostics.add(.invalidStructure, "a link must be a path such as \"/items/{id}\", not \(node.shapeDescription)", at: node.range)
            return nil
        }
        switch LinkPattern.parse(text) {
        case .success(let pattern):
            return Link(pattern: Located(pattern, at: node.range), places: places, textColumnShift: node.textColumnShift)
        case .failure(let failure):
            diagnostics.add(.invalidLink, "link '\(DiagnosticText.excerpt(text))': \(failure.message)", at: node.location(ofTextOffset: failure.offset))
            return nil
        }
    }
}
