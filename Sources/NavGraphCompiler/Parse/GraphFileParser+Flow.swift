import NavGraphVocabulary

extension GraphFileParser {
    /// One flow. Its keys follow its kind's rule (`NavGraphFlowKind.rule(for:)`): the one key
    /// listing what it shows, a switch's `initial`, a stack's `context` and `feedback`, a tabs
    /// flow's `hideable`.
    mutating func flow(_ name: Located<String>, _ body: SyntaxNode) -> Flow? {
        guard let mapping = KeyedMapping.read(
            body, allowed: Self.flowKeys, what: "flow '\(name.value)'", declaring: .init(kind: "flow", name: name), diagnostics: &diagnostics)
        else { return nil }
        slipped += mapping.slipped.map { IncompleteDeclaration(namespace: .screenOrFlow, name: $0, isDropped: true) }
        let kind = mapping[NavGraphFlowKey.kind.rawValue].flatMap { word($0, as: NavGraphFlowKind.self, what: "flow kind") }?.value
        let keys = RuledKeys(mapping, of: kind)
        reportBroken(keys, flow: name)
        guard let kind, let value = keys[kind.listingKey] else { return nil }
        let children: [Located<String>]
        var actionTabs: [ActionTab] = []
        var instances: [FlowInstances] = []
        var columns: [[Located<String>]] = []
        if kind == .split {
            guard let read = ColumnsReader.read(value, of: name, diagnostics: &diagnostics) else { return nil }
            columns = read
            // The first column's screen is the root of the split's stack.
            children = columns[0]
        } else if kind.hasOneRoot, case .sequence(let items) = value.kind {
            // Roots the app chooses among when the stack starts.
            guard !items.isEmpty else {
                diagnostics.add(.invalidStructure, "'root' of '\(name.value)' must be a screen or flow, or a list of one or more the app chooses among", at: value.range)
                return nil
            }
            children = items.compactMap { self.name($0, what: "a root") }
        } else if kind.hasOneRoot {
            guard let root = self.name(value, what: "'root'") else { return nil }
            children = [root]
        } else {
            guard case .sequence(let items) = value.kind, !items.isEmpty else {
                diagnostics.add(.invalidStructure, "'children' of '\(name.value)' must be a list of one or more screens or flows", at: value.range)
                return nil
            }
            let read = tabItems(items, of: name, kind: kind)
            (children, actionTabs, instances) = (read.children, read.actionTabs, read.instances)
            guard !children.isEmpty || actionTabs.isEmpty else {
                // A tab bar of actions alone would select nothing.
                diagnostics.add(.invalidStructure, "'children' of '\(name.value)' must list one screen or flow at least besides its action tabs", at: value.range)
                return nil
            }
        }
        let initial = keys[.initial].flatMap { self.name($0, what: "'initial'") }
        var flow = Flow(name: name, summary: summary(keys[.summary]), kind: kind, children: children, initial: initial)
        flow.columns = columns
        flow.routes = keys[.routes].map { flowRoutes($0, of: name, kind: kind) } ?? []
        flow.context = type(keys[.context])
        flow.feedback = type(keys[.feedback])
        flow.hideable = keys[.hideable].map { hideableChildren($0, of: name, kind: kind) } ?? []
        flow.tabOrder = keys[.order].flatMap { word($0, as: NavGraphTabOrder.self, what: "tab order") }
        flow.tabBar = keys[.bar].flatMap { tabBar($0) }
        if flow.tabBar != nil, let action = actionTabs.first {
            // The item lives in the system's tab bar; the app's own switcher performs the route
            // through the flow's `perform(_:)`, as any of its buttons does.
            diagnostics.add(
                .invalidStructure,
                "'\(action.route.value)' is an action tab, an item of the system's tab bar, but '\(name.value)' has 'bar: app': perform the route from the app's own switcher ('perform(.\(GeneratedNames.routeCase(action.route.value)))') and list only tabs in 'children'",
                at: action.route.range)
        }
        flow.actionTabs = actionTabs
        flow.instances = instances
        flow.formerNames = formerNames(keys[.formerly])
        if let node = keys[.placement], let key = mapping.keyNode(NavGraphFlowKey.placement.rawValue) {
            flow.placement = PlacementReader.read(node, key: key, of: "flow", diagnostics: &diagnostics)
        }
        return flow
    }

