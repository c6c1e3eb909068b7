/// What the generated `NavGraphDestination` is: a screen or flow of the graph with the context it
/// is shown with. Everything that does not depend on the graph is given here — making one,
/// reading its context, equality, hashing, its description and its `Codable` form — so that the
/// generated type holds only its two stored properties and the graph's table of context types.
///
/// Equality and hashing compare the context through `AnyHashable`. Encoding fails for a context
/// that is not `Encodable` (an external type); decoding reads the context back with
/// `navGraphDecoders`, the generated table that knows each screen's context type.
public protocol NavGraphDestinationValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The screen or flow.
    var name: NavGraphNodeName { get }
    /// The context the screen is shown with; `nil` for a flow or a screen without one.
    var navGraphContext: (any Hashable & Sendable)? { get }
    /// A destination with the context it is shown with, if any.
    init(name: NavGraphNodeName, navGraphContext: (any Hashable & Sendable)?)
    /// How each screen and flow whose context is `Codable` is read back, for `init(from:)`.
    static var navGraphDecoders: [NavGraphNodeName: NavGraphContextDecoder<Self>] { get }
}

/// The keys of a destination's encoded form: the screen's name and its context.
public enum NavGraphDestinationCodingKeys: String, CodingKey {
    /// The screen's or flow's name.
    case name
    /// The context, when there is one.
    case context
}

/// Reads a destination back, with its context, for one screen or flow.
public typealias NavGraphContextDecoder<Destination> =
    @Sendable (KeyedDecodingContainer<NavGraphDestinationCodingKeys>) throws -> Destination

extension NavGraphDestinationValue {
    /// A destination that takes no context.
    public init(name: NavGraphNodeName) {
        self.init(name: name, navGraphContext: nil)
    }

    /// A destination with its context.
    public init<Context: Hashable & Sendable>(name: NavGraphNodeName, context: Context) {
        self.init(name: name, navGraphContext: context)
    }

    /// The context, if there is one and it is a `Context` (given, or inferred from the type the
    /// caller expects).
    public func context<Context>(as type: Context.Type = Context.self) -> Context? {
        navGraphContext as? Context
    }

    /// The screen's name and its context.
    public var description: String {
        navGraphContext.map { "\(name)(\($0))" } ?? name.rawValue
    }

    /// Whether both are the same screen or flow with equal contexts.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.name == rhs.name else { return false }
        switch (lhs.navGraphContext, rhs.navGraphContext) {
        case (nil, nil): return true
        case (let left?, let right?): return AnyHashable(left) == AnyHashable(right)
        case (_, _): return false
        }
    }

    /// Hashes the name and the context.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(navGraphContext.map { AnyHashable($0) })
    }

    /// Reads a destination back with the graph's table of context types.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NavGraphDestinationCodingKeys.self)
        let name = try container.decode(NavGraphNodeName.self, forKey: .name)
        guard let read = Self.navGraphDecoders[name] else {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container, debugDescription: "\(name) is not a screen or flow whose context can be read back"
            )
        }
        self = try read(container)
    }

    /// Writes the name and, when there is one, the context.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NavGraphDestinationCodingKeys.self)
        try container.encode(name, forKey: .name)
        guard let navGraphContext else { return }
        guard let encodable = navGraphContext as? any Encodable else {
            throw EncodingError.invalidValue(navGraphContext, EncodingError.Context(
                codingPath: container.codingPath, debugDescription: "the context of \(name) is not Codable"
            ))
        }
        try container.encode(encodable, forKey: .context)
    }
}
