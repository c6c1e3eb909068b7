/// Reads a saved navigation state's JSON against a graph's `SavedStateShape` as the app built from
/// that graph restores it (`NavGraphNavigator.restore(_:entry:)`): first decoded as
/// `NavGraphSavedState<NavGraphDestination>` (each destination's screen or flow, under its name or
/// a former one, and its context as the context type writes it), then renamed (`formerly:`), then
/// planned entry by entry as NavGraphRestorePlan does, in the same order, so that the first
/// problem found is the one the app meets.
///
/// What only the app decides is taken as letting the state through: the switch flows' gates
/// (`shouldRestore`) and which hideable tabs and container children show (one left out of a saved state was hidden then;
/// one in it, shown).
public struct SavedStateReader {
    /// Why a saved state does not restore, as the app would find it.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// One phrase, no trailing period.
        public var description: String
    }

    private let shape: SavedStateShape

    /// A reader of saved states against `shape`.
    public init(_ shape: SavedStateShape) {
        self.shape = shape
    }

    /// The most entries and the deepest nesting a restored state may have
    /// (`NavGraphSavedState.maximumEntries`, `maximumDepth`).
    static let maximumEntries = 1_000
    static let maximumDepth = 64

    /// Checks one saved state; throws the first problem the app would meet restoring it.
    public func check(_ tree: JSONTree) throws(Problem) {
        let state = try SavedStateDecoding(shape).state(tree)
        guard state.version == 1 else { throw Problem(description: "the saved state has version \(state.version), which this runtime does not read") }
        guard Self.isWithinLimits(state.root) else {
            throw Problem(description: "the saved state has more entries or nests deeper than a saved state may")
        }
        var plan = Plan(shape: shape)
        try plan.entry(state.root.renamed(shape.formerNames))
    }

    /// Whether the state has at most `maximumEntries` entries (each screen a replacement took the
    /// place of counting too) nested at most `maximumDepth` deep.
    private static func isWithinLimits(_ root: SavedEntry) -> Bool {
        var pending = [(entry: root, depth: 1)]
        var count = 0
        while let (entry, depth) = pending.popLast() {
            count += 1 + (entry.opening?.replacements.count ?? 0)
            guard count <= maximumEntries, depth <= maximumDepth else { return false }
            pending += entry.shown.map { ($0, depth + 1) }
        }
        return true
    }

    /// The planning of one state, down from its entry (NavGraphRestorePlan's steps).
    private struct Plan {
        let shape: SavedStateShape
        /// The switch flows above the entry being planned, each with the child it shows.
        var switches: [[String]] = []
        /// The entries around the one being planned, outermost first: its containers and
        /// presenters, where an overlay's flow is found.
        var lineage: [String] = []

        private func fail(_ description: String) -> Problem { Problem(description: description) }

        mutating func entry(_ saved: SavedEntry) throws(Problem) {
            guard saved.name == shape.entry else { throw fail("the state was saved with entry \(saved.name), the graph's entry is \(shape.entry)") }
            guard saved.opening == nil else { throw fail("\(saved.name) is saved showing what it does not show in the graph") }
            try place(saved, made: shape.entry)
        }

        /// One entry, whose FlowController is `made` (what the graph made for it), and what it
        /// shows inside and over it.
        private mutating func place(_ saved: SavedEntry, made: String) throws(Problem) {
            guard made == saved.name, let node = shape.nodes[made] else { throw fail("\(saved.name)'s FlowController was not made") }
            lineage.append(saved.name)
            defer { lineage.removeLast() }
            try content(of: saved, node)
            if let presented = saved.presented { try present(presented, over: saved) }
        }

        private mutating func content(of saved: SavedEntry, _ node: SavedStateShape.Node) throws(Problem) {
            let different = fail("\(saved.name) is saved showing what it does not show in the graph")
            switch (saved.content, node) {
            case (.leaf, .screen):
                return
            case (.stack(let list), .flow(let kind, let children, _, _, _)) where kind == .stack || kind == .split:
                guard let first = list.first else { throw different }
                guard children.contains(first.name) else { throw fail("\(saved.name) does not show \(first.name) in the graph") }
                try child(first, of: saved.name, kind: kind, children: children)
                try stack(root: first, pushed: list.dropFirst(), stackFlow: saved.name)
            case (.tabs(let list, let selected), .flow(.tabs, let children, let hideable, let appOrders, _)):
                guard list.indices.contains(selected) else { throw different }
                try shownChildren(list, of: saved.name, kind: .tabs, children: children, hideable: hideable, appOrders: appOrders)
            case (.switch(let shown), .flow(.switch, let children, _, _, _)):
                try child(shown, of: saved.name, kind: .switch, children: children)
            case (.container(let list), .flow(.container, let children, let hideable, _, _)):
                try shownChildren(list, of: saved.name, kind: .container, children: children, hideable: hideable, appOrders: false)
            default:
                throw different
            }
        }

        /// A tabs or container flow's saved children: the graph's, in its order (any order where
        /// the app orders the tabs, `appOrders`: its order then), less hideable ones, which the app
        /// may have hidden then (the app's to say), and no other.
        private mutating func shownChildren(
            _ list: [SavedEntry], of flow: String, kind: NavGraphFlowKind, children: [String], hideable: Set<String>, appOrders: Bool
        ) throws(Problem) {
            if let stranger = list.first(where: { !children.contains($0.name) }) { throw fail("\(flow) does not show \(stranger.name) in the graph") }
            let shown = children.filter { child in !hideable.contains(child) || list.contains { $0.name == child } }
            let saved = list.map(\.name)
            guard appOrders ? saved.sorted() == shown.sorted() : saved == shown else { throw fail("\(flow) is saved showing what it does not show in the graph") }
            for child in list { try self.child(child, of: flow, kind: kind, children: children) }
        }

        /// A flow's child; a switch flow's gate lets it through (the app's to decide).
        private mutating func child(_ saved: SavedEntry, of flow: String, kind: NavGraphFlowKind, children: [String]) throws(Problem) {
            guard saved.opening == nil, children.contains(saved.name) else { throw fail("\(flow) does not show \(saved.name) in the graph") }
            guard kind == .switch else { return try place(saved, made: saved.name) }
            switches.append([flow, saved.name])
            defer { switches.removeLast() }
            try place(saved, made: saved.name)
        }

        /// A stack's pushed entries, each opened by the one below it or, right above the root of a
        /// stack flow, by a link that pushes onto it.
        private mutating func stack(root: SavedEntry, pushed: ArraySlice<SavedEntry>, stackFlow: String?) throws(Problem) {
            var opener = root
            for (index, saved) in pushed.enumerated() {
                guard let opening = saved.opening else { throw fail("\(saved.name) is saved showing what it does not show in the graph") }
                var made: String
                if let route = opening.route {
                    made = try reopen(route, from: opener.name, to: opening.destination, as: .push)
                } else {
                    guard index == 0, let stackFlow else { throw fail("no link of the graph places \(saved.name) where it was saved") }
                    made = try linkPlacement(of: saved, opening, arriving: .pushed, onto: stackFlow).screen
                }
                made = try replaced(made, by: opening.replacements)
                try place(saved, made: made)
                opener = saved
            }
        }

        /// What is presented over `presenter`: opened by its route, or by a link that presents it.
        private mutating func present(_ list: [SavedEntry], over presenter: SavedEntry) throws(Problem) {
            guard let first = list.first, let opening = first.opening else { throw fail("\(presenter.name) is saved showing what it does not show in the graph") }
            var made: String
            let embedInStack: Bool
            if let route = opening.route {
                // An overlay: the flow around the presenter whose own route it is.
                let opener = opening.flow ?? presenter.name
                guard lineage.contains(opener) else { throw fail("\(opener) is not around \(presenter.name), over which \(first.name) was saved") }
                made = try reopen(route, from: opener, to: opening.destination, as: opening.flow == nil ? .present(embedInStack: false) : .overlay(embedInStack: false))
                embedInStack = shape.routes[opener]?[route]?.showing.embedsInStack == true
            } else {
                let placement = try linkPlacement(of: first, opening, arriving: .presented(inOwnStack: false), onto: nil)
                guard case .presented(let inOwnStack) = placement.arrival else { throw fail("no link of the graph places \(first.name) where it was saved") }
                (made, embedInStack) = (placement.screen, inOwnStack)
            }
            let different = fail("\(first.name) is saved showing what it does not show in the graph")
            guard embedInStack || list.count == 1 else { throw different }
            if !opening.replacements.isEmpty, !embedInStack { throw different }
            made = try replaced(made, by: opening.replacements)
            try place(first, made: made)
            if embedInStack { try stack(root: first, pushed: list.dropFirst(), stackFlow: nil) }
        }

        /// The screen `route` of `opener` opens towards `destination`: the route must lead there,
        /// read its context back, and show it the way `showing` does (a presentation in any way).
        private func reopen(_ route: String, from opener: String, to destination: SavedDestination, as showing: SavedStateShape.Showing) throws(Problem) -> String {
            guard let reopening = shape.routes[opener]?[route], reopening.destination == destination.name,
                  Self.reads(reopening, destination, in: shape), reopening.showing.isAlike(showing) else {
                throw fail("\(opener) has no route \(route) that shows what was saved")
            }
            return reopening.destination
        }

        /// Whether a route reads the saved destination back: one that hands over a context of
        /// the destination's type, or of the type an optional context wraps when the saved one is
        /// not `null` or the type handed over is optional too (`T?` to a `T??` reads `null` as
        /// `nil`); one that hands over none, always.
        static func reads(_ reopening: SavedStateShape.Reopening, _ destination: SavedDestination, in shape: SavedStateShape) -> Bool {
            guard let context = reopening.context else { return true }
            guard let declared = shape.nodes[destination.name]?.context else { return false }
            if context == declared { return true }
            return declared == .optional(context) && (destination.context != .null || context.isOptional)
        }

        /// The screen the replacements put in the place of `made`, each a route of the one before
        /// that takes its place on top of its stack.
        private func replaced(_ made: String, by replacements: [SavedReplacement]) throws(Problem) -> String {
            var current = made
            for replacement in replacements {
                current = try reopen(replacement.route, from: current, to: replacement.destination, as: .replace)
            }
            return current
        }

        /// Where a link opened `saved`, shown as `arrival` says (pushed onto the stack flow `flow`,
        /// or presented in any way): the screen its destination names (the entry's own, unless
        /// replacements put others in its place) must be placed there by a link, through switch
        /// children the state shows; of the places its link lists, the first that fits, as the
        /// runtime takes it (`SavedStateShape.linkPlace`), with a context a link could have read
        /// from a URL.
        private func linkPlacement(
            of saved: SavedEntry, _ opening: SavedOpening, arriving arrival: LinkPlacement.Arrival, onto flow: String?
        ) throws(Problem) -> (screen: String, arrival: LinkPlacement.Arrival) {
            let replaced = !opening.replacements.isEmpty
            let linked = replaced ? opening.destination.name : saved.name
            guard replaced || opening.destination.name == saved.name,
                  let place = shape.linkPlace(of: linked, fitting: { SavedStateShape.fits($0, arrival: arrival, onto: flow) }, under: switches) else {
                throw fail("no link of the graph places \(saved.name) where it was saved")
            }
            guard shape.linkReads(opening.destination.context, of: linked) else {
                throw fail("\(saved.name) was opened by a link with a context no URL carries")
            }
            return (linked, place.arrival)
        }
    }
}
