import NavGraphVocabulary

extension GraphSchema {
    /// A flow: every key it may have, and for each kind (`NavGraphFlowKind.rule(for:)`) the key
    /// listing what it shows and the keys it takes.
    static var flow: JSONValue {
        let required = NavGraphFlowKey.allCases.filter(NavGraphFlowKey.requiredByEveryKind.contains)
        return [
            "description": "A container: a navigation stack, a tab bar, a switch that shows one child at a time, a navigation stack shown in columns (a split view), or children shown at once in a view the app draws.",
            "type": "object",
            "required": .strings(required.map(\.rawValue)),
            "properties": properties(NavGraphFlowKey.allCases, flowKey),
            "allOf": .array(ruled(NavGraphFlowKind.self, NavGraphFlowKey.self, by: "kind", beyond: NavGraphFlowKey.requiredByEveryKind) { $0.rule(for: $1) } + ownRouteStylesByKind + [orderRanksFixedTabs]),
            "propertyNames": ["enum": words(NavGraphFlowKey.self)],
        ]
    }

    private static func flowKey(_ key: NavGraphFlowKey) -> JSONValue {
        switch key {
        case .kind:
            ["description": .string(kindDescription), "enum": words(NavGraphFlowKind.self)]
        case .summary:
            summary
        case .root:
            [
                "description": "For a stack: the screen or flow at the bottom of the stack; or a list of the roots the app chooses among each time the stack starts (its contract's firstRoot()).",
                "oneOf": [name, names(minimum: 1)],
            ]
        case .children:
            [
                "description": "The tabs, the switch's children, or the container's children: screens or flows. Among a tabs flow's children, { route: <name> } is an action tab: a tab item that performs one of the flow's own routes instead of selecting a tab (a post button that presents the editor); { each: <stack flow>, key: <type> } is children made from data, one instance of the stack flow per key the app gives, in the app's order, where it is written among the fixed tabs (the contract's makeListTab(_ key:), firstTabs(), shouldRestore(_:), openTab(_:), select(_:), closeTab(_:), setTabs(_:)); one such entry per tabs flow.",
                "type": "array",
                "minItems": 1,
                "items": [
                    "oneOf": [
                        name,
                        [
                            "type": "object",
                            "properties": ["route": described("One of the tabs flow's own routes, which the tab item performs.", name)],
                            "required": ["route"],
                            "additionalProperties": false,
                        ],
                        [
                            "type": "object",
                            "properties": [
                                "each": described("The stack flow each instance is, listed by no other flow; it takes no context or feedback.", name),
                                "key": described("The type of the app's keys, one per instance (Hashable and Codable: a saved state holds them).", reference("typeExpression")),
                            ],
                            "required": ["each", "key"],
                            "additionalProperties": false,
                        ],
                    ],
                ],
            ]
        case .columns:
            [
                "description": "For a split flow: its two columns (sidebar, detail) or three (sidebar, content, detail), each a screen or a list of the screens it may show. The first is one screen, the root of the split's stack; a screen of a later column starts that column when an earlier column pushes it.",
                "type": "array",
                "minItems": .integer(ColumnsReader.counts.lowerBound),
                "maxItems": .integer(ColumnsReader.counts.upperBound),
                "items": [name],
                "additionalItems": ["oneOf": [name, names(minimum: 1)]],
            ]
        case .initial:
            described("The switch's child shown first (default: the first child).", name)
        case .context:
            described(
                "For a stack flow a route pushes as a sub-flow or presents, or a container flow a route presents: the type that route hands over; the flow's FlowController receives it in start(context:).",
                reference("typeExpression"))
        case .feedback:
            described(
                "For a stack flow a route pushes as a sub-flow or presents, or a container flow a route presents: the type its finish routes hand back to the route that pushed or presented it.",
                reference("typeExpression"))
        case .hideable:
            [
                "description": "For a tabs or container flow: the tabs or children the app may hide at run time (shown only to someone logged in, say, or only on an iPad); the contract asks `isShown(_:)` of each, and the app calls `updateTabs()` or `updateChildren()` when the answer changes. One at least stays out of the list.",
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": name,
            ]
        case .order:
            [
                "description": "For a tabs flow: app, the app gives the order of its tabs at run time (the person's, kept with its settings); the contract asks `tabOrder()`, and the app calls `updateTabs()` when the order changes. Without it the tabs show as children lists them.",
                "enum": words(NavGraphTabOrder.self),
            ]
        case .bar:
            [
                "description": "For a tabs flow: app, the app draws the switcher (a browser's tab switcher, a segmented control) and shows one tab at a time in its own view; the contract asks `show(_:for:)` (UIKit) or `tabsView(_:)` (SwiftUI) with the selected tab (beside children made from data, a browser's tabs, an instance with its key), and the app selects a tab with `selectTab(_:)`. Without it the system's tab bar shows the tabs.",
                "enum": words(NavGraphTabBar.self),
            ]
        case .routes:
            // The styles some kind of flow performs; each kind's own are in ownRouteStylesByKind.
            byName(
                "Routes the flow performs itself, whichever of its screens shows (a compose button beside the tab bar, a sheet a session presents, a keyboard command): each presents over the flow or opens a destination where the graph places it; a stack flow's may push onto its stack, above its top screen. Its contract makes their destinations.",
                ownRoutes(styles: NavGraphRouteStyle.allCases.filter { style in NavGraphFlowKind.allCases.contains { $0.performsOwnRoutes(of: style) } }))
        case .placement:
            [
                "description": "Where the app opens this flow by destination without a URL (a Home-screen shortcut item or an App Intent that shows a tab): navigator.open(_:) shows it as an open route to it would, a tab selected and shown as it is (what is presented over it closed, as far as the app lets it), a switch's child switched to, a sub-flow pushed with the context the app gives. {} is where the graph shows it; in: names the flow, as a link's in: does. No through: (a flow opens as it is).",
                "type": "object",
                "additionalProperties": false,
                "properties": ["in": described("The flow it is shown in, or a list of them, as a link's in: names them.", reference("places"))],
            ]
        case .formerly:
            formerly("flow")
        }
    }

