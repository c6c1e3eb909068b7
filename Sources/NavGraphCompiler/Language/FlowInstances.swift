/// A child of a tabs flow made from data (`children: [Timeline, { each: ListTab, key: ListID }]`):
/// one instance of a declared stack flow per key the app gives, in the app's order, placed among
/// the fixed children where it is written (docs/Language.md, "Flows made from data").
public struct FlowInstances: Sendable, Hashable {
    /// The declared flow each instance is, where `each` names it.
    public var flow: Located<String>
    /// The type of the app's keys, one per instance, where `key` names it.
    public var key: Located<TypeExpression>
    /// How many of the flow's fixed `children` come before the instances.
    public var position: Int

    /// Creates the entry.
    public init(flow: Located<String>, key: Located<TypeExpression>, position: Int) {
        self.flow = flow
        self.key = key
        self.position = position
    }
}
