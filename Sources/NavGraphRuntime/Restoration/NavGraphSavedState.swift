/// A navigator's whole navigation state as a `Codable` value, to save when the app goes to the
/// background (a scene's `stateRestorationActivity`, SwiftUI's `@SceneStorage`, a file) and to
/// restore when it comes back (`NavGraphNavigator.restore(_:entry:)`).
///
/// It holds what the graph needs to show everything again, and no FlowController: each entry's
/// screen or flow, the route or link that opened each pushed or presented entry with the
/// destination (and so the context) it handed over (and the routes that then replaced it on top
/// of its stack), each stack's entries, the selected tab,
/// each switch flow's child and each presentation. Presentation options and popover anchors are
/// not saved: a restored presentation shows as its route says now.
///
/// Decoding fails (with a `DecodingError`) when a saved destination names a screen the graph no
/// longer has a context for, or its context no longer decodes as the screen's context type;
/// restoring fails (with a `NavGraphRestoreError`) when the saved entries no longer fit the graph.
public struct NavGraphSavedState<Destination: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// The version of this saved form that this runtime writes and reads.
    public static var currentVersion: Int { 1 }
    /// The most entries a restored state may have: far more than any navigation shows, few
    /// enough that a hostile state is refused before anything is made.
    public static var maximumEntries: Int { 1_000 }
    /// The deepest a restored state's entries may nest (flows in flows, presentations over
    /// presentations).
    public static var maximumDepth: Int { 64 }

    /// How a pushed or presented entry was opened.
    public struct Opening: Hashable, Sendable, Codable {
        /// The name of the route that opened it, a route of the entry below it in its stack or of
        /// the entry it is presented over; `nil` when a link opened it.
        public var route: String?
        /// The destination the route or link opened, with its context.
        public var destination: Destination
        /// The routes that then took its place on top of its stack (`replace`), in order, each a
        /// route of the screen the one before showed; the entry is the last one's destination.
        /// `nil` (left out of the saved form) when none did.
        public var replacements: [Replacement]?
        /// For an entry that a stack flow's own route pushed onto its stack, or that a flow's
        /// overlay (`presentation: overlay`) shows over the presentation it covers, the flow,
        /// whose route `route` is (the entry below it, or the one it is presented over, has no
        /// such route); `nil` (left out of the saved form) when the route is the entry's below
        /// it, or the one's it is presented over.
        public var flow: NavGraphNodeName?

        /// Creates an opening.
        public init(route: String?, destination: Destination, replacements: [Replacement]? = nil, flow: NavGraphNodeName? = nil) {
            self.route = route
            self.destination = destination
            self.replacements = replacements
            self.flow = flow
        }
    }

    /// A route that put its destination in its source's place on top of a stack.
    public struct Replacement: Hashable, Sendable, Codable {
        /// The route's name, a route of the screen whose place it took.
        public var route: String
        /// The destination it showed, with its context.
        public var destination: Destination

        /// Creates a replacement.
        public init(route: String, destination: Destination) {
            self.route = route
            self.destination = destination
        }
    }

    /// What an entry shows inside itself.
    public indirect enum Content: Hashable, Sendable, Codable {
        /// Nothing: a screen.
        case leaf
        /// A navigation stack flow's entries, its root first.
        case stack([Entry])
        /// A tabs flow's tabs, and the index of the selected one.
        case tabs([Entry], selected: Int)
        /// The child a switch flow shows.
        case `switch`(Entry)
        /// A container flow's children, all shown, in the graph's order.
        case container([Entry])
    }

    /// One shown screen or flow.
    public struct Entry: Hashable, Sendable, Codable {
        /// The screen or flow.
        public var name: NavGraphNodeName
        /// How it was opened, for a pushed or presented entry; `nil` for the entry of the graph and
        /// the children of flows, which their flows make.
        public var opening: Opening?
        /// What it shows inside itself.
        public var content: Content
        /// What is presented over it: the presented entry or, when the route embeds it in a
        /// navigation stack, that stack's entries (the presented one first).
        public var presented: [Entry]?
        /// For an instance of a tabs flow's children made from data: the app's key it was made
        /// for, as JSON (`NavGraphInstanceKey.saved`); `nil` (left out of the saved form) for
        /// every other entry.
        public var key: String?

        /// Creates an entry.
        public init(name: NavGraphNodeName, opening: Opening? = nil, content: Content = .leaf, presented: [Entry]? = nil, key: String? = nil) {
            self.name = name
            self.opening = opening
            self.content = content
            self.presented = presented
            self.key = key
        }
    }

    /// The version of the saved form (`currentVersion` when this runtime wrote it).
    public var version: Int
    /// The graph's entry, with everything inside it and presented over it.
    public var root: Entry
    /// For a window whose root screen shows in a navigation stack of its own (a window route's
    /// `embed: stack`): the entries pushed onto that stack above `root`, in order (`[]` for
    /// none); `nil` (left out of the saved form) for every other state.
    public var rootStack: [Entry]?

    /// Creates a saved state of the current version.
    public init(root: Entry, rootStack: [Entry]? = nil) {
        version = Self.currentVersion
        self.root = root
        self.rootStack = rootStack
    }
}

