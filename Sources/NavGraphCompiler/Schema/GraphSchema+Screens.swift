import NavGraphVocabulary

extension GraphSchema {
    /// A screen.
    static var screen: JSONValue {
        [
            "description": "A screen: one FlowController in the app. An empty body (nothing after the colon) declares a screen with no context, feedback or routes.",
            "type": ["object", "null"],
            "additionalProperties": false,
            "properties": properties(ScreenKey.allCases, screenKey),
        ]
    }

    private static func screenKey(_ key: ScreenKey) -> JSONValue {
        switch key {
        case .kind:
            [
                "description": "What the screen shows: view (the default), a view the app draws; alert or confirmationDialog, a system dialog drawn from the buttons its FlowController describes, each handing back the screen's feedback; documentPicker, photoPicker, safari, share or webAuthentication, a system sheet the runtime shows from what its FlowController names (the picked documents or photos, nothing, the service shared with, the sign-in's callback URL as the feedback); openURL, a URL the system opens outside the app (whether it opened as a Bool feedback); mailComposer or messageComposer, a mail or text message the person writes (how it ended, or that the device cannot send, as the feedback). A dialog or system sheet has no routes and is only presented, with no presentation options.",
                "enum": words(NavGraphScreenKind.self),
            ]
        case .summary:
            summary
        case .context:
            described("The input this screen needs to be shown.", reference("typeExpression"))
        case .feedback:
            described("The value this screen hands back when it finishes.", reference("typeExpression"))
        case .routes:
            byName("Where this screen can go, by route name (a case of the screen's route enum).", reference("screenRoute"))
        case .sharedRoutes:
            [
                "description": "The sets of shared routes (declared under the top-level 'sharedRoutes') this screen offers too; their routes join the screen's own, whose names they must not repeat.",
                "type": "array",
                "minItems": 1,
                "items": ["type": "string"],
            ]
        case .links:
            [
                "description": "The links that open this screen: path patterns such as \"/items/{id}\" or \"/search/{keyword}?category={category}\". Each {parameter} is a whole segment or query value and binds the screen's context (a scalar: one parameter; a record: fields by name). A link of a sub-flow's root pushes the sub-flow with that context, which it hands the root.",
                "type": ["array", "null"],
                "items": reference("link"),
            ]
        case .placement:
            [
                "description": "Where the app opens this screen without a URL (a notification, Handoff, an App Intent, a Home-screen shortcut item): navigator.open(_:) shows it there with any context the app gives, as a link's in: and through: say, with no path. {} is where the graph shows it; through: lists the screens shown before it by name (each given its context by the app) or as { screen, case } (given what the case carries), opened with the generated open<Screen>(_:through...). Beside a link without through, it places the screen where that link does, and lets any context the app gives open it.",
                "type": "object",
                "additionalProperties": false,
                "properties": properties(PlacementKey.allCases, placementKey),
                "not": ["required": .strings([PlacementKey.in.rawValue, PlacementKey.through.rawValue])],
            ]
        case .formerly:
            formerly("screen")
        }
    }

    private static func placementKey(_ key: PlacementKey) -> JSONValue {
        switch key {
        case .in:
            described("The flow the screen is shown in, or a list of them, as a link's in: names them.", reference("places"))
        case .through:
            [
                "description": "The screens shown before this one, in order: the first where it opens by destination, each next pushed by the one push route of the screen before it. A screen by name is given its context whole by the app; { screen, case } opens a screen whose context is an enum with that case, the generated opener taking only what the case carries (openArticle(_:feed:)).",
                "type": "array",
                "minItems": 1,
                "items": [
                    "oneOf": [
                        ["type": "string"],
                        [
                            "type": "object",
                            "additionalProperties": false,
                            "required": ["screen", "case"],
                            "properties": [
                                "screen": ["type": "string"],
                                "case": described("The case of the screen's enum context it opens with; the app gives what the case carries.", ["type": "string"]),
                            ],
                        ],
                    ],
                ],
            ]
        case .window:
            linkWindow("the app opens the screen in", other: "the window the app opens it in")
        }
    }

