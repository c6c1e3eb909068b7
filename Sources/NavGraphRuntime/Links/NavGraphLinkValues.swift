/// Why a matched path could not make its destination; the table then tries the next pattern.
public enum NavGraphLinkError: Error, Hashable, Sendable {
    /// The URL does not carry the parameter (a required query item is absent or empty).
    case missing(parameter: String)
    /// The parameter's text is not a value of its type (`abc` for an `Int`).
    case unreadable(parameter: String, text: String)
}

/// The parameters a URL gave one link pattern, by parameter name, percent-decoded: what the
/// generated table reads a destination's context from.
public struct NavGraphLinkValues: Hashable, Sendable {
    /// The text of each parameter the URL carries.
    public let texts: [String: String]

    /// Wraps parameter texts.
    public init(_ texts: [String: String]) {
        self.texts = texts
    }

    /// The parameter read as `type`; throws when it is absent or does not read as one.
    public func value<Value: NavGraphLinkValue>(_ parameter: String, as type: Value.Type) throws -> Value {
        guard let value = try optionalValue(parameter, as: type) else { throw NavGraphLinkError.missing(parameter: parameter) }
        return value
    }

    /// The parameter read as `type`, or `nil` when the URL does not carry it; throws when it is
    /// there but does not read as one.
    public func optionalValue<Value: NavGraphLinkValue>(_ parameter: String, as type: Value.Type) throws -> Value? {
        guard let text = texts[parameter] else { return nil }
        guard let value = Value(linkText: text) else { throw NavGraphLinkError.unreadable(parameter: parameter, text: text) }
        return value
    }
}
