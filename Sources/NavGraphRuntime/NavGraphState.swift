/// Identifies one shown entry of the navigation state for as long as it is shown.
public struct NavGraphEntryID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A number unique within one navigator.
    public let rawValue: Int

    /// Wraps a number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Entries made earlier come first.
    public static func < (lhs: NavGraphEntryID, rhs: NavGraphEntryID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#3`.
    public var description: String { "#\(rawValue)" }
}

/// One shown screen or flow, or the navigation stack a presentation is embedded in.
public struct NavGraphEntry: Hashable, Sendable {
    /// What an entry shows inside itself.
    public enum Content: Hashable, Sendable {
        /// Nothing: a screen, or a flow that has not started yet.
        case leaf
        /// A navigation stack, bottom first.
        case stack([NavGraphEntryID])
        /// Tabs, and the index of the selected one.
        case tabs([NavGraphEntryID], selected: Int)
        /// The one child a switch flow shows.
        case `switch`(NavGraphEntryID)
        /// The children a container flow shows at once, in the graph's order.
        case container([NavGraphEntryID])
    }

    /// How a pushed or presented entry was opened.
    public struct Opening: Hashable, Sendable {
        /// The entry whose route opened this one; it is told how the route ended. For an entry
        /// that took another's place (`replaced`), the entry below it, which no route of its
        /// waits for.
        public let opener: NavGraphEntryID
        /// The route, with the context it handed over.
        public let route: NavGraphRouteValue
        /// For an entry that a `replace` put in another's place on top of a stack: the routes
        /// that opened the entries it replaced, oldest first (the first pushed or presented them,
        /// each later one replaced the one before), so that a saved state can make them again.
        /// The first is missing when a link opened the first entry (`linkDestination` says how).
        public var replaced: [NavGraphRouteValue] = []
    }

    /// This entry's identity.
    public let id: NavGraphEntryID
    /// The screen or flow; `nil` for the navigation stack of an `embed: stack` presentation.
    public let node: NavGraphNodeName?
    /// What it shows inside itself.
    public internal(set) var content: Content = .leaf
    /// The container it is in or, for a presented entry, the entry that presented it.
    public internal(set) var parent: NavGraphEntryID?
    /// How it is presented over `parent`, when it is presented.
    public internal(set) var presentation: NavGraphPresentationOptions?
    /// What is presented over it.
    public internal(set) var presented: NavGraphEntryID?
    /// For a flow: its overlay (`shrinks: app`) while its screen has shrunk it into picture in
    /// picture. It floats over every screen outside the way a person sees (`visibleEntries`), so
    /// links wait for it no more and what is below routes; its `parent` is this flow meanwhile.
    public internal(set) var floating: NavGraphEntryID?
    /// The route that opened it, for a pushed or presented screen or flow; its opener's pending
    /// handler is told how the route ended.
    public internal(set) var opening: Opening?
    /// For a screen that a link pushed or presented (a URL, a notification): the destination it
    /// was opened with, so that a saved state can open it again.
    public internal(set) var linkDestination: NavGraphRouteValue?
    /// For a split flow (whose content is its one stack): its columns, and whether it shows them.
    public internal(set) var split: NavGraphSplit?
    /// For a tabs flow: the tab selected before the one selected now, by a route, a link or the
    /// person: where a `select` of the tabs flow itself goes back to. A restored state has none.
    public internal(set) var previousTab: NavGraphEntryID?
    /// For an instance of a flow made from data (a tab per list): the app's key it was made for.
    /// A tabs flow shows at most one instance per key.
    public internal(set) var instanceKey: NavGraphInstanceKey?
    /// For a tabs flow with children made from data: where its instances stand among its tabs,
    /// set when it first shows one.
    public internal(set) var instancesPlace: NavGraphInstancesPlace?

    /// The entry shown inside this one: the top of a stack, the selected tab, the switch's child,
    /// a container's first child (its main one; `NavGraphState.visibleEntries` goes through the
    /// child that presents something instead, which covers the others).
    public var shownChild: NavGraphEntryID? {
        switch content {
        case .leaf: nil
        case .stack(let entries): entries.last
        case .tabs(let tabs, let selected): tabs.indices.contains(selected) ? tabs[selected] : nil
        case .switch(let child): child
        case .container(let children): children.first
        }
    }

    /// Every entry inside this one (not what is presented over it).
    public var children: [NavGraphEntryID] {
        switch content {
        case .leaf: []
        case .stack(let entries): entries
        case .tabs(let tabs, _): tabs
        case .switch(let child): [child]
        case .container(let children): children
        }
    }
}

