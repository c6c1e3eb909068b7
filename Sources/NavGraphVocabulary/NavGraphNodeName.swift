/// The name of a screen or flow in the graph.
///
/// Generated code adds one static member per screen and flow (`.itemDetail`, `.main`).
public struct NavGraphNodeName: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The name as written in the graph.
    public let rawValue: String

    /// Wraps a name as written in the graph.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name as written in the graph.
    public var description: String { rawValue }
}
