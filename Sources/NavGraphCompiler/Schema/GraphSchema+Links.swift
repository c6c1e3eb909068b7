extension GraphSchema {
    /// A key of the top-level `links:`.
    static func linkOrigins(_ key: LinkOriginsKey) -> JSONValue {
        switch key {
        case .schemes:
            [
                "description": "Custom URL schemes, without '://' (shop for shop://items/42); not http or https.",
                "type": ["array", "null"],
                "items": ["type": "string", "pattern": "^[A-Za-z][A-Za-z0-9+.-]*$"],
            ]
        case .domains:
            [
                "description": "Domains whose https URLs are links (shop.example.com), without a scheme, path or port.",
                "type": ["array", "null"],
                "items": ["type": "string"],
            ]
        }
    }

    /// A link: a pattern, or a mapping of one of two forms (`LinkReader`): a path link, which
    /// answers one scheme or one domain, and a link that binds the whole URL of one scheme.
    static var link: JSONValue {
        let pathKeys = LinkKey.allCases.filter { $0 != .url }
        // A link that binds the whole URL has no pattern to have had before.
        let wholeURLKeys = LinkKey.allCases.filter { $0 != .path && $0 != .domain && $0 != .formerly }
        return [
            "description": "A link: a path pattern, or a mapping with the pattern (or, for a whole URL of one custom scheme, the parameter it binds) and the flow to show the screen in.",
            "anyOf": [
                reference("linkPattern"),
                [
                    "type": "object",
                    "additionalProperties": false,
                    "required": .strings([LinkKey.path.rawValue]),
                    "properties": properties(pathKeys, linkKey),
                    "not": ["required": .strings([LinkKey.scheme.rawValue, LinkKey.domain.rawValue])],
                ],
                [
                    "type": "object",
                    "additionalProperties": false,
                    "required": .strings([LinkKey.url.rawValue, LinkKey.scheme.rawValue]),
                    "properties": properties(wholeURLKeys, linkKey),
                ],
            ],
        ]
    }

    private static func linkKey(_ key: LinkKey) -> JSONValue {
        switch key {
        case .path:
            reference("linkPattern")
        case .url:
            [
                "description": "The parameter the whole URL of the link's scheme binds, as text (a String context or field): feed:https://example.com/rss handed to 'add feed'. Tried after the scheme's path links.",
                "type": "string",
                "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
            ]
        case .in:
            described(
                "The flow the screen is shown in, when it can be shown in several; or a list of them, the first taken unless another shows already (the stack of the tab that is selected).",
                reference("places"))
        case .case:
            described("For a screen whose context is an enum: the case the link opens it with; the parameters bind what that case carries.", name)
        case .set:
            [
                "description": "Constants the link binds beside its parameters, written as a URL would carry them (true, 42, a case name): one value for a scalar context or case payload (set: unread), or record fields by name (set: { openSearch: true }); a field is set or bound by a parameter, not both.",
                "oneOf": [
                    ["type": ["string", "number", "boolean"]],
                    ["type": "object", "minProperties": 1, "additionalProperties": ["type": ["string", "number", "boolean"]]],
                ],
            ]
        case .scheme:
            described(
                "One of the graph's declared custom schemes: the link answers only URLs of that scheme, before the links of every scheme.", name)
        case .domain:
            described(
                "One of the graph's declared associated domains: the link answers only https URLs of that domain, before the links of every domain; it is in that domain's apple-app-site-association file only. Not with scheme.",
                name)
        case .or:
            reference("linkAlternatives")
        case .orSystem:
            [
                "description": "true: the app may answer that the URL is not its own, and the system opens it (Safari, another app); its link target enum gets systemOpensURL.",
                "type": "boolean",
            ]
        case .await:
            [
                "description": "true: the app's answer of what the link opens (or:, orSystem:) is asynchronous, awaited while the link waits; a newer link replaces it.",
                "type": "boolean",
            ]
        case .through:
            reference("linkChain")
        case .window:
            linkWindow("the link opens its screen in", other: "the window that received the link (a notification: the window the app opens it in)")
        case .instance:
            linkInstance("the link opens its screen in")
        case .formerly:
            [
                "description": "The paths this link answered before (published URLs, QR codes): each is matched as a link of its own that opens this screen as this link does, and is in the apple-app-site-association file; navgraph diff reports their URLs as redirected rather than removed.",
                "oneOf": [reference("linkPattern"), ["type": "array", "minItems": 1, "items": reference("linkPattern")]],
            ]
        }
    }

    /// `window:` of a link or a placement.
    static func linkWindow(_ what: String, other: String) -> JSONValue {
        [
            "description": .string("The window \(what): new, a window of its own showing the screen at its root where the device shows several (the screen is a window route's destination; not with through:, or:, orSystem:), where there is one window the window that shows; shown (the default), \(other)."),
            "enum": words(NavGraphLinkWindow.self),
        ]
    }

    /// `instance:` of a link or an open route.
    static func linkInstance(_ what: String) -> JSONValue {
        [
            "description": .string("The instance of a flow made from data ({ each, key } among a tabs flow's children) \(what): new, a new instance for the key the tabs flow's contract gives (newKey()), opened after the others and selected, the screen placed in it (the screen placed inside such a flow; not beside window: new, or:, orSystem:); selected (the default), the instance that shows, or the first."),
            "enum": words(NavGraphLinkInstance.self),
        ]
    }

    /// `in:` of a link or an open route: one flow, or a list of them.
    static var places: JSONValue {
        [
            "description": "One flow, or a list of flows, each once: the first, or another that shows already.",
            "oneOf": [name, ["type": "array", "minItems": 1, "uniqueItems": true, "items": name]],
        ]
    }

    /// A link's `or:`.
    static var linkAlternatives: JSONValue {
        [
            "description": "Other screens the link may open instead of its own, as the app chooses when a URL opens it (the entry's linkTargetFor<Screen>): each takes the link's context or none, and has a link of its own.",
            "type": "array",
            "minItems": 1,
            "uniqueItems": true,
            "items": name,
        ]
    }

    /// A link's `through:`.
    static var linkChain: JSONValue {
        [
            "description": "The screens the link shows before its own, in order (the timeline, then the article): the first where its own first link opens it, each next one by the one push route of the screen before it. {Screen.name} parameters bind each one's context; a screen whose context is an enum is given with the case it opens with, as { screen, case }, and constants it is opened with as { screen, set }. Not with in or or.",
            "type": "array",
            "minItems": 1,
            "items": [
                "oneOf": [
                    name,
                    [
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["screen"],
                        "anyOf": [["required": ["case"]], ["required": ["set"]]],
                        "properties": [
                            "screen": name,
                            "case": described(
                                "The case of the screen's enum context it opens with; its {Screen.name} parameters bind what the case carries.", name),
                            "set": linkKey(.set),
                        ],
                    ],
                ],
            ],
            "uniqueItems": true,
        ]
    }

    /// A link's path pattern, as far as a regular expression sees it (`LinkPattern` parses it).
    static var linkPattern: JSONValue {
        [
            "description": "A path pattern: starts with /, no empty segments, {parameter} as a whole segment, {parameter*} as the last one for the rest of the path, {} for a part read and ignored, {Screen.name} for the context of a screen of the link's through, optionally ?name={parameter}&... query items; a route in the URL's fragment after #/ (/#/room/{id}?via={via}), whose query items the fragment holds.",
            "type": "string",
            "pattern": "^/[^\\s]*$",
        ]
    }
}
