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
            "allOf": .array(ruled(NavGraphFlowKind.self, NavGraphFlowKey.self, by: "kind", beyond: NavGraphFlowKey.requiredByEveryKind) { $0.rule(for: $1) }),
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
            described("The tabs, the switch's children, or the container's children: screens or flows.", names(minimum: 1))
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
                "For a stack flow a route pushes as a sub-flow: the type that route hands over; the flow's FlowController receives it in start(context:).",
                reference("typeExpression"))
        case .feedback:
            described(
                "For a stack flow a route pushes as a sub-flow: the type its finish routes hand back to the route that pushed it.",
                reference("typeExpression"))
        case .hideable:
            [
                "description": "For a tabs flow: the tabs the app may hide at run time (shown only to someone logged in, say); the contract asks `isShown(_:)` of each. One tab at least stays out of the list.",
                "type": "array",
                "minItems": 1,
                "uniqueItems": true,
                "items": name,
            ]
        case .routes:
            // A flow's route presents over the flow, whichever of its screens shows.
            byName(
                "Routes the flow performs itself, whichever of its screens shows (a compose button beside the tab bar, a sheet a session presents): each presents over the flow. Its contract makes their destinations.",
                ["allOf": [reference("route"), ["properties": ["style": oneOf(NavGraphRouteStyle.allCases.filter(\.presentsModally).map(\.rawValue))]]]])
        case .formerly:
            formerly("flow")
        }
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
