/// A value of one of the app's types that is not `Sendable` (a SwiftData model, a class of its
/// own), declared `external: true, sendable: false` in the graph, as routes, contexts and
/// destinations carry it: those are `Sendable` values, and this box is one by a promise the
/// navigator keeps rather than the compiler.
///
/// The promise: the value is made and read on the main actor only (`init(_:)` and `value` are
/// `@MainActor`), where the navigator, the state machine and every FlowController run; equality
/// and hashing compare the value itself and are used by the navigator on the main actor only.
/// A saved navigation state cannot hold it (it is not `Codable`): save what identifies it.
///
/// ```swift
/// editor.perform(.edit(NavGraphMainActorValue(draft)))
/// func start(context: NavGraphMainActorValue<Draft>) { show(context.value) }
/// ```
public struct NavGraphMainActorValue<Value: Hashable>: @unchecked Sendable, Hashable {
    private let stored: Value

    /// Boxes `value`, on the main actor.
    @MainActor
    public init(_ value: Value) {
        stored = value
    }

    /// The value, on the main actor.
    @MainActor
    public var value: Value { stored }

    /// Whether both hold equal values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.stored == rhs.stored
    }

    /// Hashes the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(stored)
    }
}
