/// Reads a screen's or flow's `placement:`: a mapping `{ in, through, window }`, each optional (`{}`
/// is where the graph shows it), `in:` as a link's, `through:` a list of screens by name and
/// `window:` as a link's (a screen's only: a flow opens as it is, in the window that shows, no
/// chain before it). Shapes are `invalid-structure`, other keys `unknown-key`.
enum PlacementReader {
    static let keys = PlacementKey.spellings

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
              let chain = chain(mapping["through"], diagnostics: &diagnostics),
              let window = LinkReader.window(mapping["window"], chain: !chain.isEmpty, diagnostics: &diagnostics) else { return nil }
        for flowless in ["through", "window"] where what == "flow" {
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
        return placement
    }

    /// `through:`: one or more screens by name; the app gives each its context, so a screen is
    /// not written with a case or constants as a link's are (no URL gives them).
    private static func chain(_ node: SyntaxNode?, diagnostics: inout DiagnosticBag) -> [Located<String>]? {
        guard let node else { return [] }
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'through' must be a list of one or more screens shown before this one, as in 'through: [Timeline]'", at: node.range)
            return nil
        }
        var names: [Located<String>] = []
        for item in items {
            guard let text = item.scalarText, !item.isNull else {
                let cased = item.isMapping ? ": the app gives each screen its context, whole, so a placement names no case or constants" : ""
                diagnostics.add(.invalidStructure, "'through' of a placement lists screens by name, not \(item.shapeDescription)\(cased)", at: item.range)
                return nil
            }
            names.append(Located(text, at: item.range))
        }
        return names
    }
}
