/// Reads a screen's or flow's `placement:`: a mapping `{ in, through, window }`, each optional (`{}`
/// is where the graph shows it), `in:` as a link's, `through:` a list of screens by name (or
/// `{ screen, case }` for a screen opened with a case of its enum context) and
/// `window:` as a link's (a screen's only: a flow opens as it is, in the window that shows, no
/// chain before it). Shapes are `invalid-structure`, other keys `unknown-key`.
enum PlacementReader {
    static let keys = PlacementKey.spellings
    /// The keys a flow's placement takes: a flow opens where the graph shows it, as it is, in the
    /// window that shows, so neither `through:` nor `window:`.
    static let flowKeys = [PlacementKey.in.rawValue]

    /// The placement written under `key` of a `what` ("screen" or "flow"); `nil` (reported) when
    /// malformed.
    static func read(_ node: SyntaxNode, key: SyntaxNode, of what: String = "screen", diagnostics: inout DiagnosticBag) -> ScreenPlacement? {
        guard node.isMapping else {
            diagnostics.add(
                .invalidStructure,
                "'placement' says where the app opens the \(what) without a URL, as in 'placement: { in: Home }' or "
                    + (what == "flow" ? "'placement: {}'" : "'placement: { through: [Timeline] }'") + ", not \(node.shapeDescription)",
                at: node.range)
            return nil
        }
        guard let mapping = KeyedMapping.read(node, allowed: keys, what: "a placement", diagnostics: &diagnostics),
              let places = PlacesReader.places(mapping["in"], diagnostics: &diagnostics),
              let (chain, chainCases) = chain(mapping["through"], diagnostics: &diagnostics),
              let window = LinkReader.window(mapping["window"], chain: !chain.isEmpty, diagnostics: &diagnostics) else { return nil }
        for flowless in keys where what == "flow" && !flowKeys.contains(flowless) {
            guard let written = mapping.keyNode(flowless) else { continue }
            // A chain ends with a screen that its last route pushes; a flow opened by destination
            // shows as it is (a tab, a switch's child) or is pushed as its routes push it, in the
            // window that shows.
            diagnostics.add(
                .invalidStructure,
                "a flow's placement takes no '\(flowless)': the flow opens where the graph shows it, as it is, in the window that shows; place the screen inside it instead, as in 'placement: { \(flowless): ... }' on that screen",
                at: written.range)
            return nil
        }
        if !chain.isEmpty, let written = mapping.keyNode("in") {
            diagnostics.add(
                .invalidStructure, "a placement with 'through' opens its first screen where that screen opens: remove 'in'", at: written.range)
            return nil
        }
        var placement = ScreenPlacement(key: Located(ScreenKey.placement.rawValue, at: key.range), places: places, chain: chain)
        placement.window = window
        placement.chainCases = chainCases
        return placement
    }

    /// The keys of a screen of `through:` written as a mapping: the screen and the case of its
    /// enum context it opens with. No `set:`: the app gives the case's payload.
    static let chainScreenKeys = ["screen", "case"]

    /// `through:`: one or more screens, each by name (the app gives its context whole) or as
    /// `{ screen, case }` (the app gives what the case carries); no constants, as no URL gives
    /// them and the app gives the payload.
    private static func chain(_ node: SyntaxNode?, diagnostics: inout DiagnosticBag) -> (names: [Located<String>], cases: [String: Located<String>])? {
        guard let node else { return ([], [:]) }
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'through' must be a list of one or more screens shown before this one, as in 'through: [Timeline]'", at: node.range)
            return nil
        }
        var names: [Located<String>] = []
        var cases: [String: Located<String>] = [:]
        for item in items {
            if item.isMapping {
                guard let (name, chosen) = casedScreen(item, diagnostics: &diagnostics) else { return nil }
                names.append(name)
                cases[name.value] = chosen
                continue
            }
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "'through' of a placement lists screens by name, or as '{ screen: Timeline, case: feed }', not \(item.shapeDescription)", at: item.range)
                return nil
            }
            names.append(Located(text, at: item.range))
        }
        return (names, cases)
    }

    /// `{ screen: Timeline, case: feed }`: a screen of the chain and the case of its enum context
    /// it opens with. Whether the case exists is `PlacementChecker`'s.
    private static func casedScreen(_ item: SyntaxNode, diagnostics: inout DiagnosticBag) -> (Located<String>, Located<String>)? {
        guard let entry = KeyedMapping.read(item, allowed: chainScreenKeys + ["set"], what: "a screen of 'through'", diagnostics: &diagnostics) else { return nil }
        if let set = entry.keyNode("set") {
            // A constant would fix what the app gives; the opener takes the case's payload instead.
            diagnostics.add(
                .invalidStructure,
                "a placement's chain names no constants: the app gives each screen what its case carries, as in '{ screen: Timeline, case: feed }'; remove 'set'",
                at: set.range)
            return nil
        }
        guard let screen = entry["screen"], let name = screen.scalarText, !screen.isNull,
              let chosen = entry["case"], let enumCase = chosen.scalarText, !chosen.isNull else {
            if !entry.hasUnknownKeys {
                diagnostics.add(
                    .invalidStructure,
                    "a screen of a placement's 'through' is its name, or '{ screen: Timeline, case: feed }' for a screen opened with a case of its enum context, the app giving what the case carries",
                    at: item.range)
            }
            return nil
        }
        return (Located(name, at: screen.range), Located(enumCase, at: chosen.range))
    }
}