    /// A tabs flow's `bar`: `app`, the one word it takes. The system's tab bar is written as no
    /// `bar` at all, so that every graph written before the key means what it meant: a `bar:
    /// system` is refused, saying so.
    private mutating func tabBar(_ node: SyntaxNode) -> Located<NavGraphTabBar>? {
        if node.scalarText == "system" {
            diagnostics.add(.invalidStructure, "'system' is not a tab bar; expected 'app': the system's tab bar is what a tabs flow without 'bar' shows", at: node.range)
            return nil
        }
        return word(node, as: NavGraphTabBar.self, what: "tab bar")
    }

    /// Reports the keys that break the flow's kind's rule: another kind's listing (`a tabs flow
    /// takes 'children', not 'root'`), a key that applies to some kinds only, and why
    /// (`'hideable' applies only to tabs flows, whose tabs ...`), a missing key.
    private mutating func reportBroken(_ keys: RuledKeys<NavGraphFlowKind>, flow: Located<String>) {
        // A forbidden key is reported only where the kind is known.
        let kind = keys.word?.rawValue ?? ""
        for (key, node) in keys.forbidden {
            let message: String
            if let why = Self.whereFlowKeyApplies(key) {
                let kinds = NavGraphFlowKind.allCases.filter { $0.rule(for: key) != .forbidden }.map(\.rawValue)
                message = "'\(key.rawValue)' applies only to \(WordReader.prose(kinds, conjunction: "and")) flows\(why), not to a \(kind) flow"
            } else {
                message = "a \(kind) flow takes '\(keys.word?.listingKey.rawValue ?? "")', not '\(key.rawValue)'"
            }
            diagnostics.add(.invalidStructure, message, at: node.range)
        }
        for key in keys.missing {
            diagnostics.add(
                .invalidStructure, key == .kind ? "flow '\(flow.value)' needs 'kind'" : "\(kind) flow '\(flow.value)' needs '\(key.rawValue)'",
                at: flow.range)
        }
    }

    /// Why a key applies to the kinds of flow it applies to, said after them; `nil` for the keys
    /// that say what a flow shows and where it starts, which a flow of another kind says with its
    /// own listing instead.
    private static func whereFlowKeyApplies(_ key: NavGraphFlowKey) -> String? {
        switch key {
        case .root, .children, .initial: nil
        case .columns: ", which show their stack in columns"
        case .context, .feedback: ", which a route opens to end with a value (a stack pushed as a sub-flow or presented, a container presented)"
        case .hideable: ", whose tabs or children the app may show or hide at run time"
        case .order: ", whose tabs the person may put in another order"
        case .bar: ", whose bar the app may draw itself, one tab shown at a time"
        case .kind, .summary, .routes, .placement, .formerly: ""
        }
    }

    /// What a tabs flow's `children` lists besides the names of its fixed children.
    struct TabItems {
        /// The fixed children, in order.
        var children: [Located<String>] = []
        /// The items that perform one of the flow's own routes (`{ route: compose }`).
        var actionTabs: [ActionTab] = []
        /// The children made from data (`{ each: ListTab, key: ListID }`).
        var instances: [FlowInstances] = []
    }

    /// A flow's `children`: the names of its children, and, in a tabs flow, the items that
    /// perform one of its own routes (`{ route: compose }`) and the children made from data
    /// (`{ each: ListTab, key: ListID }`), each placed after the children written before it.
    private mutating func tabItems(_ items: [SyntaxNode], of flow: Located<String>, kind: NavGraphFlowKind) -> TabItems {
        var read = TabItems()
        for item in items {
            guard case .mapping = item.kind else {
                read.children += self.name(item, what: "a child").map { [$0] } ?? []
                continue
            }
            let isInstances = Self.instancesKey(of: item) != nil
            guard kind == .tabs else {
                let what = isInstances
                    ? "children made from data ({ each: …, key: … }) belong only among a tabs flow's children"
                    : "an action tab ({ route: … }) belongs only among a tabs flow's children, whose tab bar shows it"
                diagnostics.add(.invalidStructure, "\(what), not a \(kind.rawValue) flow's", at: item.range)
                continue
            }
            if isInstances {
                read.instances += flowInstances(item, of: flow, position: read.children.count).map { [$0] } ?? []
                continue
            }
            guard let mapping = KeyedMapping.read(item, allowed: ["route"], what: "an action tab of '\(flow.value)'", diagnostics: &diagnostics) else { continue }
            guard let route = mapping["route"] else {
                // A misspelled key is reported already: most likely the one meant.
                if mapping.hasUnknownKeys { continue }
                diagnostics.add(.invalidStructure, "an action tab of '\(flow.value)' needs 'route', the flow's own route its tab item performs", at: item.range)
                continue
            }
            if let name = self.name(route, what: "an action tab's 'route'") { read.actionTabs.append(ActionTab(route: name, position: read.children.count)) }
        }
        return read
    }