/// The whole navigation of one navigator, as one value: which switch child shows, which tab is
/// selected, each stack's entries, each presentation with its presenter and options, and the
/// route that opened each pushed or presented entry.
///
/// A renderer draws it. It changes only by commands (`NavGraphCommand`, applied by the pure
/// `NavGraphUpdate.applying(_:)`), which `NavGraphStateMachine` applies.
public struct NavGraphState: Hashable, Sendable {
    /// The entry shown as the whole window, once there is one.
    public internal(set) var root: NavGraphEntryID?
    /// Every shown entry.
    public internal(set) var entries: [NavGraphEntryID: NavGraphEntry] = [:]

    /// An empty state: nothing shown.
    public init() {}

    /// The shown entry with this identity.
    public subscript(id: NavGraphEntryID) -> NavGraphEntry? {
        entries[id]
    }

    /// The entries a person sees, from the root to the top-most one.
    public var visibleEntries: [NavGraphEntryID] {
        var path: [NavGraphEntryID] = []
        var current = root
        while let id = current, let entry = entries[id] {
            path.append(id)
            current = entry.presented ?? presentingChild(of: entry) ?? entry.shownChild
        }
        return path
    }

    /// The top-most entry a person sees.
    public var top: NavGraphEntryID? { visibleEntries.last }

    /// Whether `id` is at the front: the top-most entry, or a flow that shows the top-most entry
    /// inside it with nothing presented between them. A flow performs its routes only then: its
    /// presentation goes over what the person sees, not under a sheet. The top screens shown
    /// beside it are at the front too (`fronts`: a split view's columns, a container's children).
    public func isFrontmost(_ id: NavGraphEntryID) -> Bool {
        fronts.contains { front in
            for entry in lineage(of: front) {
                if entry == id { return true }
                if entries[entry]?.presentation != nil { return false }
            }
            return false
        }
    }

    /// The entry and its containers and presenters, from it outwards.
    public func lineage(of id: NavGraphEntryID) -> [NavGraphEntryID] {
        var result: [NavGraphEntryID] = []
        var current: NavGraphEntryID? = id
        while let id = current, let entry = entries[id] {
            result.append(id)
            current = entry.parent
        }
        return result
    }

    /// The nearest stack `id` is in, without leaving the presentation it is in.
    public func stack(containing id: NavGraphEntryID) -> NavGraphEntryID? {
        for candidate in lineage(of: id) {
            if candidate != id, case .stack = entries[candidate]?.content { return candidate }
            if entries[candidate]?.presentation != nil { return nil }
        }
        return nil
    }

    /// The entries of a stack, bottom first.
    public func stackEntries(_ stack: NavGraphEntryID) -> [NavGraphEntryID] {
        if case .stack(let list) = entries[stack]?.content { return list }
        return []
    }

    /// Whether `id` is a sub-flow: a stack flow pushed onto another stack, whose screens that
    /// stack shows after the screens below it (one navigation controller, one `NavigationStack`).
    /// A sub-flow is always the top entry of the stack it is pushed onto: what its screens push
    /// goes onto its own entries.
    public func isSubflow(_ id: NavGraphEntryID) -> Bool {
        guard let entry = entries[id], entry.node != nil, entry.presentation == nil, case .stack = entry.content,
              let parent = entry.parent else { return false }
        return stackEntries(parent).contains(id)
    }

    /// The stack that shows `stack`'s entries on screen: `stack` itself, or for a sub-flow the
    /// stack it is pushed onto (and, for a sub-flow pushed inside a sub-flow, that one's).
    public func shownStack(of stack: NavGraphEntryID) -> NavGraphEntryID {
        var current = stack
        while isSubflow(current), let parent = entries[current]?.parent { current = parent }
        return current
    }

    /// The entries a stack shows on screen, bottom first: its own entries, each sub-flow pushed
    /// onto it replaced by the entries that sub-flow shows.
    public func shownStackEntries(_ stack: NavGraphEntryID) -> [NavGraphEntryID] {
        stackEntries(stack).flatMap { isSubflow($0) ? shownStackEntries($0) : [$0] }
    }

    /// The sub-flows whose top screen `id` is, innermost first: a sub-flow has no view or view
    /// controller of its own, so what it presents is presented from its top screen.
    public func subflows(toppedBy id: NavGraphEntryID) -> [NavGraphEntryID] {
        var result: [NavGraphEntryID] = []
        var current = id
        while let parent = entries[current]?.parent, isSubflow(parent), stackEntries(parent).last == current {
            result.append(parent)
            current = parent
        }
        return result
    }

    /// The entry, everything inside it and everything presented over any of those, top-most first.
    public func subtree(of id: NavGraphEntryID) -> [NavGraphEntryID] {
        guard let entry = entries[id] else { return [] }
        let inner = ([entry.floating, entry.presented].compactMap { $0 } + entry.children.reversed()).flatMap(subtree(of:))
        return inner + [id]
    }
}
