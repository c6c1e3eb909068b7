/// What a name declares, once names are resolved: the key every declaration and use of it is
/// found by, so that two things of the same name in different namespaces (a screen `Item` and a
/// type `Item`, a route `detail` of two screens) never mix.
public struct DeclarationKey: Hashable, Sendable {
    /// Where a name is declared.
    public enum Namespace: Hashable, Sendable {
        /// `screens:` and `flows:`, which share one namespace.
        case screenOrFlow
        /// `types:`.
        case type
        /// The top-level `sharedRoutes:`.
        case sharedRoutes
        /// The routes of the screen, flow or set of shared routes named here.
        case route(owner: String)
        /// The fields of the record type named here.
        case field(record: String)
        /// The cases of the enum type named here.
        case enumCase(type: String)
    }

    /// Where the name is declared.
    public var namespace: Namespace
    /// The name.
    public var name: String

    /// Creates a key.
    public init(_ namespace: Namespace, _ name: String) {
        self.namespace = namespace
        self.name = name
    }
}

/// One thing written in a graph file that an editor can point at: a declaration of a screen,
/// flow, type, route, field, enum case or set of shared routes, or a use of one by its name.
public struct GraphNode: Hashable, Sendable {
    /// What the node is.
    public enum Kind: Hashable, Sendable {
        /// The name of a screen's declaration.
        case screen
        /// The name of a flow's declaration.
        case flow
        /// The name of a type's declaration.
        case type
        /// The name of a route, declared inside the screen, flow or set of shared routes named here.
        case route(of: String)
        /// The name of a set of shared routes' declaration.
        case sharedRoutes
        /// The name of a field of the record type named here.
        case field(of: String)
        /// The name of a case of the enum type named here.
        case enumCase(of: String)
        /// A use of a name declared in `namespace`: the entry, a route's `to` or `in`, a flow's
        /// root, children, initial or hideable tabs, a link's `in`, `or` and `through`, a screen's
        /// listing of shared routes, a name inside a type expression (all these in
        /// `.screenOrFlow`, `.type` or `.sharedRoutes`); a link parameter's field, a link's `case`;
        /// an action tab's `route`, of its tabs flow (in `.route(owner:)`).
        case reference(to: DeclarationKey.Namespace)
    }

    /// What the node is.
    public var kind: Kind
    /// The name declared or used.
    public var name: String
    /// Where the name is written, quotes included.
    public var range: SourceRange

    /// Creates a node.
    public init(kind: Kind, name: String, range: SourceRange) {
        self.kind = kind
        self.name = name
        self.range = range
    }

    /// Whether the node declares its name (rather than using it).
    public var isDeclaration: Bool {
        if case .reference = kind { false } else { true }
    }

    /// The declaration the node declares or uses.
    public var key: DeclarationKey {
        switch kind {
        case .screen, .flow: DeclarationKey(.screenOrFlow, name)
        case .type: DeclarationKey(.type, name)
        case .sharedRoutes: DeclarationKey(.sharedRoutes, name)
        case .route(let owner): DeclarationKey(.route(owner: owner), name)
        case .field(let record): DeclarationKey(.field(record: record), name)
        case .enumCase(let type): DeclarationKey(.enumCase(type: type), name)
        case .reference(let namespace): DeclarationKey(namespace, name)
        }
    }
}