    /// For each group of flow kinds that perform their own routes of fewer styles than flows do
    /// altogether, the styles their routes may have (`NavGraphFlowKind.performsOwnRoutes(of:)`):
    /// only a stack flow pushes.
    private static var ownRouteStylesByKind: [JSONValue] {
        let styles = { (kind: NavGraphFlowKind) in NavGraphRouteStyle.allCases.filter { kind.performsOwnRoutes(of: $0) } }
        let all = Set(NavGraphFlowKind.allCases.flatMap(styles))
        var groups: [(kinds: [NavGraphFlowKind], styles: [NavGraphRouteStyle])] = []
        for kind in NavGraphFlowKind.allCases where Set(styles(kind)) != all {
            if let index = groups.firstIndex(where: { $0.styles == styles(kind) }) {
                groups[index].kinds.append(kind)
            } else {
                groups.append(([kind], styles(kind)))
            }
        }
        return groups.map { group in
            [
                "if": ["properties": ["kind": oneOf(group.kinds.map(\.rawValue))], "required": ["kind"]],
                "then": ["properties": ["routes": ["additionalProperties": ownRoutes(styles: group.styles)]]],
            ]
        }
    }

    /// A tab order the app gives (`order`) ranks a tabs flow's fixed tabs, the names among its
    /// `children`: beside children made from data alone there are none, and
    /// `FlowInstancesChecker` refuses it; so does the schema.
    private static var orderRanksFixedTabs: JSONValue {
        [
            "if": ["required": [.string(NavGraphFlowKey.order.rawValue)]],
            "then": ["properties": ["children": ["contains": ["type": "string"]]]],
        ]
    }

    /// A flow's own route of one of `styles`.
    private static func ownRoutes(styles: [NavGraphRouteStyle]) -> JSONValue {
        ["allOf": [reference("route"), ["properties": ["style": oneOf(styles.map(\.rawValue))]]]]
    }

    /// `stack: a navigation stack (root:, context:, feedback:); ...`: each kind with the keys
    /// that only some kinds take.
    private static var kindDescription: String {
        NavGraphFlowKind.allCases.map { kind in
            let own = NavGraphFlowKey.allCases.filter { key in
                kind.rule(for: key) != .forbidden && NavGraphFlowKind.allCases.contains { $0.rule(for: key) == .forbidden }
            }
            return "\(kind.rawValue): \(kind.summary) (" + own.map { "\($0.rawValue):" }.joined(separator: ", ") + ")"
        }.joined(separator: "; ") + "."
    }

    /// A list of at least `minimum` names.
    private static func names(minimum: Int) -> JSONValue {
        ["type": "array", "minItems": .integer(minimum), "items": name]
    }
}
