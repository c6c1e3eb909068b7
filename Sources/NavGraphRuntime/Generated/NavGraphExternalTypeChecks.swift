/// Generated code calls it with each external type of the graph, at that type's line in the graph
/// (`#sourceLocation`): a type that is not `Hashable` and `Sendable` stops the build there ("type
/// 'Account' does not conform to the 'Sendable' protocol"), rather than deep in generated code.
public func navGraphExternalType<T: Hashable & Sendable>(_ type: T.Type) {}

/// As `navGraphExternalType(_:)`, for an external type declared `codable: true`: it must be
/// `Codable` too, so that a saved navigation state can hold it.
public func navGraphCodableExternalType<T: Hashable & Sendable & Codable>(_ type: T.Type) {}

/// As `navGraphExternalType(_:)`, for an external type declared `sendable: false`: it must be
/// `Hashable`, and generated code carries it in a `NavGraphMainActorValue`.
public func navGraphMainActorExternalType<T: Hashable>(_ type: T.Type) {}
