/// One thing written in a graph file that an editor can point at: a declaration of a screen,
/// flow, type or route, or a use of a screen, flow or type by its name.
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
        /// A use of the declaration named `name`: the entry, a route's `to`, a flow's root,
        /// children or initial, a link's `in`, a screen's listing of shared routes, or a name
        /// inside a type expression.
        case reference
    }

    /// What the node is.
    public var kind: Kind
    /// The name declared or used.
    public var name: String
    /// Where the name is written, quotes included.
    public var range: SourceRange

    /// Whether the node declares its name (rather than using it).
    public var isDeclaration: Bool { kind != .reference }
}
