/// Why a matched path could not make its destination; the table then tries the next pattern.
public enum NavGraphLinkError: Error, Hashable, Sendable {
    /// The URL does not carry the parameter (a required query item is absent or empty).
    case missing(parameter: String)
    /// The parameter's text is not a value of its type (`abc` for an `Int`).
    case unreadable(parameter: String, text: String)
    /// A constant the link sets (`set:` in the graph) is not a value of its type; the compiler
    /// checks that it is, so only a table written by hand meets it.
    case unreadableConstant(text: String)
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

    /// A constant the link sets (`set:` in the graph), read from its text as a URL's text is
    /// (`true`, `42`, a case name), so that it reads back as a parameter's value does.
    public static func constant<Value: NavGraphLinkValue>(_ text: String, as type: Value.Type) throws -> Value {
        guard let value = Value(linkText: text) else { throw NavGraphLinkError.unreadableConstant(text: text) }
        return value
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
