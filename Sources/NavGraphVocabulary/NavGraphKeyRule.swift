/// Whether a key must, may or must not be written on a declaration of one kind: a route of one
/// style, a flow of one kind. The vocabulary answers it for every key and every word, in one
/// exhaustive `switch` per question (`NavGraphRouteStyle.rule(for:)`,
/// `NavGraphFlowKind.rule(for:)`), and the parser, the checks, the JSON Schema and
/// `navgraph explain` all read that one answer.
public enum NavGraphKeyRule: Sendable, Hashable {
    /// The declaration must write the key.
    case required
    /// The declaration may write the key.
    case allowed
    /// The key means nothing on this declaration: writing it is an error at the key.
    case forbidden
}
