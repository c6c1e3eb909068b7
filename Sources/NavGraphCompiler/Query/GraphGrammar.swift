/// What the language expects at a place in a graph file, found from the syntax around it
/// (``CursorSyntax``): which keys a mapping takes, where names, words and types go. The keys
/// are the parser's own lists, so completion offers exactly what the parser accepts.
public enum GraphGrammar {
    /// A kind of mapping the language has, each with its keys.
    public enum Mapping: String, CaseIterable, Hashable, Sendable {
        /// The top of a graph file.
        case graphFile
        /// A type declaration's body (`fields:`, `cases:`, `external:`).
        case type
        /// A screen's body.
        case screen
        /// A route's body.
        case route
        /// A flow's body.
        case flow
        /// A link written as a mapping (`{ path, in, ... }`).
        case link
        /// A screen of a link's `through:` written as a mapping (`{ screen, case }`).
        case chainScreen
        /// A screen's placement without a URL (`{ in, through, window }`).
        case placement
        /// A flow's placement without a URL (`{ in }`: a flow opens as it is, in the window that
        /// shows, so no `through:` or `window:`).
        case flowPlacement
        /// A screen of a placement's `through:` written as a mapping (`{ screen, case }`).
        case placementChainScreen
        /// The top-level `links:`.
        case linkOrigins
        /// The top-level `generate:`.
        case generationOptions
        /// A detent written as a mapping (`{ height: 320 }`).
        case detent

        /// The keys the parser accepts in it.
        public var keys: [String] {
            switch self {
            case .graphFile: GraphFileParser.topLevelKeys
            case .type: GraphFileParser.typeKeys
            case .screen: GraphFileParser.screenKeys
            case .route: GraphFileParser.routeKeys
            case .flow: GraphFileParser.flowKeys
            case .link: LinkReader.linkKeys
            case .chainScreen: LinkReader.chainScreenKeys
            case .placement: PlacementReader.keys
            case .flowPlacement: PlacementReader.flowKeys
            case .placementChainScreen: PlacementReader.chainScreenKeys
            case .linkOrigins: LinkOriginsReader.keys
            case .generationOptions: GenerationOptionsReader.keys
            case .detent: NavGraphDetent.mappingKeys
            }
        }
    }

    /// One thing that may be written at a place.
    public enum Expectation: Hashable, Sendable {
        /// A key of the mapping.
        case key(of: Mapping)
        /// A name declared in the namespace (`to:` takes a screen or flow).
        case name(DeclarationKey.Namespace)
        /// A type: a built-in one, or a declared type's name.
        case type
        /// One of the words `key` of `mapping` takes.
        case word([String], key: String, of: Mapping)
        /// A case of the enum that the context of the screen named here is.
        case contextCase(ofScreen: String)
    }

    /// What may be written at the place `cursor` describes; empty where the writer chooses a new
    /// name (a screen's, a route's) or free text (a summary, a link's path).
    public static func expectations(at cursor: CursorSyntax) -> [Expectation] {
        let path = cursor.path
        // A value where a mapping goes is its first key being typed.
        func body(_ mapping: Mapping) -> [Expectation] { [.key(of: mapping)] }
        guard let first = path.first else { return body(.graphFile) }
        guard case .key(let top) = first else { return [] }
        let rest = Array(path.dropFirst())
        switch top {
        case "version": return rest.isEmpty ? [.word(["1"], key: "version", of: .graphFile)] : []
        case "entry": return rest.isEmpty ? [.name(.screenOrFlow)] : []
        case "types": return typeDeclaration(rest, role: cursor.role)
        case "screens": return declaration(rest) { screen($1, of: $0, role: cursor.role) }
        case "flows": return declaration(rest) { flow($1) }
        case "sharedRoutes": return declaration(rest) { routes([.key($0)] + $1) }
        case "links": return mapping(.linkOrigins, rest) { _, _ in [] }
        case "generate":
            return mapping(.generationOptions, rest) { key, _ in
                switch key {
                case "ui": [.word(GenerationOptions.UserInterface.allCases.map(\.rawValue), key: key, of: .generationOptions)]
                case "access": [.word(GenerationOptions.AccessLevel.allCases.map(\.rawValue), key: key, of: .generationOptions)]
                default: []
                }
            }
        default: return []
        }
    }

    /// Under a key whose mapping names declarations: nothing for the new name; the body after it.
    private static func declaration(
        _ path: [CursorSyntax.Step], body: (String, [CursorSyntax.Step]) -> [Expectation]
    ) -> [Expectation] {
        guard case .key(let name)? = path.first else { return [] }
        return body(name, Array(path.dropFirst()))
    }

    /// In a mapping of `kind` (the path leads to it, or into the value of one of its keys).
    private static func mapping(
        _ kind: Mapping, _ path: [CursorSyntax.Step], value: (String, [CursorSyntax.Step]) -> [Expectation]
    ) -> [Expectation] {
        guard let first = path.first else { return [.key(of: kind)] }
        guard case .key(let key) = first else { return [] }
        return value(key, Array(path.dropFirst()))
    }

    private static func typeDeclaration(_ path: [CursorSyntax.Step], role: CursorSyntax.Role) -> [Expectation] {
        guard case .key? = path.first else { return [] }
        let body = Array(path.dropFirst())
        // `Name: |` is an alias's target or the first key of a record, enum or external type.
        if body.isEmpty { return role == .key ? [.key(of: .type)] : [.type, .key(of: .type)] }
        return mapping(.type, body) { key, rest in
            switch key {
            case "fields": rest.count >= 1 ? [.type] : []
            case "cases": rest.count >= 2 ? [.type] : []
            case "external", "codable", "sendable": rest.isEmpty ? [.word(["true", "false"], key: key, of: .type)] : []
            default: []
            }
        }
    }