    /// A route: every key it may have, the keys every style requires, and, for the styles that
    /// share one rule (`NavGraphRouteStyle.rule(for:)`), the keys they take and no other.
    static var route: JSONValue {
        let required = NavGraphRouteKey.allCases.filter(NavGraphRouteKey.requiredByEveryStyle.contains)
        return [
            "description": "A way out of a screen.",
            "type": "object",
            "additionalProperties": false,
            "required": .strings(required.map(\.rawValue)),
            "properties": properties(NavGraphRouteKey.allCases, routeKey),
            "allOf": .array(
                ruled(NavGraphRouteStyle.self, NavGraphRouteKey.self, by: "style", beyond: NavGraphRouteKey.requiredByEveryStyle) { $0.rule(for: $1) }
                    + [overlayRule, shrinksRule]),
        ]
    }

    /// The presentations above everything (`overlay`), which only a flow's own route shows.
    private static let overlays = NavGraphPresentation.allCases.filter(\.coversEverything).map(\.rawValue)

    /// An overlay covers the window at every width and closes only when its screens finish: no
    /// `compact`, no `transition` (its window is no presentation), and `dismissible` only `false`.
    private static var overlayRule: JSONValue {
        [
            "if": ["properties": ["presentation": oneOf(overlays)], "required": ["presentation"]],
            "then": ["not": ["anyOf": [["required": ["compact"]], ["required": ["transition"]]]], "properties": ["dismissible": ["const": false]]],
        ]
    }

    /// Only an overlay shrinks into picture in picture (`shrinks: app`).
    private static var shrinksRule: JSONValue {
        [
            "if": ["required": ["shrinks"]],
            "then": ["properties": ["presentation": oneOf(overlays)], "required": ["presentation"]],
        ]
    }

    /// A screen's route or a shared set's: any route but an overlay, which a flow shows.
    static var screenRoute: JSONValue {
        [
            "description": "A screen's route: a route that does not present as an overlay (only a flow's own route does).",
            "allOf": [reference("route"), ["properties": ["presentation": ["not": oneOf(overlays)]]]],
        ]
    }

    private static func routeKey(_ key: NavGraphRouteKey) -> JSONValue {
        switch key {
        case .to:
            described("The destination: a screen or a flow.", name)
        case .style:
            [
                "description": .string(
                    NavGraphRouteStyle.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; ")
                        + ". A push of a stack flow pushes it as a sub-flow, whose screens join the source's stack."),
                "enum": words(NavGraphRouteStyle.self),
            ]
        case .presentation:
            [
                "description": "With present: how the destination is shown (default sheet); overlay, above everything the window shows, only on a flow's own route.",
                "enum": words(NavGraphPresentation.self),
            ]
        case .compact:
            [
                "description": "With present: how the destination is shown instead where the width is compact (an iPhone, an iPad app in Slide Over): popover on an iPad, sheet on an iPhone.",
                "enum": .strings(NavGraphPresentation.compactFormNames),
            ]
        case .embed:
            ["description": "With present: wrap the destination in a navigation stack. With window: the window's root screen in a navigation stack of its own (there, and where it presents because there is one window).", "enum": ["stack"]]
        case .context:
            described("The type this route hands over; must match the destination's context.", reference("typeExpression"))
        case .feedback:
            described(
                "The type this screen expects back; must match the destination's feedback. On an unwind route: the type it hands back to the route of `to` that opened the way to this screen. On a finish route: the type it hands back to the route that pushed or presented the flow; must fit the flow's feedback.",
                reference("typeExpression"))
        case .dismissible:
            [
                "description": "With present: whether the user may close the presentation (swipe a sheet down, tap outside a popover), and a link may close it: true (the default), false (only finishing closes it), or app (its screen answers at run time, isDismissible).",
                "enum": [true, false, "app"],
            ]
        case .detents:
            [
                "description": "With a sheet, pageSheet or formSheet presentation: the heights the sheet can rest at (default [large]), each listed once, in any order: medium, large, { height: points } or { fraction: 0 to 1 of the largest height }. With a height in points beside other detents, name initialDetent.",
                "type": "array",
                "minItems": 1,
                "items": reference("detent"),
            ]
        case .initialDetent:
            described(
                "With present as a sheet, page sheet or form sheet: the detent the sheet opens at, one of its detents (default: the smallest; required where a height in points sits beside other detents, as which is smallest depends on the screen).",
                reference("detent"))
        case .transition:
            [
                "description": "With present or push: app, the app draws the transition (UIKit asks the route's source for the presented controller's transitioning delegate and presents it with the custom style, or for the animator of the push and of its pop); where the app gives none, and in SwiftUI, it presents or pushes as the system does. Not on an overlay, a dialog or a system sheet.",
                "enum": words(NavGraphTransitionDrawer.self),
            ]
        case .shrinks:
            [
                "description": "With presentation: overlay: app, the overlay's screen may shrink it into picture in picture (shrinkOverlay(), expandOverlay()), floating over every screen while the app below is used again and links no longer wait behind it (a call).",
                "enum": words(NavGraphOverlayShrinking.self),
            ]
        case .in:
            described(
                "With open: the flow to open the destination in, where it can be shown in several, or a list of them (as a link's `in:`: the first, unless another shows already).",
                reference("places"))
        case .oneWindow:
            [
                "description": "With window: how the destination is presented over the source where there is one window (an iPhone; UIApplication.supportsMultipleScenes is false); without it the route is refused there.",
                "enum": .strings(NavGraphPresentation.allCases.filter(\.isCompactForm).map(\.rawValue)),
            ]
        case .instance:
            linkInstance("the route opens its destination in")
        case .formerly:
            formerly("route")
        case .then:
            [
                "description": "With push, present, open and unwind: routes performed after this one in the same transition, in order; the first a route of the destination (of `to` for an unwind), each next one a route of what the one before showed. Each pushes or presents.",
                "type": "array",
                "minItems": 1,
                "items": name,
            ]
        }
    }

