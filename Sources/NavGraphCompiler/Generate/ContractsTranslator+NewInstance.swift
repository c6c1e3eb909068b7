/// What `instance: new` on a link or an `open` route adds to a tabs flow's contract
/// (docs/Language.md, "Flows made from data"): `newKey()`, the key of the instance it opens.
///
/// It is the tabs flow's requirement, beside `make<Flow>(_:)`, `firstTabs()` and
/// `shouldRestore(_:)`: the keys are the app's, kept where the tabs are (a browser's tab
/// store), and the tabs flow is what a link reaches whatever screen shows, while the screen a
/// route is performed on may be in another tab and a link has no screen at all.
extension ContractsTranslator {
    /// For each tabs flow whose children made from data a link or an `open` route opens a new
    /// instance of, the first one that does, where its `instance:` is written.
    static func newInstanceAskers(_ valid: ValidGraph) -> [String: Located<String>] {
        let (graph, analysis, tree) = (valid.graph, valid.analysis, valid.flowTree)
        let keyed = graph.flowsMadeFromData
        guard !keyed.isEmpty else { return [:] }
        var askers: [String: Located<String>] = [:]
        func ask(_ placement: LinkPlacement?, _ instance: Located<NavGraphLinkInstance>?, _ what: String) {
            guard let placement, let instance, instance.value == .new,
                  let step = tree.instanceStep(of: placement, keyed: keyed),
                  askers[step.flow] == nil else { return }
            askers[step.flow] = Located(what, at: instance.range)
        }
        for screen in graph.screens {
            for (link, placement) in zip(screen.links, analysis.linkPlacements[screen.name.value] ?? []) where link.replacedBy == nil {
                ask(placement, link.instance, "link '\(link.written)' of '\(screen.name.value)', which opens a new instance")
            }
        }
        for (owner, routes) in graph.routeDeclarers {
            for route in routes {
                ask(analysis.openPlacements[owner]?[route.name.value], route.instance, "route '\(route.name.value)' of '\(owner)', which opens a new instance")
            }
        }
        return askers
    }

    /// `newKey()`, where a link or a route opens a new instance of `flow`'s children made from data.
    func newInstanceRequirement(of flow: Flow) -> [Requirement] {
        guard let asked = newInstanceAskers[flow.name.value], let instances = flow.instances.first else { return [] }
        let key = types.spelling(instances.key.value)
        return [Requirement(
            doc: "The key of a new tab made from data, which a link or a route opens with its screen in it (`instance: new`), after the others and selected; a key open already selects its tab.",
            signature: "newKey() -> \(key)",
            todo: "Make a key for a new tab (a new browser tab's identifier).",
            skeletonValue: types.placeholderValue(instances.key.value)
                ?? "\(StandardNames.fatalError)(\(SwiftEscaper.stringLiteral("TODO(navgraph): the key of a new tab of \(flow.name.value)")))",
            askedBy: asked
        )]
    }

    /// `navGraphNewInstanceKey()`, which hands the runtime `newKey()`.
    func newInstanceMembers(of flow: Flow) -> [SwiftDeclaration] {
        guard newInstanceAskers[flow.name.value] != nil else { return [] }
        return [.function(
            doc: "The key of the new tab a link or a route opens (`newKey()`).",
            attributes: [], signature: "navGraphNewInstanceKey() -> NavGraphInstanceKey?",
            body: [.line("NavGraphInstanceKey(newKey())")]
        )]
    }
}
