import NavGraphVocabulary

/// What a saved navigation state of a graph may hold (`navigator.savedState`, docs/Generation.md,
/// "State restoration"), written from the graph itself: the screens and flows a state names, what
/// each flow shows, the routes each screen and flow reopens with the context they carry, where
/// links open screens, and the names screens and flows had before (`formerly:`).
///
/// It is the compiler's own account of what the runtime's restore accepts, so that `navgraph diff`
/// can say which saved states an edit breaks, and check saved files against a graph
/// (`SavedStateReader`), without generated code; a property test holds it to the runtime's
/// restore.
public struct SavedStateShape: Sendable {
    /// A screen or flow as a saved state holds it.
    enum Node: Sendable, Hashable {
        /// A screen, with its context type (canonical); a screen the system draws (an alert, a
        /// confirmation dialog, a system sheet) is never saved.
        case screen(context: TypeExpression?, isNeverSaved: Bool)
        /// A flow of `kind` with its children in order, the tabs the app may hide, whether the app
        /// orders its tabs (`order: app`), and, for a sub-flow, its context type.
        case flow(NavGraphFlowKind, children: [String], hideable: Set<String>, appOrders: Bool, context: TypeExpression?)

        /// The context a destination of the node carries, canonical.
        var context: TypeExpression? {
            switch self {
            case .screen(let context, _), .flow(_, _, _, _, let context): context
            }
        }
    }

    /// How a route shows what it opens, as a saved entry it opened must still be shown.
    enum Showing: Sendable, Hashable {
        /// Pushed onto its opener's stack.
        case push
        /// Presented over its opener, in a navigation stack of its own when `embedInStack`.
        case present(embedInStack: Bool)
        /// In its source's place on top of its stack.
        case replace
        /// Above everything, over the top-most presentation (`presentation: overlay`), in a
        /// navigation stack of its own when `embedInStack`: a flow's own route, which a saved
        /// entry names (`flow`).
        case overlay(embedInStack: Bool)

        /// Whether both show alike as far as a saved entry goes: both push, both present (in
        /// whatever way but above everything), both show above everything, or both take their
        /// source's place.
        func isAlike(_ other: Showing) -> Bool {
            switch (self, other) {
            case (.push, .push), (.present, .present), (.replace, .replace), (.overlay, .overlay): true
            default: false
            }
        }

        /// Whether it shows its destination in a navigation stack of its own.
        var embedsInStack: Bool {
            switch self {
            case .present(let embedInStack), .overlay(let embedInStack): embedInStack
            case .push, .replace: false
            }
        }

        /// "pushes", "presents in its own stack", "takes its source's place".
        var described: String {
            switch self {
            case .push: "pushes"
            case .present(let embedInStack): embedInStack ? "presents in its own stack" : "presents"
            case .replace: "takes its source's place"
            case .overlay(let embedInStack): embedInStack ? "overlays in its own stack" : "overlays"
            }
        }
    }

    /// A route a saved entry may name as what opened it: where it leads, how, and the type its
    /// case carries (canonical; `nil` for a route that hands over no context).
    struct Reopening: Sendable, Hashable {
        /// Its name now.
        var name: String
        var destination: String
        var showing: Showing
        var context: TypeExpression?
    }

    /// One place the first link of a screen (or, for a screen without one, an `open` route) opens
    /// it in, as an entry a link opened must still be found: how it arrives, the stack it is pushed
    /// onto, and the switch children its way down passes.
    struct Placement: Sendable, Hashable {
        var arrival: LinkPlacement.Arrival
        var flow: String?
        var switchSteps: [[String]]
    }

    /// The graph's entry.
    let entry: String
    /// Every screen and flow, by name.
    let nodes: [String: Node]
    /// For each screen and flow, the routes it reopens by the name a saved state gives them (its
    /// name now and its former names): those that push, present or take its place on top of its
    /// stack.
    let routes: [String: [String: Reopening]]
    /// For each screen a link, a placement without a URL or an `open` route opens, the places it
    /// opens it in: the first, then those its `in:` lists after it, in order (the runtime
    /// restores a state saved in any of them).
    let placements: [String: [Placement]]
    /// Each former name of a screen or flow, with the name it has now.
    let formerNames: [String: String]
    /// How the graph's context types are written.
    let types: ContextTypes
    /// For each screen whose link-opened entries must hold a context a URL carries, its links'
    /// readers (`linkReads(_:of:)`).
    let linkTextReaders: [String: [LinkTextReader]]