    private static func screen(_ path: [CursorSyntax.Step], of screen: String, role: CursorSyntax.Role) -> [Expectation] {
        mapping(.screen, path) { key, rest in
            switch key {
            case "kind": words(NavGraphScreenKind.self, key: key, of: .screen, rest)
            case "context", "feedback": [.type]
            case "routes": routes(rest)
            case "sharedRoutes": rest.count == 1 ? [.name(.sharedRoutes)] : []
            case "links": rest.isEmpty ? [] : link(Array(rest.dropFirst()), of: screen, role: role)
            case "placement": placement(rest, of: .placement)
            default: []
            }
        }
    }

    /// Inside a screen's or flow's `placement:` (`kind`): its keys, then the flows `in:` names,
    /// and for a screen's the screens of `through:` (or `{ screen, case }`) and the words of
    /// `window:`, which a flow's placement refuses.
    private static func placement(_ path: [CursorSyntax.Step], of kind: Mapping) -> [Expectation] {
        mapping(kind, path) { key, rest in
            guard key == "in" || kind == .placement else { return [] }
            switch key {
            case "in": return rest.count <= 1 ? [.name(.screenOrFlow)] : []
            case "through":
                guard rest.count >= 1 else { return [] }
                if rest.count == 1 { return [.name(.screenOrFlow), .key(of: .placementChainScreen)] }
                guard case .key(let chainKey) = rest[1] else { return [] }
                return chainKey == "screen" && rest.count == 2 ? [.name(.screenOrFlow)] : []
            case "window": return words(NavGraphLinkWindow.self, key: key, of: .placement, rest)
            default: return []
            }
        }
    }

    /// Inside a `routes:` mapping: a route's name, then its body.
    private static func routes(_ path: [CursorSyntax.Step]) -> [Expectation] {
        guard case .key? = path.first else { return [] }
        return mapping(.route, Array(path.dropFirst())) { key, rest in
            switch key {
            case "to": rest.isEmpty ? [.name(.screenOrFlow)] : []
            // One flow, or a list of them.
            case "in": rest.count <= 1 ? [.name(.screenOrFlow)] : []
            case "style": words(NavGraphRouteStyle.self, key: key, of: .route, rest)
            case "presentation": words(NavGraphPresentation.self, key: key, of: .route, rest)
            case "compact": rest.isEmpty ? [.word(NavGraphPresentation.compactFormNames, key: key, of: .route)] : []
            case "embed": rest.isEmpty ? [.word(["stack"], key: key, of: .route)] : []
            case "context", "feedback": [.type]
            case "dismissible": words(NavGraphDismissal.self, key: key, of: .route, rest)
            case "transition": words(NavGraphTransitionDrawer.self, key: key, of: .route, rest)
            case "shrinks": words(NavGraphOverlayShrinking.self, key: key, of: .route, rest)
            case "instance": words(NavGraphLinkInstance.self, key: key, of: .route, rest)
            case "detents", "initialDetent":
                // A detent's mapping (`{ height: 320 }`) is one step further down.
                rest.count <= (key == "detents" ? 1 : 0)
                    ? [.word(NavGraphDetent.Word.allCases.map(\.rawValue), key: key, of: .route), .key(of: .detent)] : []
            default: []
            }
        }
    }

    /// Inside one item of a screen's `links:`: a pattern (free text) or a mapping.
    private static func link(_ path: [CursorSyntax.Step], of screen: String, role: CursorSyntax.Role) -> [Expectation] {
        // A link's item is its pattern, free text, or a mapping whose key is typed.
        guard let first = path.first else { return role == .key ? [.key(of: .link)] : [] }
        guard case .key(let key) = first else { return [] }
        let rest = Array(path.dropFirst())
        switch key {
        case "in": return rest.count <= 1 ? [.name(.screenOrFlow)] : []
        case "or": return rest.count == 1 ? [.name(.screenOrFlow)] : []
        case "case": return rest.isEmpty ? [.contextCase(ofScreen: screen)] : []
        case "window": return words(NavGraphLinkWindow.self, key: key, of: .link, rest)
        case "instance": return words(NavGraphLinkInstance.self, key: key, of: .link, rest)
        case "through":
            guard rest.count >= 1 else { return [] }
            if rest.count == 1 { return [.name(.screenOrFlow), .key(of: .chainScreen)] }
            guard case .key(let chainKey) = rest[1] else { return [] }
            return chainKey == "screen" ? [.name(.screenOrFlow)] : []
        default: return []
        }
    }

    private static func flow(_ path: [CursorSyntax.Step]) -> [Expectation] {
        mapping(.flow, path) { key, rest in
            switch key {
            case "kind": words(NavGraphFlowKind.self, key: key, of: .flow, rest)
            case "order": words(NavGraphTabOrder.self, key: key, of: .flow, rest)
            case "bar": words(NavGraphTabBar.self, key: key, of: .flow, rest)
            case "root", "children", "initial", "hideable", "columns": [.name(.screenOrFlow)]
            case "context", "feedback": [.type]
            case "routes": routes(rest)
            case "placement": placement(rest, of: .flowPlacement)
            default: []
            }
        }
    }

    /// The words of a vocabulary enum, where the value is the key's own (not inside a list).
    private static func words<Word: RawRepresentable & CaseIterable>(
        _ type: Word.Type, key: String, of mapping: Mapping, _ rest: [CursorSyntax.Step]
    ) -> [Expectation] where Word.RawValue == String {
        rest.isEmpty ? [.word(Word.allCases.map(\.rawValue), key: key, of: mapping)] : []
    }
}