    /// A sheet's detent: a word, or a one-key mapping (`NavGraphDetent.MappingKey`).
    static var detent: JSONValue {
        [
            "description": "A height a sheet can rest at.",
            "oneOf": .array([["enum": words(NavGraphDetent.Word.self)]] + NavGraphDetent.MappingKey.allCases.map { key in
                [
                    "type": "object",
                    "additionalProperties": false,
                    "required": .strings([key.rawValue]),
                    "properties": .object([(key: key.rawValue, value: detentValue(key))]),
                ]
            }),
        ]
    }

    private static func detentValue(_ key: NavGraphDetent.MappingKey) -> JSONValue {
        switch key {
        case .height:
            let maximum = Int(DetentReader.maximumHeight)
            return [
                "description": .string(
                    "Points, more than 0 and at most \(maximum); no more than the largest height a sheet has. Or app: the presented screen gives it at run time (sheetHeight())."),
                "oneOf": [["type": "number", "exclusiveMinimum": 0, "maximum": .integer(maximum)], ["const": .string(NavGraphDetent.appHeightWord)]],
            ]
        case .fraction:
            return ["description": "Of the largest height a sheet has: more than 0, at most 1.", "type": "number", "exclusiveMinimum": 0, "maximum": 1]
        }
    }

    /// One `if`/`then` for each group of words (styles, kinds) that share one rule, in the order
    /// of their first word: if `selector` is one of them, then only their keys, and their
    /// required keys beyond `common` (those `required` lists already).
    static func ruled<Word: CaseIterable & RawRepresentable & Hashable, Key: CaseIterable & RawRepresentable & Hashable>(
        _: Word.Type, _: Key.Type, by selector: String, beyond common: Set<Key>, rule: (Word, Key) -> NavGraphKeyRule
    ) -> [JSONValue] where Word.RawValue == String, Key.RawValue == String {
        var groups: [(words: [Word], rules: [NavGraphKeyRule])] = []
        for word in Word.allCases {
            let rules = Key.allCases.map { rule(word, $0) }
            if let index = groups.firstIndex(where: { $0.rules == rules }) {
                groups[index].words.append(word)
            } else {
                groups.append(([word], rules))
            }
        }
        return groups.map { group in
            let keys = Key.allCases.filter { rule(group.words[0], $0) != .forbidden }
            let required = Key.allCases.filter { rule(group.words[0], $0) == .required && !common.contains($0) }
            var then: [(key: String, value: JSONValue)] = []
            if !required.isEmpty { then.append((key: "required", value: .strings(required.map(\.rawValue)))) }
            then.append((key: "propertyNames", value: ["enum": .strings(keys.map(\.rawValue))]))
            return [
                "if": ["properties": .object([(key: selector, value: oneOf(group.words.map(\.rawValue)))]), "required": .strings([selector])],
                "then": .object(then),
            ]
        }
    }
}