    /// The shape of the saved states of `valid`.
    public init(_ valid: ValidGraph) {
        let graph = valid.graph
        let types = ContextTypes(graph)
        self.types = types
        entry = graph.entry.value
        var nodes: [String: Node] = [:]
        for screen in graph.screens {
            nodes[screen.name.value] = .screen(context: screen.context.flatMap { types.canonical($0.value) }, isNeverSaved: screen.effectiveKind.isSystemOwned)
        }
        for flow in graph.flows {
            nodes[flow.name.value] = .flow(
                flow.kind, children: flow.children.map(\.value), hideable: Set(flow.hideable.map(\.value)), appOrders: flow.tabOrder != nil,
                context: flow.context.flatMap { types.canonical($0.value) })
        }
        self.nodes = nodes
        let replacements = valid.analysis.replacements
        var routes: [String: [String: Reopening]] = [:]
        for (source, performed) in graph.routeSources {
            for route in performed {
                let showing: Showing
                switch replacements.transition(of: route) {
                case .push, .pushDrawnByApp: showing = .push
                case .present(let options):
                    showing = options.presentation.coversEverything ? .overlay(embedInStack: options.embedInStack) : .present(embedInStack: options.embedInStack)
                case .replace: showing = .replace
                // A window of its own is saved by its own navigator; only its one-window presentation is the opener's.
                case .window(let oneWindow), .windowInStack(let oneWindow):
                    guard oneWindow != nil else { continue }
                    showing = .present(embedInStack: route.embedsInStack)
                case .replaceChild, .replaceStackRoot, .select, .unwind, .open, .openNewInstance, .finish: continue
                }
                let reopening = Reopening(
                    name: route.name.value, destination: route.destination.value, showing: showing,
                    context: route.context.flatMap { types.canonical($0.value) })
                for name in [route.name] + route.formerNames where routes[source.value]?[name.value] == nil {
                    routes[source.value, default: [:]][name.value] = reopening
                }
            }
        }
        self.routes = routes
        var placements: [String: [Placement]] = [:]
        let plan = valid.links
        let firstPlacements = plan.entries.filter { $0.link.chain.isEmpty }.map(\.placement) + plan.opened.map(\.placement) + plan.unlinked.map(\.placement)
        for placement in firstPlacements where placements[placement.screen] == nil {
            placements[placement.screen] = ([placement] + placement.alsoIn).map { place in
                Placement(
                    arrival: place.arrival, flow: place.flow,
                    switchSteps: valid.flowTree.steps(of: place).filter { $0.kind == .switch }.map { [$0.flow, $0.child] })
            }
        }
        self.placements = placements
        linkTextReaders = Self.linkTextReaders(valid, types: types)
        formerNames = Dictionary(graph.formerNodeNames.map { ($0.former.value, $0.current) }) { first, _ in first }
    }

    /// Where the runtime's restore finds a link-opened entry of `screen`: of the places its first
    /// link opens it in, the first that `fits` where the entry was saved and whose switch
    /// children are all among `switches` (those the state shows above it); `nil` when none is.
    func linkPlace(of screen: String, fitting fits: (Placement) -> Bool, under switches: [[String]]) -> Placement? {
        placements[screen]?.first { fits($0) && $0.switchSteps.allSatisfy(switches.contains) }
    }

    /// Whether a place takes an entry saved as `arrival` shows it, pushed onto the stack flow
    /// `flow` (any presentation fits a presented entry): what the runtime's restore asks first.
    static func fits(_ place: Placement, arrival: LinkPlacement.Arrival, onto flow: String?) -> Bool {
        switch (place.arrival, arrival) {
        case (.pushed, .pushed): place.flow == flow
        case (.presented, .presented): true
        default: false
        }
    }

    /// The node a saved destination of `name` is read as (its name now, for a former name), when
    /// the app's decoder table has it: a screen or flow whose context, if any, can be saved.
    func decodedNode(_ name: String) -> (name: String, node: Node)? {
        let current = formerNames[name] ?? name
        guard let node = nodes[current], node.context.map(types.isCodable) ?? true else { return nil }
        return (current, node)
    }
}