    /// A child made from data, `{ each: Flow, key: Type }`: both keys are needed.
    private mutating func flowInstances(_ item: SyntaxNode, of flow: Located<String>, position: Int) -> FlowInstances? {
        guard let mapping = KeyedMapping.read(item, allowed: ["each", "key"], what: "children made from data of '\(flow.value)'", diagnostics: &diagnostics) else { return nil }
        guard let each = mapping["each"], let key = mapping["key"] else {
            if mapping.hasUnknownKeys { return nil }
            diagnostics.add(
                .invalidStructure, "children made from data of '\(flow.value)' need 'each', the stack flow each instance is, and 'key', the type of the app's keys",
                at: item.range)
            return nil
        }
        guard let name = self.name(each, what: "'each'"), let type = type(key) else { return nil }
        return FlowInstances(flow: name, key: type, position: position)
    }

    /// The `each` key of a child written `{ each: Flow, key: Type }`: a child made from data.
    private static func instancesKey(of item: SyntaxNode) -> SyntaxNode? {
        guard case .mapping(let pairs) = item.kind else { return nil }
        return pairs.first { $0.key.scalarText == "each" }?.key
    }

    /// A tabs or container flow's `hideable`: a list of one or more of its tabs or children the
    /// app may hide at run time.
    private mutating func hideableChildren(_ value: SyntaxNode, of flow: Located<String>, kind: NavGraphFlowKind) -> [Located<String>] {
        let what = kind == .tabs ? "tab" : "child"
        guard case .sequence(let items) = value.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'hideable' of '\(flow.value)' must be a list of one or more of its \(kind == .tabs ? "tabs" : "children")", at: value.range)
            return []
        }
        return items.compactMap { self.name($0, what: "a hideable \(what)") }
    }

    /// A flow's routes: each presents over the flow or opens a destination where the graph
    /// places it, whichever of its screens shows; a stack flow's may push onto its stack too
    /// (`NavGraphFlowKind.performsOwnRoutes(of:)`). A replace, a select, an unwind or a finish
    /// acts on the screens around the one screen that performs it; a flow is not one screen, and
    /// only a stack flow has a stack of its own to push onto.
    private mutating func flowRoutes(_ node: SyntaxNode, of flow: Located<String>, kind: NavGraphFlowKind) -> [Route] {
        routes(node).filter { route in
            let style = route.style.value
            guard !kind.performsOwnRoutes(of: style) else { return true }
            let styles = NavGraphRouteStyle.allCases.filter { kind.performsOwnRoutes(of: $0) }
            let does = WordReader.prose(styles.map { style in
                switch style {
                case .present: "present over it"
                case .push: "push onto its stack"
                case .open: "open their destination where the graph places it"
                case .replace, .select, .unwind, .finish, .window: style.rawValue
                }
            }, conjunction: "or")
            let why = style == .push
                ? "a \(kind.rawValue) flow has no stack of its own to push onto (a stack flow has): put the route on a screen inside '\(flow.value)'"
                : "\(style.rawValue) acts on the screens around the one screen that performs it, and a flow is many: put the route on a screen inside '\(flow.value)'"
            diagnostics.add(
                .invalidStructure,
                "route '\(route.name.value)' of \(kind.rawValue) flow '\(flow.value)' uses \(style.rawValue), but a \(kind.rawValue) flow's own routes only \(does) (its contract makes what they show); \(why), or write "
                    + WordReader.prose(styles.map { "'style: \($0.rawValue)'" }, conjunction: "or"),
                at: route.style.range)
            return false
        }
    }
}
