import NavGraphVocabulary

/// The JSON Schema (draft-07) of graph files: what `navgraph schema` prints and what editors
/// using the YAML language server read to complete and check `*.navgraph.yaml` files.
///
/// It is built from the declarations the parser reads: the keys of each mapping
/// (`GraphFileKey`, `ScreenKey`, `TypeKey`, `LinkKey`, ...; `NavGraphRouteKey` and
/// `NavGraphFlowKey` with their rules per style and kind), and the vocabulary's words
/// (`CaseIterable`). Each key's schema and hover text is one case of an exhaustive `switch`, so a
/// key added to the language does not build until the schema describes it; a new style or flow
/// kind needs nothing here. `Schema/navgraph.schema.json` is this schema, checked in for editors
/// that read it from the repository, and compared with it by a test.
public enum GraphSchema {
    /// The schema's JSON text, identical to `Schema/navgraph.schema.json`.
    public static let json = document.rendered() + "\n"

    /// The whole schema.
    static var document: JSONValue {
        [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": "NavGraph graph file",
            "description": "One *.navgraph.yaml file of an iOS navigation graph (NavGraph language, version 1). All the files given to one compiler run form one graph.",
            "type": "object",
            "additionalProperties": false,
            "properties": properties(GraphFileKey.allCases, topLevel),
            "definitions": [
                "typeExpression": typeExpression,
                "dictionaryPair": dictionaryPair,
                "typeDeclaration": typeDeclaration,
                "recordType": typeForm(.fields, "A record: becomes a struct (Hashable, Sendable, Codable)."),
                "enumType": typeForm(.cases, "An enum: becomes a String-backed Swift enum."),
                "externalType": typeForm(
                    .external,
                    "A type the app defines itself (it must be Hashable, and Sendable unless 'sendable: false', which the build checks at its line in the graph); the graph only names it."),
                "screen": screen,
                "route": route,
                "screenRoute": screenRoute,
                "detent": detent,
                "flow": flow,
                "link": link,
                "linkAlternatives": linkAlternatives,
                "places": places,
                "linkChain": linkChain,
                "linkPattern": linkPattern,
                "formerNames": formerNames,
            ],
        ]
    }

    /// A top-level key's schema.
    private static func topLevel(_ key: GraphFileKey) -> JSONValue {
        switch key {
        case .version:
            [
                "description": "The language version. Required in at least one file of the graph; no file may name another version.",
                "enum": [1, "1"],
            ]
        case .entry:
            described("The screen or flow shown at launch. Required exactly once across the graph's files.", name)
        case .types:
            byName("Types that contexts, feedbacks and record fields carry, by name.", reference("typeDeclaration"))
        case .screens:
            byName("Screens, by name: one FlowController each in the app.", reference("screen"))
        case .flows:
            byName(
                "Flows, by name: navigation stacks, tab bars, switches and containers the app draws, holding screens and other flows. Screens and flows share one namespace.",
                reference("flow"))
        case .sharedRoutes:
            byName(
                "Sets of shared routes, by name: routes declared once and offered by every screen that lists the set under its own 'sharedRoutes' (a status row shown on many screens). Each set generates one route enum (<Set>Route) and one contract (<Set>Routing) that the offering screens' contracts refine. A shared route pushes or presents.",
                byName("One set's routes, by route name.", reference("screenRoute")))
        case .links:
            closedMapping(
                "The URLs the graph's links answer: its custom URL schemes and the domains of its universal links. Other URLs open nothing. At most one file of the graph holds it.",
                properties(LinkOriginsKey.allCases, linkOrigins))
        case .generate:
            closedMapping("Generation options. At most one file of the graph holds them.", properties(GenerationOptionKey.allCases, generationOption))
        }
    }

    /// A key of the top-level `generate:`.
    private static func generationOption(_ key: GenerationOptionKey) -> JSONValue {
        switch key {
        case .ui:
            [
                "description": "uikit (default): FlowControllers are view controllers. swiftui: FlowControllers are main-actor objects providing SwiftUI views, and SwiftUI renders the navigation.",
                "enum": words(GenerationOptions.UserInterface.self),
            ]
        case .access:
            [
                "description": "internal (default), or public: every generated declaration the app uses is public, so FlowControllers may live in other modules.",
                "enum": words(GenerationOptions.AccessLevel.self),
            ]
        }
    }

    /// `formerly:` of a screen, a flow or a route.
    static var formerNames: JSONValue {
        [
            "description": "A name, or a list of one or more names, a declaration had before it was renamed.",
            "oneOf": [name, ["type": "array", "minItems": 1, "items": name]],
        ]
    }

    /// `formerly:` of a declaration, with what following its former names does for `what`.
    static func formerly(_ what: String) -> JSONValue {
        described(
            "The names this \(what) had before it was renamed: a saved navigation state naming one restores as this \(what), generated code keeps deprecated aliases of them, and navgraph diff follows the rename. A free name: none the graph declares now.",
            reference("formerNames"))
    }

    // MARK: Pieces every definition uses

    /// A name: a screen, a flow, a type, a case.
    static let name: JSONValue = ["type": "string", "minLength": 1]

    /// `{ "$ref": "#/definitions/<definition>" }`.
    static func reference(_ definition: String) -> JSONValue {
        ["$ref": .string("#/definitions/\(definition)")]
    }

    /// `schema` with its hover text first.
    static func described(_ description: String, _ schema: JSONValue) -> JSONValue {
        guard case .object(let members) = schema else { return schema }
        return .object([(key: "description", value: .string(description))] + members)
    }

    /// A mapping from names the user chooses to `value`s, empty when written without a body.
    static func byName(_ description: String, _ value: JSONValue) -> JSONValue {
        ["description": .string(description), "type": ["object", "null"], "additionalProperties": value]
    }

    /// A mapping of fixed keys, possibly empty, and no other.
    private static func closedMapping(_ description: String, _ properties: JSONValue) -> JSONValue {
        ["description": .string(description), "type": ["object", "null"], "additionalProperties": false, "properties": properties]
    }

    /// `properties`: each of `keys` with its schema.
    static func properties<Key: RawRepresentable>(_ keys: [Key], _ schema: (Key) -> JSONValue) -> JSONValue where Key.RawValue == String {
        .object(keys.map { (key: $0.rawValue, value: schema($0)) })
    }

    /// A word list, as the language spells its words.
    static func words<Word: CaseIterable & RawRepresentable>(_: Word.Type) -> JSONValue where Word.RawValue == String {
        .strings(Word.spellings)
    }

    /// `{ "const": word }` for one word, `{ "enum": [words] }` for several.
    static func oneOf(_ words: [String]) -> JSONValue {
        words.count == 1 ? ["const": .string(words[0])] : ["enum": .strings(words)]
    }

    /// `summary:` of a screen or flow.
    static let summary: JSONValue = ["description": "Documentation, copied into doc comments.", "type": ["string", "number", "boolean"]]
}