extension NavGraphSavedState {
    /// Whether the state has at most `maximumEntries` entries nested at most `maximumDepth` deep:
    /// counted without recursion, stopping at the first entry past a limit, so a hostile state
    /// costs no more than the limits.
    var isWithinLimits: Bool {
        // The screens pushed onto a window root's own stack nest as deep as the root.
        var pending = [(entry: root, depth: 1)] + (rootStack ?? []).map { (entry: $0, depth: 1) }
        var count = 0
        while let (entry, depth) = pending.popLast() {
            // Each screen a replacement took the place of is made again on the way.
            count += 1 + (entry.opening?.replacements?.count ?? 0)
            guard count <= Self.maximumEntries, depth <= Self.maximumDepth else { return false }
            pending += entry.shown.map { ($0, depth + 1) }
        }
        return true
    }
}

extension NavGraphSavedState.Entry {
    /// The entries shown inside this one (a stack's, the tabs, a switch's child, a container's
    /// children) and presented over it: one level of the tree, for walking a saved state.
    public var shown: [Self] {
        let inside: [Self] = switch content {
        case .leaf: []
        case .stack(let list), .tabs(let list, _), .container(let list): list
        case .switch(let child): [child]
        }
        return inside + (presented ?? [])
    }
}

extension NavGraphSavedState {
    /// The same state with every entry's screen or flow named as `names` says (a former name,
    /// `formerly:` in the graph, to the name it has now): a state saved before a rename restores
    /// as the renamed screen or flow. Destinations are read with the former names already (the
    /// generated decoder table); route names are read back by the route enums. A state beyond
    /// the limits is returned as it is, for `restore` to refuse.
    public func renamingNodes(_ names: [NavGraphNodeName: NavGraphNodeName]) -> NavGraphSavedState {
        guard !names.isEmpty, isWithinLimits else { return self }
        var renamed = self
        renamed.root = root.renamingNodes(names)
        renamed.rootStack = rootStack?.map { $0.renamingNodes(names) }
        return renamed
    }
}

extension NavGraphSavedState.Entry {
    /// The entry and everything shown inside and over it, named as `names` says; recursive, within
    /// the state's depth limit.
    fileprivate func renamingNodes(_ names: [NavGraphNodeName: NavGraphNodeName]) -> Self {
        var entry = self
        entry.name = names[name] ?? name
        switch content {
        case .leaf: break
        case .stack(let list): entry.content = .stack(list.map { $0.renamingNodes(names) })
        case .tabs(let list, let selected): entry.content = .tabs(list.map { $0.renamingNodes(names) }, selected: selected)
        case .switch(let child): entry.content = .switch(child.renamingNodes(names))
        case .container(let list): entry.content = .container(list.map { $0.renamingNodes(names) })
        }
        entry.presented = presented?.map { $0.renamingNodes(names) }
        return entry
    }
}
